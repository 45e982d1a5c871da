import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import type { WorkspaceContext } from '../access/index.js';
import type { AiDeps } from './ai-deps.js';
import { aiRoutes } from './ai-routes.js';
import { AiRunner, claimLeftRuns, RUN_STALE_MS } from './ai-runner.js';
import type { ModelResolver } from './model-resolver.js';

export interface AiOptions {
  workspace: WorkspaceContext;
  /** Which model a use calls: its team's own, else the instance's. */
  models: ModelResolver;
  /** Seals the keys of teams' own models. */
  box: SecretBox;
  /** Tokens (prompt and answer) one AI point pays for. */
  tokensPerPoint: number;
  /** On the embedded database no other server shares the runs: every `running` one is ours. */
  isOnlyServer: boolean;
}

/** How often a server looks for runs another server left behind. */
const SWEEP_MS = 60_000;

/**
 * The AI module (issue 24): its routes, and the runs around the server's life. At start, runs a
 * stopped server left `running` go on here; while the server runs, runs another server left are
 * taken over the same way every minute; when it stops, its runs pause where they are, to go on
 * at the next start.
 */
export async function registerAi(app: FastifyInstance, options: AiOptions) {
  const { models, tokensPerPoint } = options;
  const runner = new AiRunner({
    db: options.workspace.db,
    models,
    tokensPerPoint,
    log: app.log,
  });
  const deps: AiDeps = {
    workspace: options.workspace,
    models,
    box: options.box,
    tokensPerPoint,
    runner,
  };
  await app.register(aiRoutes, deps);

  let sweep: NodeJS.Timeout | undefined;
  const takeOver = async (quietForMs: number) => {
    for (const id of await claimLeftRuns(options.workspace.db, quietForMs)) runner.start(id);
  };
  app.addHook('onReady', async () => {
    await takeOver(options.isOnlyServer ? 0 : RUN_STALE_MS);
    sweep = setInterval(() => {
      takeOver(RUN_STALE_MS).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the sweep of left-behind AI runs failed'),
      );
    }, SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await runner.close();
  });
}
