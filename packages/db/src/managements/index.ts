export * from './account-claims';
export * from './create-account-from-link';
export * from './list-member-accounts';
export * from './member-access-hashes';
export * from './merge-artist-profiles';
export * from './real-platform-ids';
export * from './source-objects';
