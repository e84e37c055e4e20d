export * from './account-queries';
export * from './count-track-charts';
export * from './count-track-playlists';
export * from './insight-access';
export * from './list-feed-activities';
export * from './media-link-requests';
export * from './series-queries';
export * from './track-queries';
