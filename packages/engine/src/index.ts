export * from './documents/versioned-document.js';
export * from './design/model-utils.js';
export * from './design/import/index.js';
export { detectFormat } from './design/import/detect.js';
export * from './design/export.js';
export { unzipSources } from './design/import/zip.js';
