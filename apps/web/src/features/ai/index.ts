// The AI features' public entry (issue 24): the designer opens the annotation dialog, loaded on
// demand, for the whole project or the items chosen; its test ids, for the browser journeys.
export { AnnotateDialog } from './lazy-annotate-dialog';
export type { AnnotateScope, GenerateTestsScope } from './annotate-scope';
// AI test generation for one endpoint, from its row menu in the design tree, loaded on demand.
export { GenerateTestsDialog } from './lazy-generate-tests-dialog';
export { AI_TEST_IDS, aiTestIdOf } from './test-ids';
// What AI parsing import in the design's import dialog shares: whether a model is set up, and
// a refused start said in the reader's language (with the way to buy points when they run short).
export { useAiModelStatus } from './api/get-ai-model-status';
export { AiError } from './ai-error';
// A project's monthly limit on AI points, in the team's project settings.
export { ProjectAiCapCard } from './cap/project-ai-cap-card';
