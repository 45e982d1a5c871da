// The design module's public entry: other modules and the app import only from here. The design
// is read and written through these functions only (design-transfer, debug and mock today; the
// test runner, the published docs and AI next): no other module names its tables.
export { designRoutes } from './design-routes.js';

// The live design of a project (items not in the trash).
export {
  designStamp,
  isLiveFolder,
  loadDesignMeta,
  loadItemContent,
  loadLiveNodes,
  lockLiveItems,
} from './live-design.js';
export type { LiveNode, StoredMeta } from './live-design.js';

// A project's design as a bundle, for exports and the mock: read on the thread that answers HTTP
// (`readProjectDesign`), built wherever the caller likes (`buildProjectBundle`, pure; a worker
// imports it from worker-entry.ts, which loads none of the rest).
export * from './worker-entry.js';
export { findFolderRow } from './build-project-bundle.js';
export { loadProjectBundle, readProjectDesign } from './project-bundle.js';

// One live endpoint, the live models and an endpoint's folders, for the debugger and the mock.
export { loadFolderAuthChain, loadLiveEndpoint, loadLiveModels } from './live-endpoint.js';
export type { FolderAuthLink } from './live-endpoint.js';

// AI annotation's accepted values, saved as revisions marked `ai` (issue 24).
export { saveAnnotations } from './save-annotations.js';

// Bulk writes of an import, inside the importer's transaction.
export { checkReferencesOnce } from './import-references.js';
export { insertImportedItems, overwriteImportedItems, saveImportedMeta } from './import-writes.js';
export type { ImportAuthor, ImportedItem, Overwrite } from './import-writes.js';
export { appendSorts } from './sort-order.js';

// The shapes and rules of design data that an importer plans with.
export { readItemData } from './item-data.js';
export type { ItemData } from './item-data.js';
export { isModelNameViolation } from './item-rows.js';
export type { ItemRow } from './item-rows.js';
export { renameModelRefsAll } from './model-refs.js';
export type { NewItem } from './save-item.js';
