import { and, asc, eq, max, sql } from 'drizzle-orm';
import type {
  CreateEnvironmentBody,
  Environment,
  ProjectVariables,
  UpdateEnvironmentBody,
  VariableInput,
} from '@heron/contract';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { environments, projectVariables } from '../../db/schema/environments.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { isUniqueViolation } from '../auth/index.js';
import {
  parseStored,
  type StoredVariable,
  secretNamesOf,
  secretValues,
  toStored,
  toValues,
  toView,
} from './stored-variables.js';

/**
 * A project's environments and its project-wide variables (issue 6). Every save names the version
 * it started from (EDIT_CONFLICT otherwise), as design items do; names of environments are unique
 * in a project whatever their case.
 */

export interface EnvironmentDeps {
  ctx: WorkspaceContext;
  box: SecretBox;
}

type EnvironmentRow = typeof environments.$inferSelect;

export const viewOf = (row: EnvironmentRow): Environment => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  baseUrl: row.baseUrl,
  variables: toView(parseStored(row.variables)),
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = () =>
  new AppError('ENVIRONMENT_NAME_TAKEN', {
    errors: [{ in: 'body', pointer: '/name', message: 'Taken by another environment' }],
  });

const conflict = (detail: string) => new AppError('EDIT_CONFLICT', { detail });

async function change<T>(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.ctx.db.transaction(async (tx) => {
      await requireProject(deps.ctx, tx, user, projectId, 'project.edit');
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listEnvironments(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
): Promise<Environment[]> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.view');
  const rows = await db
    .select()
    .from(environments)
    .where(eq(environments.projectId, projectId))
    .orderBy(asc(environments.sort), asc(environments.createdAt));
  return rows.map(viewOf);
}

export async function createEnvironment(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
  body: CreateEnvironmentBody,
): Promise<Environment> {
  return change(deps, user, projectId, async (tx) => {
    const [last] = await tx
      .select({ sort: max(environments.sort) })
      .from(environments)
      .where(eq(environments.projectId, projectId));
    const [row] = await tx
      .insert(environments)
      .values({
        projectId,
        name: body.name.trim(),
        baseUrl: body.baseUrl ?? '',
        variables: JSON.stringify(toStored(body.variables ?? [], [], deps.box, '/variables')),
        sort: (last?.sort ?? 0) + 1024,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    return viewOf(row!);
  });
}

async function lockEnvironment(tx: Db, projectId: string, environmentId: string) {
  const [row] = await tx
    .select()
    .from(environments)
    .where(and(eq(environments.id, environmentId), eq(environments.projectId, projectId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such environment in this project.' });
  return row;
}

export async function updateEnvironment(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
  environmentId: string,
  body: UpdateEnvironmentBody,
): Promise<Environment> {
  return change(deps, user, projectId, async (tx) => {
    const row = await lockEnvironment(tx, projectId, environmentId);
    if (row.version !== body.baseVersion) {
      throw conflict(
        `The environment is at version ${row.version}; this save started from ${body.baseVersion}.`,
      );
    }
    const variables = toStored(
      body.variables ?? [],
      parseStored(row.variables),
      deps.box,
      '/variables',
    );
    const [saved] = await tx
      .update(environments)
      .set({
        name: body.name.trim(),
        baseUrl: body.baseUrl ?? '',
        variables: JSON.stringify(variables),
        version: row.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(environments.id, row.id))
      .returning();
    return viewOf(saved!);
  });
}

export async function deleteEnvironment(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
  environmentId: string,
): Promise<void> {
  await change(deps, user, projectId, async (tx) => {
    await lockEnvironment(tx, projectId, environmentId);
    await tx.delete(environments).where(eq(environments.id, environmentId));
  });
}

export async function getProjectVariables(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
): Promise<ProjectVariables> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.view');
  const [row] = await db
    .select()
    .from(projectVariables)
    .where(eq(projectVariables.projectId, projectId));
  return row
    ? { version: row.version, variables: toView(parseStored(row.variables)) }
    : { version: 0, variables: [] };
}

export async function updateProjectVariables(
  deps: EnvironmentDeps,
  user: User,
  projectId: string,
  body: { baseVersion: number; variables: VariableInput[] },
): Promise<ProjectVariables> {
  return change(deps, user, projectId, async (tx) => {
    const [row] = await tx
      .select()
      .from(projectVariables)
      .where(eq(projectVariables.projectId, projectId))
      .for('update');
    const version = row?.version ?? 0;
    if (version !== body.baseVersion) {
      throw conflict(
        `The variables are at version ${version}; this save started from ${body.baseVersion}.`,
      );
    }
    const stored = toStored(
      body.variables,
      row ? parseStored(row.variables) : [],
      deps.box,
      '/variables',
    );
    const values = {
      variables: JSON.stringify(stored),
      version: version + 1,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    if (row) {
      await tx
        .update(projectVariables)
        .set(values)
        .where(eq(projectVariables.projectId, projectId));
    } else {
      // Two first saves at once: the primary key lets one in (EDIT_CONFLICT for the other).
      const inserted = await tx
        .insert(projectVariables)
        .values({ projectId, ...values })
        .onConflictDoNothing()
        .returning({ projectId: projectVariables.projectId });
      if (inserted.length === 0) throw conflict('Someone saved the variables first.');
    }
    return { version: version + 1, variables: toView(stored) };
  });
}

/**
 * What a request sent from this project sees, secrets opened: the project's variables and, when
 * one is chosen, the environment's (its base URL too). For the sender only; never answered.
 */
export async function loadSendingScope(
  deps: EnvironmentDeps,
  projectId: string,
  environmentId: string | null,
): Promise<{
  /** The project's variables: the `collection` scope of templates and scripts. */
  collection: Record<string, string>;
  environment: Record<string, string>;
  /** The chosen environment's name; null without one. */
  environmentName: string | null;
  baseUrl: string;
  /** The secrets' values, to be masked wherever the request or a script's output shows them. */
  secrets: string[];
  /** The names of the secrets in each scope: generated code shows them as placeholders. */
  secretNames: { environment: string[]; collection: string[] };
}> {
  const { db } = deps.ctx;
  const [shared] = await db
    .select()
    .from(projectVariables)
    .where(eq(projectVariables.projectId, projectId));
  const sharedStored = shared ? parseStored(shared.variables) : [];
  const collection = toValues(sharedStored, deps.box);
  const sharedSecrets = secretValues(sharedStored, deps.box);
  if (environmentId === null) {
    return {
      collection,
      environment: {},
      environmentName: null,
      baseUrl: '',
      secrets: sharedSecrets,
      secretNames: { environment: [], collection: secretNamesOf(sharedStored) },
    };
  }
  const [row] = await db
    .select()
    .from(environments)
    .where(and(eq(environments.id, environmentId), eq(environments.projectId, projectId)));
  if (!row) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'body/environmentId: no such environment in this project',
      errors: [{ in: 'body', pointer: '/environmentId', message: 'No such environment' }],
    });
  }
  const stored = parseStored(row.variables);
  return {
    collection,
    environment: toValues(stored, deps.box),
    environmentName: row.name,
    baseUrl: row.baseUrl,
    secrets: [...sharedSecrets, ...secretValues(stored, deps.box)],
    secretNames: { environment: secretNamesOf(stored), collection: secretNamesOf(sharedStored) },
  };
}

/**
 * The project's environment named `name` (whatever its case) pointing at `baseUrl`: made last in
 * the order when missing, its base URL set when it exists (its variables are kept). Runs in the
 * caller's transaction, after the caller checked the right to edit the project.
 */
export async function upsertEnvironmentByName(
  tx: Db,
  projectId: string,
  name: string,
  baseUrl: string,
  userId: string,
): Promise<{ environment: Environment; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(environments)
    .where(
      and(eq(environments.projectId, projectId), sql`lower(${environments.name}) = lower(${name})`),
    )
    .for('update');
  if (existing) {
    const [updated] = await tx
      .update(environments)
      .set({
        baseUrl,
        version: existing.version + 1,
        updatedBy: userId,
        updatedAt: new Date(),
      })
      .where(eq(environments.id, existing.id))
      .returning();
    return { environment: viewOf(updated!), created: false };
  }
  const [last] = await tx
    .select({ sort: max(environments.sort) })
    .from(environments)
    .where(eq(environments.projectId, projectId));
  const [made] = await tx
    .insert(environments)
    .values({
      projectId,
      name,
      baseUrl,
      sort: (last?.sort ?? 0) + 1024,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning();
  return { environment: viewOf(made!), created: true };
}

/**
 * Values a test run extracted into the environment or the project's variables (issue 22), kept
 * after the run: each named variable takes its new value (sealed again when it is a secret), a
 * name not there yet is added, and the rest is left as it was. One transaction at the end of the
 * run; the version moves on, so an editor holding the old one is told someone saved meanwhile.
 * The caller checked the right to run tests, which is the right to edit the project.
 */
export async function saveRunValues(
  deps: EnvironmentDeps,
  projectId: string,
  environmentId: string | null,
  values: { environment: Record<string, string>; project: Record<string, string> },
  userId: string | null,
): Promise<void> {
  const hasEnvironment = environmentId !== null && Object.keys(values.environment).length > 0;
  const hasProject = Object.keys(values.project).length > 0;
  if (!hasEnvironment && !hasProject) return;
  await deps.ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (hasEnvironment) {
      const [row] = await tx
        .select()
        .from(environments)
        .where(and(eq(environments.id, environmentId), eq(environments.projectId, projectId)))
        .for('update');
      // An environment deleted during the run keeps nothing.
      if (row) {
        const variables = withValues(parseStored(row.variables), values.environment, deps.box);
        await tx
          .update(environments)
          .set({
            variables: JSON.stringify(variables),
            version: row.version + 1,
            updatedBy: userId,
            updatedAt: now,
          })
          .where(eq(environments.id, row.id));
      }
    }
    if (hasProject) {
      const [row] = await tx
        .select()
        .from(projectVariables)
        .where(eq(projectVariables.projectId, projectId))
        .for('update');
      const variables = JSON.stringify(
        withValues(row ? parseStored(row.variables) : [], values.project, deps.box),
      );
      const change = { variables, updatedBy: userId, updatedAt: now };
      await tx
        .insert(projectVariables)
        .values({ projectId, ...change })
        .onConflictDoUpdate({
          target: projectVariables.projectId,
          set: { ...change, version: sql`${projectVariables.version} + 1` },
        });
    }
  });
}

function withValues(
  stored: readonly StoredVariable[],
  values: Record<string, string>,
  box: SecretBox,
): StoredVariable[] {
  const next = stored.map((variable) => {
    const value = values[variable.name];
    if (value === undefined) return variable;
    return { ...variable, value: variable.secret && value !== '' ? box.seal(value) : value };
  });
  for (const [name, value] of Object.entries(values)) {
    if (stored.some((variable) => variable.name === name)) continue;
    next.push({ name, value, secret: false, enabled: true, description: '' });
  }
  return next;
}
