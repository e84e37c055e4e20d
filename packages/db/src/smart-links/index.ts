export * from './daily-salt';
export * from './record-smart-link-event';
export * from './save-smart-link';
export * from './smart-link-analytics';
export * from './smart-link-rows';
