export * from './search-catalogue';
export * from './search-playlists';
