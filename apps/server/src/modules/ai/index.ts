// The AI module's public entry (issue 24): other modules and the app import only from here.
export {
  createModelClient,
  estimateTokens,
  ModelCallError,
  type ModelAnswer,
  type ModelCall,
  type ModelClient,
  type ModelMessage,
  type ModelSettings,
  type ModelUsage,
} from './model-client.js';
