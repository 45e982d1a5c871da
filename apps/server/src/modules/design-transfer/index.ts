// The design-transfer module's public entry: other modules and the app import only from here.
export { designTransferRoutes } from './design-transfer-routes.js';
export {
  MaterialNotConverted,
  type ConvertedMaterial,
  type MaterialConverter,
  type MaterialUse,
} from './material-import.js';
