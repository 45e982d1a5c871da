// The AI module's public entry (issue 24): other modules and the app import only from here.
export {
  createModelClient,
  ModelCallError,
  type ModelAnswer,
  type ModelCall,
  type ModelClient,
  type ModelMessage,
  type ModelSettings,
  type ModelUsage,
} from './model-client.js';
export { registerAi, type AiOptions } from './register-ai.js';
export { createMaterialConverter } from './material-converter.js';
export { ModelResolver, type ResolvedModel } from './model-resolver.js';
