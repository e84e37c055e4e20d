import {
  AudioLines,
  BarChart3,
  Bell,
  Building2,
  CalendarDays,
  CodeXml,
  Disc3,
  FileText,
  Headphones,
  Link2,
  ListMusic,
  Mail,
  MapPin,
  Newspaper,
  Radio,
  Search,
  Ticket,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { MusicUseCase, UseCaseContent } from './use-case-types';

// spec §2: the sixteen music use cases. The words describe only what the product monitors
// (spec §3 sources, §9 counts) and does (feed, track analytics, audience, reports, links).
export const MUSIC_USE_CASE_CONTENT: Readonly<Record<MusicUseCase, UseCaseContent>> = {
  artists: {
    audience: 'Artists',
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
  labels: {
    audience: 'Labels',
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
  songwriters: {
    audience: 'Songwriters',
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
  promoters: {
    audience: 'Promoters',
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
  engineers: {
    audience: 'Engineers',
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
  press: {
    audience: 'Press',
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
  producers: {
    audience: 'Producers',
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
  distributors: {
    audience: 'Distributors',
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
  composers: {
    audience: 'Composers',
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
  managers: {
    audience: 'Managers',
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
  lyricists: {
    audience: 'Lyricists',
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
  ars: {
    audience: 'A&Rs',
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
  vocalists: {
    audience: 'Vocalists',
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
  bookings: {
    audience: 'Booking Agents',
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
    audience: 'Publishers',
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
  developers: {
    audience: 'Developers',
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
