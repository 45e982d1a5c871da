export * from './documents/versioned-document.js';
