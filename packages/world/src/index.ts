export { type ClockOptions, type ClockState, startClock, WorldClock, worldTimeAt } from './clock';
export { CITIES, type City } from './data/cities';
export {
  type FaultOptions,
  startWorldServer,
  type WorldServer,
  type WorldServerOptions,
} from './http/server';
export { Calendar, DEFAULT_START_DATE, dateOfDay, dayOfDate } from './model/dates';
export {
  ARTIST_METRICS,
  type ArtistSource,
  CHART_MARKETS,
  CHARTS,
  type ChartSpec,
  PLAYLIST_SOURCES,
  type PlaylistSource,
  TRACK_METRICS,
  type TrackSource,
} from './model/markets';
export type { WorldOptions } from './options';
export { COMMENT_PLATFORMS, type CommentPlatform, trackComments } from './sim/comments';
export {
  CHANNEL_AUDIENCE_PLATFORMS,
  type ChannelAudiencePlatform,
  channelAudience,
  channelFollowers,
  creatorFakeBursts,
} from './sim/creator-channel-audience';
export {
  type CreatorPost,
  creatorPosts,
  POST_PLATFORMS,
  type PostPlatform,
} from './sim/creator-posts';
export {
  creatorAudience,
  creatorFollowers,
  creatorHandles,
  type FakeFollowerBurst,
  fakeFollowerBursts,
  SIDE_PLATFORMS,
} from './sim/creator-profile';
export {
  creatorSideFollowers,
  creatorSidePosts,
  SIDE_POSTS_PER_WEEK,
  type SidePost,
} from './sim/creator-side-posts';
export {
  hasTwitch,
  type TwitchVod,
  twitchFollowers,
  twitchVods,
} from './sim/creator-twitch';
export {
  AUDIENCE_PLATFORMS,
  type AudiencePlatform,
  platformAudience,
} from './sim/platform-audience';
export type * from './truth/truth-types';
export { TRUTH_KINDS } from './truth/truth-types';
export {
  descriptionEdition,
  descriptionPeriodDays,
  playlistDescription,
} from './views/playlist-description';
export { createWorld, World } from './world';
