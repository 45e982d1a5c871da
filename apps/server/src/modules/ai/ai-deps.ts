import type { WorkspaceContext } from '../access/index.js';
import type { AnnotationRunner } from './annotation-runner.js';
import type { ModelClient } from './model-client.js';

/** What the AI module's services need (issue 24). */
export interface AiDeps {
  workspace: WorkspaceContext;
  /** The instance's model; null when none is configured (the AI buttons say how to set one). */
  model: () => ModelClient | null;
  /** Tokens (prompt and answer) one AI point pays for. */
  tokensPerPoint: number;
  runner: AnnotationRunner;
}
