// The files module's public entry: other modules and the app import only from here.
export { fileRoutes } from './file-routes.js';
export {
  fileUrl,
  keyOfFileUrl,
  readImageUpload,
  removeStoredFile,
  storeImage,
} from './stored-images.js';
