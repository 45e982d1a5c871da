import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import type { WorkspaceContext } from '../access/index.js';
import type { AiRunner } from './ai-runner.js';
import type { ModelResolver } from './model-resolver.js';

/** What the AI module's services need (issue 24). */
export interface AiDeps {
  workspace: WorkspaceContext;
  /** Which model a use calls: its team's own, else the instance's (or none: the buttons say so). */
  models: ModelResolver;
  /** Tokens (prompt and answer) one AI point pays for. */
  tokensPerPoint: number;
  runner: AiRunner;
  /** Seals the keys of teams' own models. */
  box: SecretBox;
}
