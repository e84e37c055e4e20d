export * from './pitches';
export * from './playlist-fits';
