export {
  collectionToScenario,
  type CollectionToScenario,
  type CollectionToScenarioOptions,
} from './collection-to-scenario.js';
export {
  readPostmanVariablesFile,
  type PostmanVariablesFile,
  type PostmanVariablesFileKind,
} from './postman-variables-file.js';
export type { ReadPostmanFile } from './request-body.js';
