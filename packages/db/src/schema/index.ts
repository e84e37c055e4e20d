export * from './catalogue';
export * from './monitoring';
export * from './support';
