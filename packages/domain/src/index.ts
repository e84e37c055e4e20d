export * from './variants';
