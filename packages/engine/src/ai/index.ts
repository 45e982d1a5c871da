// AI annotation's pure part (issue 24): what is missing, what to ask, what came back, where it goes.
export * from './annotation-slots.js';
export * from './annotation-prompt.js';
export * from './annotation-answer.js';
export * from './apply-annotations.js';
export * from './estimate-tokens.js';
export * from './import/extraction.js';
export * from './import/extraction-to-openapi.js';
export * from './tests/test-generation.js';
export * from './prompt-parts.js';
