export * from './catalogue/sync-catalogue';
export * from './context';
export * from './cycle';
export * from './http/fetch-json';
export * from './loop';
export * from './playlists/refresh-all-playlists';
export * from './playlists/refresh-playlists';
export * from './world/world-client';
