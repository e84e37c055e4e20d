import { USE_CASE_AUDIENCES } from '@songstats/domain';
import {
  BarChart3,
  Bell,
  CodeXml,
  Disc3,
  Headphones,
  ListMusic,
  Mail,
  MapPin,
  Newspaper,
  Radio,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { MusicUseCase, UseCaseContent } from './use-case-types';

// spec §2: the music use cases of those who make it. The words describe only what the product monitors (spec §3 sources, §9 counts) and does.
export const MUSIC_USE_CASE_CONTENT_MAKERS: Readonly<
  Record<
    Extract<
      MusicUseCase,
      | 'artists'
      | 'songwriters'
      | 'engineers'
      | 'producers'
      | 'composers'
      | 'lyricists'
      | 'vocalists'
      | 'developers'
    >,
    UseCaseContent
  >
> = {
  artists: {
    audience: USE_CASE_AUDIENCES.artists,
    headline: 'Know the moment your music moves',
    intro:
      'Every playlist add, chart entry, radio spin and milestone of your releases lands in one feed, so you can thank the right curator, share the right win and plan your next release on facts.',
    benefits: [
      {
        icon: ListMusic,
        title: 'Every playlist, as it happens',
        text: 'Adds and removals on Spotify, Apple Music, Deezer, Amazon Music, Tidal and SoundCloud, with the followers of each playlist and your total playlist reach.',
      },
      {
        icon: TrendingUp,
        title: 'Charts and milestones',
        text: 'Chart positions on Spotify, Apple Music, iTunes, Shazam and Beatport, with peaks and days on chart, and a note when a track passes a streaming or follower milestone.',
      },
      {
        icon: MapPin,
        title: 'Where your listeners are',
        text: 'Audience maps of the cities and countries that stream and Shazam your tracks, to route a tour or target an ad.',
      },
      {
        icon: Video,
        title: 'TikTok and YouTube creators',
        text: 'The videos and creators using your sound on TikTok, YouTube and Instagram Reels, and the views they bring.',
      },
    ],
  },
  songwriters: {
    audience: USE_CASE_AUDIENCES.songwriters,
    headline: 'Follow every song you wrote',
    intro:
      'Your songs travel under other artists’ names. Your collaborator profile gathers every track you are credited on, so you see their playlists, charts and radio plays in one place.',
    benefits: [
      {
        icon: Users,
        title: 'All your credits together',
        text: 'Tracks you co-wrote for different artists and labels appear on one collaborator profile, with their streams and playlists.',
      },
      {
        icon: TrendingUp,
        title: 'Chart runs of your songs',
        text: 'Positions, peaks and days on chart on Spotify, Apple Music, iTunes and Shazam for every song you wrote.',
      },
      {
        icon: Radio,
        title: 'Radio plays',
        text: 'Spins by station and country across 50,000+ radio stations, so you can check them against your royalty statements.',
      },
    ],
  },
  engineers: {
    audience: USE_CASE_AUDIENCES.engineers,
    headline: 'See how the records you mixed perform',
    intro:
      'Mixing and mastering credits are your portfolio. Follow the streams, playlists and charts of the tracks you worked on and show them to the next client.',
    benefits: [
      {
        icon: Headphones,
        title: 'Your credits in one list',
        text: 'Your collaborator profile lists the tracks you engineered across artists and labels.',
      },
      {
        icon: BarChart3,
        title: 'Streams and playlist reach',
        text: 'Streams, popularity and playlist reach of each track, with its history since release.',
      },
      {
        icon: Newspaper,
        title: 'Proof for your next pitch',
        text: 'Chart positions and milestones of your records make a portfolio that speaks numbers.',
      },
    ],
  },
  producers: {
    audience: USE_CASE_AUDIENCES.producers,
    headline: 'Your beats, on every chart they reach',
    intro:
      'Follow every track you produced, for your own releases and for the artists you work with, from the first playlist to the DJ booth.',
    benefits: [
      {
        icon: Disc3,
        title: 'DJ support',
        text: 'The DJ sets that played your tracks on 1001Tracklists, and Beatport and Traxsource chart positions.',
      },
      {
        icon: ListMusic,
        title: 'Playlists and streams',
        text: 'Playlist adds, playlist reach and streams of every track you produced, on one collaborator profile.',
      },
      {
        icon: Video,
        title: 'Sounds used on TikTok',
        text: 'How many TikTok and YouTube creators use your track, and the views they bring.',
      },
      {
        icon: Bell,
        title: 'Alerts that matter',
        text: 'Push and email notifications for new placements and milestones, filtered to the tier of activity you care about.',
      },
    ],
  },
  composers: {
    audience: USE_CASE_AUDIENCES.composers,
    headline: 'Track where your compositions are heard',
    intro:
      'Scores, library music and songs reach playlists, videos and radio in places you never pitched. See them all on your collaborator profile.',
    benefits: [
      {
        icon: Users,
        title: 'Every work you are credited on',
        text: 'Your compositions across artists and labels, with their streams, playlists and charts.',
      },
      {
        icon: Video,
        title: 'Videos using your music',
        text: 'YouTube videos and shorts, TikTok videos and Instagram Reels that use your tracks, with their views.',
      },
      {
        icon: Radio,
        title: 'Radio and TV plays',
        text: 'Plays on 50,000+ radio stations, satellite TV and satellite radio, by station and country.',
      },
    ],
  },
  lyricists: {
    audience: USE_CASE_AUDIENCES.lyricists,
    headline: 'Your words, followed everywhere',
    intro:
      'Follow every song you wrote lyrics for, whoever sings it: playlists, charts and the videos people make with it.',
    benefits: [
      {
        icon: Users,
        title: 'All your songs on one profile',
        text: 'Your collaborator profile brings together the tracks you are credited on, across artists.',
      },
      {
        icon: Video,
        title: 'Lines that go viral',
        text: 'The TikTok and YouTube creators and Instagram Reels using your songs, and how fast they grow.',
      },
      {
        icon: TrendingUp,
        title: 'Charts and milestones',
        text: 'Chart positions and streaming milestones of each song, in your activity feed.',
      },
    ],
  },
  vocalists: {
    audience: USE_CASE_AUDIENCES.vocalists,
    headline: 'Every feature you sang on',
    intro:
      'Topline and featured vocals end up on other people’s releases. Follow all of them on one profile and see which ones travel.',
    benefits: [
      {
        icon: Users,
        title: 'Your features together',
        text: 'Tracks you sang on, as lead or feature, gathered on your profile with their streams and playlists.',
      },
      {
        icon: Disc3,
        title: 'DJ and club support',
        text: 'DJ sets on 1001Tracklists and Beatport and Traxsource charts for the dance records you sang on.',
      },
      {
        icon: Video,
        title: 'Your voice on TikTok',
        text: 'The creators using your tracks on TikTok, YouTube and Instagram Reels.',
      },
    ],
  },
  developers: {
    audience: USE_CASE_AUDIENCES.developers,
    headline: 'Music data for your product',
    intro:
      'Build on the same monitoring that powers the dashboards: playlists, charts, radio and social video data for the catalogue you need.',
    benefits: [
      {
        icon: CodeXml,
        title: 'API access',
        text: 'The Enterprise plan adds API access and a custom catalogue, priced for your use.',
      },
      {
        icon: ListMusic,
        title: 'Every monitored platform',
        text: 'Playlists, charts, radio spins, DJ support and social videos from the same sources the dashboards show, with their history.',
      },
      {
        icon: Mail,
        title: 'Talk to us',
        text: 'Request access and we will get in touch about your use case and the data you need.',
      },
    ],
  },
};
