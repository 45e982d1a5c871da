// The design-transfer module's public entry: other modules and the app import only from here.
export { buildProjectBundle } from './build-project-bundle.js';
export type { ProjectDesign } from './build-project-bundle.js';
export { designTransferRoutes } from './design-transfer-routes.js';
export { loadDesignMeta } from './live-design.js';
export { readProjectDesign } from './project-bundle.js';
