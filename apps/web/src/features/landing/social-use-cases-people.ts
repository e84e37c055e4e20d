import { USE_CASE_AUDIENCES } from '@songstats/domain';
import {
  Award,
  Bell,
  Eye,
  FileText,
  Gamepad2,
  GraduationCap,
  Heart,
  Link2,
  MapPin,
  Music,
  Share2,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { SocialUseCase, UseCaseContent } from './use-case-types';

// spec §2: the social use cases of individual creators. The words describe only what the product monitors and does.
export const SOCIAL_USE_CASE_CONTENT_PEOPLE: Readonly<
  Record<
    Extract<
      SocialUseCase,
      | 'influencers'
      | 'entertainers'
      | 'fitness'
      | 'creatives'
      | 'fashion'
      | 'athletes'
      | 'educators'
      | 'streamers'
      | 'bloggers'
      | 'publicfigures'
      | 'musicians'
    >,
    UseCaseContent
  >
> = {
  influencers: {
    audience: USE_CASE_AUDIENCES.influencers,
    headline: 'Your growth on every platform, in one place',
    intro:
      'Followers, views and engagement from YouTube, TikTok, Instagram, Facebook and Twitter on one creator profile, with a feed that flags every milestone.',
    benefits: [
      {
        icon: TrendingUp,
        title: 'Followers across platforms',
        text: 'Followers and subscribers of every account you run, side by side, with their history.',
      },
      {
        icon: Heart,
        title: 'Engagement that sells',
        text: 'Views, likes, comments and shares of your videos and reels, and your YouTube engagement rate.',
      },
      {
        icon: MapPin,
        title: 'Audience by country and city',
        text: 'Show brands where your followers live before they ask.',
      },
      {
        icon: FileText,
        title: 'Media kit numbers',
        text: 'Export your stats as a report for a brand deal or agency pitch.',
      },
    ],
  },
  entertainers: {
    audience: USE_CASE_AUDIENCES.entertainers,
    headline: 'See which shows your audience loves',
    intro:
      'Comedy clips, sketches and shows live on many platforms at once. Follow all of them and learn which format makes your audience grow.',
    benefits: [
      {
        icon: Video,
        title: 'Every clip, every platform',
        text: 'YouTube videos and shorts, TikTok videos and Instagram Reels with their views and likes.',
      },
      {
        icon: Award,
        title: 'Milestones as they happen',
        text: 'Your feed notes when a video or account passes a view or follower milestone.',
      },
      {
        icon: MapPin,
        title: 'Where to play next',
        text: 'The countries and cities of your followers help you choose tour dates.',
      },
    ],
  },
  fitness: {
    audience: USE_CASE_AUDIENCES.fitness,
    headline: 'Grow your community, rep by rep',
    intro:
      'Workouts, challenges and routines travel fast on short video. Track what your followers watch, like and share, on every platform.',
    benefits: [
      {
        icon: Video,
        title: 'Short video performance',
        text: 'Views, likes, comments and shares of your TikTok videos, YouTube shorts and Instagram Reels.',
      },
      {
        icon: TrendingUp,
        title: 'Follower growth',
        text: 'Your followers and subscribers over time, to see which series brought them in.',
      },
      {
        icon: FileText,
        title: 'Numbers for sponsors',
        text: 'Export your reach and engagement for supplement, apparel and gym partners.',
      },
    ],
  },
  creatives: {
    audience: USE_CASE_AUDIENCES.creatives,
    headline: 'Let your work find its audience',
    intro:
      'Designers, illustrators, photographers and filmmakers: see which pieces people stop for, and where your audience is growing.',
    benefits: [
      {
        icon: Eye,
        title: 'What people watch',
        text: 'Views and likes of each post, reel and video, so you know which work resonates.',
      },
      {
        icon: MapPin,
        title: 'Your audience map',
        text: 'Followers by country and city, for the client markets and exhibitions you plan.',
      },
      {
        icon: Link2,
        title: 'All your links together',
        text: 'Your creator profile links every account you run, for one place to share.',
      },
    ],
  },
  fashion: {
    audience: USE_CASE_AUDIENCES.fashion,
    headline: 'Reach that brands can measure',
    intro:
      'Lookbooks, hauls and runway clips: follow your reach and engagement across Instagram, TikTok and YouTube, and show your partners what a campaign did.',
    benefits: [
      {
        icon: Heart,
        title: 'Engagement per post',
        text: 'Likes, comments and views of each reel and video, compared over time.',
      },
      {
        icon: MapPin,
        title: 'Where your followers shop',
        text: 'The countries and cities of your audience, for brands that sell in them.',
      },
      {
        icon: FileText,
        title: 'Campaign reports',
        text: 'Export the stats of a campaign period to share with the brand.',
      },
      {
        icon: Bell,
        title: 'Alerts on milestones',
        text: 'Push and email notifications when a post or account passes a milestone.',
      },
    ],
  },
  athletes: {
    audience: USE_CASE_AUDIENCES.athletes,
    headline: 'Your fan base is worth measuring',
    intro:
      'Sponsors pay for reach. Track your followers and engagement on every platform and show the numbers behind your name.',
    benefits: [
      {
        icon: TrendingUp,
        title: 'Growth through the season',
        text: 'Followers and views over time, to see what a big game or a transfer did for you.',
      },
      {
        icon: MapPin,
        title: 'Fans by country',
        text: 'Where your followers live, for sponsors in those markets.',
      },
      {
        icon: FileText,
        title: 'Sponsor reports',
        text: 'Export your reach and engagement for your agent and partners.',
      },
    ],
  },
  educators: {
    audience: USE_CASE_AUDIENCES.educators,
    headline: 'See what your learners watch',
    intro:
      'Lessons, explainers and tutorials: learn which topics and formats keep people watching, and grow your channel on them.',
    benefits: [
      {
        icon: GraduationCap,
        title: 'Top lessons',
        text: 'The videos and shorts with the most views, likes and comments.',
      },
      {
        icon: TrendingUp,
        title: 'Subscriber growth',
        text: 'YouTube subscribers and channel views, next to your TikTok and Instagram followers.',
      },
      {
        icon: MapPin,
        title: 'Learners around the world',
        text: 'Audience countries and cities, to plan subtitles and course languages.',
      },
    ],
  },
  streamers: {
    audience: USE_CASE_AUDIENCES.streamers,
    headline: 'Grow beyond the stream',
    intro:
      'Clips and highlights bring new viewers. Follow your YouTube, TikTok and Instagram channels and see which moments bring followers.',
    benefits: [
      {
        icon: Gamepad2,
        title: 'Clips that convert',
        text: 'Views and likes of your shorts, reels and TikTok videos, and the followers that came with them.',
      },
      {
        icon: Award,
        title: 'Milestones in your feed',
        text: 'A note in your activity feed each time an account passes a follower or view milestone.',
      },
      {
        icon: FileText,
        title: 'Numbers for sponsors',
        text: 'Export your reach and engagement for sponsorship deals.',
      },
    ],
  },
  bloggers: {
    audience: USE_CASE_AUDIENCES.bloggers,
    headline: 'Follow your social reach next to your writing',
    intro:
      'Your posts bring readers from every platform. See which social channels grow and which posts people share.',
    benefits: [
      {
        icon: Share2,
        title: 'What gets shared',
        text: 'Shares, likes and comments of your videos and reels, and the conversation on Facebook.',
      },
      {
        icon: TrendingUp,
        title: 'Followers over time',
        text: 'Followers on Instagram, TikTok, Twitter and YouTube, with their history.',
      },
      {
        icon: Link2,
        title: 'Every link in one profile',
        text: 'Your creator profile links all your accounts together.',
      },
    ],
  },
  publicfigures: {
    audience: USE_CASE_AUDIENCES.publicfigures,
    headline: 'Understand your audience everywhere',
    intro:
      'Follow your reach and the conversation around you across YouTube, TikTok, Instagram, Facebook and Twitter, in one feed.',
    benefits: [
      {
        icon: TrendingUp,
        title: 'Reach across platforms',
        text: 'Followers, subscribers and views of every account, compared over time.',
      },
      {
        icon: MapPin,
        title: 'Where your audience is',
        text: 'Followers by country and city, to plan appearances where people follow you.',
      },
      {
        icon: Bell,
        title: 'Know when things move',
        text: 'Push and email notifications for milestones and fast-growing posts.',
      },
      {
        icon: Users,
        title: 'For your whole office',
        text: 'Invite your staff to a team, each with a role.',
      },
    ],
  },
  musicians: {
    audience: USE_CASE_AUDIENCES.musicians,
    headline: 'Your social side, measured',
    intro:
      'Your fans follow you on social as much as on streaming. Track your followers, videos and reels, and see which posts turn into listeners.',
    benefits: [
      {
        icon: Music,
        title: 'Performance clips and reels',
        text: 'Views, likes and comments of your YouTube videos, TikTok videos and Instagram Reels.',
      },
      {
        icon: TrendingUp,
        title: 'Followers everywhere',
        text: 'Followers and subscribers on every platform, with milestones in your feed.',
      },
      {
        icon: MapPin,
        title: 'Fans by city',
        text: 'Where your followers live, to plan shows and ads.',
      },
    ],
  },
};
