export * from './create-account-from-link';
export * from './list-member-accounts';
export * from './source-objects';
