// The design module's public entry: other modules and the app import only from here.
export { designRoutes } from './design-routes.js';
export { mirroredColumns, readItemData } from './item-data.js';
export type { ItemData } from './item-data.js';
export { isModelNameViolation } from './item-rows.js';
export type { ItemRow } from './item-rows.js';
export { jsonEqual, pointerOf } from './json-values.js';
export { collectModelRefs, renameModelRefsAll } from './model-refs.js';
export { changedFields } from './save-item.js';
export type { NewItem } from './save-item.js';
export { SORT_STEP } from './sort-order.js';
