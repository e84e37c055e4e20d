import { USE_CASE_AUDIENCES } from '@songstats/domain';
import {
  AudioLines,
  Building2,
  CalendarDays,
  Disc3,
  FileText,
  Link2,
  ListMusic,
  MapPin,
  Radio,
  Search,
  Ticket,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { MusicUseCase, UseCaseContent } from './use-case-types';

// spec §2: the music use cases of those who release, sell and promote it. The words describe only what the product monitors (spec §3 sources, §9 counts) and does.
export const MUSIC_USE_CASE_CONTENT_BUSINESS: Readonly<
  Record<
    Extract<
      MusicUseCase,
      | 'labels'
      | 'promoters'
      | 'press'
      | 'distributors'
      | 'managers'
      | 'ars'
      | 'bookings'
      | 'publishers'
    >,
    UseCaseContent
  >
> = {
  labels: {
    audience: USE_CASE_AUDIENCES.labels,
    headline: 'Your whole catalogue, one feed',
    intro:
      'Follow every release of your roster across streaming, charts, radio and social video. Spot the track that breaks out while there is still time to push it.',
    benefits: [
      {
        icon: Building2,
        title: 'Catalogue-wide monitoring',
        text: 'One label profile gathers the playlists, charts and milestones of every artist and track you release.',
      },
      {
        icon: ListMusic,
        title: 'Editorial and algorithmic playlists',
        text: 'See which editorial, algorithmic and listener playlists carry your tracks and how much reach each one adds.',
      },
      {
        icon: Radio,
        title: 'Radio and DJ support',
        text: 'Spins on 50,000+ radio stations, satellite TV and satellite radio, plus DJ support on 1001Tracklists and Beatport and Traxsource charts.',
      },
      {
        icon: FileText,
        title: 'Reports for your artists',
        text: 'Export the analytics of a track or release to send your artists and partners a report they can read.',
      },
    ],
  },
  promoters: {
    audience: USE_CASE_AUDIENCES.promoters,
    headline: 'Show your clients what your campaign did',
    intro:
      'Track the playlists, radio stations and DJ sets you secured for a release, day by day, and turn them into a report your client believes.',
    benefits: [
      {
        icon: ListMusic,
        title: 'Playlist placements with reach',
        text: 'Every placement with the playlist’s followers and curator, and the total playlist reach it adds to the release.',
      },
      {
        icon: Radio,
        title: 'Radio spins by station',
        text: 'When and where a track was played on radio, satellite TV and satellite radio, by station and country.',
      },
      {
        icon: FileText,
        title: 'Campaign reports',
        text: 'Export the activity and analytics of the campaign period and share them with the artist or label.',
      },
      {
        icon: Users,
        title: 'Every client on one plan',
        text: 'The Professional plan opens every artist and label, so a new client needs no new subscription.',
      },
    ],
  },
  press: {
    audience: USE_CASE_AUDIENCES.press,
    headline: 'The numbers behind the story',
    intro:
      'Check an artist’s rise before you write about it: playlist runs, chart positions, Shazam cities and TikTok momentum, with dates you can quote.',
    benefits: [
      {
        icon: Search,
        title: 'Look up any artist or track',
        text: 'Search artists, labels and songs and open their analytics across every monitored platform.',
      },
      {
        icon: TrendingUp,
        title: 'Charts with history',
        text: 'Position, previous position, peak and days on chart, so a claim of a "number one" can be checked.',
      },
      {
        icon: AudioLines,
        title: 'What people are discovering',
        text: 'Shazam city and country charts and TikTok creators show where a song is catching on before the charts do.',
      },
    ],
  },
  distributors: {
    audience: USE_CASE_AUDIENCES.distributors,
    headline: 'Support your labels with data',
    intro:
      'Keep an eye on the releases you deliver, find the tracks that deserve marketing support and show your labels what they get from you.',
    benefits: [
      {
        icon: Building2,
        title: 'Every label you distribute',
        text: 'The Professional plan gives access to every artist and label, so your whole client base is one search away.',
      },
      {
        icon: TrendingUp,
        title: 'Find breakouts early',
        text: 'An activity feed ranked by tier, from every new placement to only the most significant ones in the biggest markets.',
      },
      {
        icon: FileText,
        title: 'Reports for label partners',
        text: 'Export playlist, chart and audience analytics to share in your label reviews.',
      },
      {
        icon: Users,
        title: 'Your team on board',
        text: 'Invite label managers and colleagues to a team and give each a role.',
      },
    ],
  },
  managers: {
    audience: USE_CASE_AUDIENCES.managers,
    headline: 'Run your roster on facts',
    intro:
      'One login for every artist you manage: their playlists, charts, audiences and social growth, with a feed that tells you what changed today.',
    benefits: [
      {
        icon: Users,
        title: 'Your whole roster',
        text: 'Switch between the artists you manage, or take the Professional plan to open every artist and label.',
      },
      {
        icon: MapPin,
        title: 'Plan tours from audience maps',
        text: 'The cities where each artist is streamed and Shazamed, next to their Songkick and Bandsintown events.',
      },
      {
        icon: FileText,
        title: 'Reports for labels and agents',
        text: 'Export a track’s analytics to back a negotiation or a booking pitch with numbers.',
      },
      {
        icon: Link2,
        title: 'Smart links and pre-saves',
        text: 'Share each release with a smart link and a pre-save page, and see the clicks per service.',
      },
    ],
  },
  ars: {
    audience: USE_CASE_AUDIENCES.ars,
    headline: 'Find the next signing before anyone else',
    intro:
      'Watch unsigned and developing artists gain playlists, Shazams and TikTok creators. Decide on growth you can see, not on a hunch.',
    benefits: [
      {
        icon: AudioLines,
        title: 'Shazam and TikTok signals',
        text: 'Shazam city charts and the number of TikTok creators using a sound show organic demand early.',
      },
      {
        icon: ListMusic,
        title: 'Playlist momentum',
        text: 'Listener and editorial playlist adds, playlist reach and follower growth of any artist.',
      },
      {
        icon: Search,
        title: 'Every artist, one search',
        text: 'With the Professional plan, open the analytics of any artist or label in the catalogue.',
      },
      {
        icon: MapPin,
        title: 'Where the buzz starts',
        text: 'Audience maps of cities and countries show whether a fan base is local or already global.',
      },
    ],
  },
  bookings: {
    audience: USE_CASE_AUDIENCES.bookings,
    headline: 'Book on demand you can see',
    intro:
      'Know where an artist’s listeners are before you route a tour, and show promoters the numbers that justify the fee.',
    benefits: [
      {
        icon: MapPin,
        title: 'Listener cities',
        text: 'Spotify, Apple Music and Shazam audiences by city and country, to pick the markets that will sell tickets.',
      },
      {
        icon: Ticket,
        title: 'Events and followers',
        text: 'Songkick and Bandsintown events and followers next to streaming and social growth.',
      },
      {
        icon: Disc3,
        title: 'DJ support for club bookings',
        text: 'Which DJs play an artist’s tracks on 1001Tracklists, and where.',
      },
      {
        icon: CalendarDays,
        title: 'Momentum over time',
        text: 'Milestones and chart runs in the activity feed show whether an artist is rising now.',
      },
    ],
  },
  publishers: {
    audience: USE_CASE_AUDIENCES.publishers,
    headline: 'Every use of your catalogue',
    intro:
      'Follow the compositions you publish across streaming, radio and video, find the songs that earn and the writers to sign next.',
    benefits: [
      {
        icon: Radio,
        title: 'Radio, TV and satellite plays',
        text: 'Spins on 50,000+ radio stations, satellite TV and satellite radio, by station and country.',
      },
      {
        icon: Video,
        title: 'Video and social use',
        text: 'YouTube videos, TikTok creators and Instagram Reels that use your catalogue.',
      },
      {
        icon: Users,
        title: 'Writers and their credits',
        text: 'Collaborator profiles of your songwriters, with the tracks they are credited on.',
      },
      {
        icon: FileText,
        title: 'Reports for your writers',
        text: 'Export the analytics of a song to share with the writers you represent.',
      },
    ],
  },
};
