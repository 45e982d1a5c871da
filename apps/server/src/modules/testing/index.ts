// The testing module's public entry: other modules and the app import only from here.
export { registerTesting } from './register-testing.js';
export type { TestingOptions } from './register-testing.js';
// AI test generation writes the cases a reviewer accepts as a scenario, then adds to it (issue 24).
export { appendScenarioSteps, createScenario } from './scenario-service.js';
