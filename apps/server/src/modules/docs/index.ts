// The docs module's public entry: other modules and the app import only from here.
export { registerDocs, type DocsOptions } from './register-docs.js';
export { DocHostMap } from './host-map.js';
