import { eq } from 'drizzle-orm';
import type { AiModelSource } from '@heron/contract';
import { SecretBoxError, type SecretBox } from '../../adapters/crypto/secret-box.js';
import type { OutboundAddressPolicy } from '../../adapters/outbound/index.js';
import { teamAiModels } from '../../db/schema/ai.js';
import { AppError } from '../../http/app-error.js';
import { loadProjectWithTeam, type Db } from '../access/index.js';
import { createModelClient, type ModelClient, type ModelSettings } from './model-client.js';

/**
 * Which model an AI use calls (issue 24): the team's own when it brought one (its key, its
 * account with the provider, no points spent), else the instance's. A team's model is reached
 * under the instance's address policy: a team must not point the server at its own network.
 */

export interface ResolvedModel {
  client: ModelClient;
  source: AiModelSource;
}

export interface ModelResolverOptions {
  db: Db;
  box: SecretBox;
  /** The instance's model; null when the operator set none. */
  instance: ModelClient | null;
  /** The instance's policy for addresses people type: what a team's model may be. */
  policy: OutboundAddressPolicy;
  /** Each attempt at a call to a team's model, and its retries, as for the instance's. */
  timeoutMs: number;
  maxRetries: number;
}

export class ModelResolver {
  /** Clients of teams' models, made once per saved version of the settings. */
  private readonly clients = new Map<string, { updatedAt: number; client: ModelClient }>();

  constructor(private readonly options: ModelResolverOptions) {}

  get instance(): ModelClient | null {
    return this.options.instance;
  }

  /** A client for settings not saved yet (a check before saving), under the team policy. */
  clientFor(settings: Pick<ModelSettings, 'baseUrl' | 'apiKey' | 'model'>): ModelClient {
    return createModelClient({
      ...settings,
      timeoutMs: this.options.timeoutMs,
      maxRetries: this.options.maxRetries,
      policy: this.options.policy,
    });
  }

  /** The team's own model, or null when it brought none. */
  async ofTeam(teamId: string): Promise<ModelClient | null> {
    const [row] = await this.options.db
      .select()
      .from(teamAiModels)
      .where(eq(teamAiModels.teamId, teamId));
    if (!row) {
      this.clients.delete(teamId);
      return null;
    }
    const updatedAt = row.updatedAt.getTime();
    const known = this.clients.get(teamId);
    if (known?.updatedAt === updatedAt) return known.client;
    const client = this.clientFor({
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey: openTeamKey(this.options.box, row.apiKeySealed),
    });
    this.clients.set(teamId, { updatedAt, client });
    return client;
  }

  /** What a use in the team calls: its own model first, else the instance's; null: neither. */
  async forTeam(teamId: string): Promise<ResolvedModel | null> {
    const own = await this.ofTeam(teamId);
    if (own) return { client: own, source: 'team' };
    return this.options.instance ? { client: this.options.instance, source: 'instance' } : null;
  }

  /** What a use in the project calls (its team's model, else the instance's). */
  async forProject(projectId: string): Promise<ResolvedModel | null> {
    const teamId = await teamOfProject(this.options.db, projectId);
    return teamId === null ? null : this.forTeam(teamId);
  }

  /**
   * The model a run started on goes on with it: one charging points is the instance's, one that
   * does not is its team's (null when the team removed it since).
   */
  async forRun(run: { projectId: string; chargesPoints: boolean }): Promise<ModelClient | null> {
    if (run.chargesPoints) return this.options.instance;
    const teamId = await teamOfProject(this.options.db, run.projectId);
    return teamId === null ? null : this.ofTeam(teamId);
  }

  /** The key the team stored, opened ('' when its model takes none or it brought no model). */
  async storedKey(teamId: string): Promise<string> {
    const [row] = await this.options.db
      .select({ sealed: teamAiModels.apiKeySealed })
      .from(teamAiModels)
      .where(eq(teamAiModels.teamId, teamId));
    return openTeamKey(this.options.box, row?.sealed ?? null);
  }
}

function openTeamKey(box: SecretBox, sealed: string | null): string {
  if (sealed === null) return '';
  try {
    return box.open(sealed);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // The secrets key changed since it was stored: the team sets its key again.
    throw new AppError('AI_NOT_CONFIGURED', {
      detail:
        "The team's model key cannot be read with this server's secrets key; a team admin sets it again.",
    });
  }
}

/** The team (the personal space included) a project belongs to; null when it is gone. */
async function teamOfProject(db: Db, projectId: string): Promise<string | null> {
  try {
    return (await loadProjectWithTeam(db, projectId)).team.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
