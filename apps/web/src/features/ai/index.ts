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
// Its cost before Start, as every AI action shows it: the estimate against the points that may
// be spent, and what holds Start back.
export { useAiImportPreview } from './api/preview-ai-import';
export { costBlockerOf, type CostBlocker } from './cost/cost-blocker';
export { CostPreview } from './cost/cost-preview';
export type { CostTestIds } from './cost/cost-test-ids';
// A project's monthly limit on AI points, in the team's project settings.
export { ProjectAiCapCard } from './cap/project-ai-cap-card';
// A team's own model (bring your own key), in the team settings; and the note the AI dialogs
// show when a project's AI runs on it and spends no points.
export { TeamAiModelSection } from './team-model/team-ai-model-section';
export { TeamModelNote } from './team-model/team-model-note';
