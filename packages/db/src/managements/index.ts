export * from './account-claims';
export * from './create-account-from-link';
export * from './list-member-accounts';
export * from './member-access-hashes';
export * from './source-objects';
