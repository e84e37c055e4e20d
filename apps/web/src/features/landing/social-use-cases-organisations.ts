import { USE_CASE_AUDIENCES } from '@songstats/domain';
import {
  BarChart3,
  Bell,
  Briefcase,
  CalendarDays,
  FileText,
  MapPin,
  Megaphone,
  Search,
  Users,
  Video,
} from 'lucide-react';
import type { SocialUseCase, UseCaseContent } from './use-case-types';

// spec §2: the social use cases of teams and businesses. The words describe only what the product monitors and does.
export const SOCIAL_USE_CASE_CONTENT_ORGANISATIONS: Readonly<
  Record<
    Extract<SocialUseCase, 'media' | 'events' | 'agencies' | 'brands' | 'entrepreneurs'>,
    UseCaseContent
  >
> = {
  media: {
    audience: USE_CASE_AUDIENCES.media,
    headline: 'Every channel of your publication',
    intro:
      'Publishers and outlets run channels on every platform. Follow their growth in one dashboard and see which stories travel.',
    benefits: [
      {
        icon: BarChart3,
        title: 'All channels side by side',
        text: 'YouTube subscribers and views, TikTok and Instagram followers, Facebook conversation and Twitter followers.',
      },
      {
        icon: Video,
        title: 'Top videos and reels',
        text: 'The posts with the most views, likes and comments, on each platform.',
      },
      {
        icon: Users,
        title: 'Your newsroom on one team',
        text: 'Invite editors and social producers to a team, each with their role.',
      },
    ],
  },
  events: {
    audience: USE_CASE_AUDIENCES.events,
    headline: 'Measure the buzz around your event',
    intro:
      'Festivals, conferences and shows live on social before, during and after the date. Follow your event accounts and the performers you book.',
    benefits: [
      {
        icon: CalendarDays,
        title: 'Before, during and after',
        text: 'Follower and view growth of your event accounts around each date.',
      },
      {
        icon: Users,
        title: 'Line-up reach',
        text: 'Compare the followers and engagement of the creators and performers you book.',
      },
      {
        icon: MapPin,
        title: 'Where your audience lives',
        text: 'Audience countries and cities, to plan marketing and the next location.',
      },
    ],
  },
  agencies: {
    audience: USE_CASE_AUDIENCES.agencies,
    headline: 'Every creator you represent, one login',
    intro:
      'Scout, sign and report on creators with the same numbers brands ask for. The Professional plan opens every creator profile.',
    benefits: [
      {
        icon: Search,
        title: 'Scout any creator',
        text: 'With the Professional plan, open the stats of any creator, not only the ones you manage.',
      },
      {
        icon: FileText,
        title: 'Client-ready reports',
        text: 'Export reach, engagement and audience stats for pitches and campaign wrap-ups.',
      },
      {
        icon: Users,
        title: 'Your team together',
        text: 'Invite account managers to a team with their roles, and share the same profiles.',
      },
      {
        icon: Bell,
        title: 'One feed for the roster',
        text: 'Milestones and new posts of every creator you follow, filtered to what matters.',
      },
    ],
  },
  brands: {
    audience: USE_CASE_AUDIENCES.brands,
    headline: 'Pick creators on numbers, not follower counts alone',
    intro:
      'Follow your own channels and the creators you work with. Compare engagement, audience countries and growth before you sign the next campaign.',
    benefits: [
      {
        icon: Search,
        title: 'Vet creators',
        text: 'Engagement rate, views per post and audience countries of any creator, with the Professional plan.',
      },
      {
        icon: Megaphone,
        title: 'Measure a campaign',
        text: 'Views, likes and comments of the posts in a campaign, and the followers gained during it.',
      },
      {
        icon: BarChart3,
        title: 'Your own channels too',
        text: 'Your brand accounts on YouTube, TikTok, Instagram, Facebook and Twitter, side by side.',
      },
      {
        icon: FileText,
        title: 'Reports for stakeholders',
        text: 'Export the numbers for your marketing reviews.',
      },
    ],
  },
  entrepreneurs: {
    audience: USE_CASE_AUDIENCES.entrepreneurs,
    headline: 'Your personal brand, measured',
    intro:
      'Founders build audiences that open doors. Track the growth of your own accounts and your company’s, and see what content works.',
    benefits: [
      {
        icon: Briefcase,
        title: 'You and your company',
        text: 'Your personal accounts and company channels side by side.',
      },
      {
        icon: BarChart3,
        title: 'What content works',
        text: 'Views, likes and comments per post, to focus on the formats that grow your audience.',
      },
      {
        icon: Users,
        title: 'Share with your team',
        text: 'Invite your marketing team with their roles.',
      },
    ],
  },
};
