export * from './radio-audience';
export * from './station-queries';
