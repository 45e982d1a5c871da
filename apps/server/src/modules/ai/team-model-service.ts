import { eq } from 'drizzle-orm';
import type { SetTeamAiModelBody, TeamAiModelCheck, TeamAiModelView } from '@heron/contract';
import { teamAiModels } from '../../db/schema/ai.js';
import { decide, loadPeople, requireTeam, type Db } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { AiDeps } from './ai-deps.js';

/**
 * A team's own model (issue 24): its admins set, check and remove it; every member sees which
 * model the team's AI features call. The key is sealed at rest and never leaves the server again:
 * the view shows its last four characters.
 */

type TeamModelDeps = Pick<AiDeps, 'workspace' | 'models' | 'box'>;

/** How many characters of a key are shown to tell keys apart. */
const HINT_LENGTH = 4;

/**
 * A check asks what every AI feature asks of a model, at the smallest size: a streamed answer of
 * strict structured output. A server that cannot stream or keep to a JSON schema fails here,
 * before a run relies on it.
 */
const CHECK_CALL = {
  messages: [{ role: 'user' as const, content: 'Answer {"ok": true} and nothing else.' }],
  schema: {
    name: 'check',
    schema: {
      type: 'object',
      properties: { ok: { type: 'boolean' } },
      required: ['ok'],
      additionalProperties: false,
    },
  },
  stream: true,
};

async function viewOf(
  deps: TeamModelDeps,
  db: Db,
  teamId: string,
  canManage: boolean,
): Promise<TeamAiModelView> {
  const [row] = await db.select().from(teamAiModels).where(eq(teamAiModels.teamId, teamId));
  const hasInstanceModel = deps.models.instance !== null;
  if (!row) return { model: null, canManage, hasInstanceModel };
  const people = await loadPeople(db, teamId, [row.updatedBy]);
  const by = row.updatedBy === null ? undefined : people.get(row.updatedBy);
  return {
    model: {
      baseUrl: row.baseUrl,
      model: row.model,
      keyHint: row.keyHint,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: by ? { id: by.id, name: by.name } : null,
    },
    canManage,
    hasInstanceModel,
  };
}

export async function getTeamModel(
  deps: TeamModelDeps,
  user: User,
  teamId: string,
): Promise<TeamAiModelView> {
  const { db } = deps.workspace;
  const access = await requireTeam(deps.workspace, db, user, teamId, 'team.view');
  const canManage = decide(access.actor, 'team.aiModel', { isPersonal: access.team.isPersonal });
  return viewOf(deps, db, teamId, canManage);
}

export async function setTeamModel(
  deps: TeamModelDeps,
  user: User,
  teamId: string,
  body: SetTeamAiModelBody,
): Promise<TeamAiModelView> {
  const { db } = deps.workspace;
  await requireTeam(deps.workspace, db, user, teamId, 'team.aiModel');
  // A new key, none (''), or the one stored (omitted).
  const key = body.apiKey;
  const settings = {
    baseUrl: body.baseUrl,
    model: body.model,
    updatedBy: user.id,
    updatedAt: new Date(),
  };
  const sealed =
    key === undefined
      ? {}
      : key === ''
        ? { apiKeySealed: null, keyHint: null }
        : { apiKeySealed: deps.box.seal(key), keyHint: key.slice(-HINT_LENGTH) };
  await db
    .insert(teamAiModels)
    .values({ teamId, ...settings, ...sealed })
    .onConflictDoUpdate({ target: teamAiModels.teamId, set: { ...settings, ...sealed } });
  return viewOf(deps, db, teamId, true);
}

export async function deleteTeamModel(
  deps: TeamModelDeps,
  user: User,
  teamId: string,
): Promise<TeamAiModelView> {
  const { db } = deps.workspace;
  await requireTeam(deps.workspace, db, user, teamId, 'team.aiModel');
  await db.delete(teamAiModels).where(eq(teamAiModels.teamId, teamId));
  return viewOf(deps, db, teamId, true);
}

/**
 * One short call with the settings given (the stored key when the body has none), under the
 * instance's address policy: a refused key, an unreachable address or a model that does not
 * answer shows before anything is saved. It spends no points: the team's provider pays.
 */
export async function checkTeamModel(
  deps: TeamModelDeps,
  user: User,
  teamId: string,
  body: SetTeamAiModelBody,
): Promise<TeamAiModelCheck> {
  const { db } = deps.workspace;
  await requireTeam(deps.workspace, db, user, teamId, 'team.aiModel');
  const apiKey = body.apiKey ?? (await deps.models.storedKey(teamId));
  const client = deps.models.clientFor({ baseUrl: body.baseUrl, model: body.model, apiKey });
  const started = performance.now();
  const answer = await client.complete(CHECK_CALL);
  return {
    tookMs: Math.round(performance.now() - started),
    tokens: answer.usage.promptTokens + answer.usage.completionTokens,
  };
}
