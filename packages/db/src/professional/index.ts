export * from './professional-managements';
