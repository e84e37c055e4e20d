export * from './connect-provider-objects';
