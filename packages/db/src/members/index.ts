export * from './account-authorizations';
export * from './create-member';
export * from './find-member';
export * from './identities';
export * from './magic-tokens';
export * from './sessions';
export * from './tokens';
export * from './update-member';
