export * from './connect-provider-objects';
export * from './twitter-request-tokens';
