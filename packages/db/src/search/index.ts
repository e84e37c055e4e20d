export * from './search-catalogue';
