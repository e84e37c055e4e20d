export * from './find-playlist';
export * from './playlist-activity';
export * from './playlist-checks';
export * from './playlist-follower-growth';
export * from './playlist-health';
export * from './playlist-ranks';
export * from './playlist-tracks';
