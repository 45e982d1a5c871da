import { and, eq } from 'drizzle-orm';
import type { EndpointMock, MockExpectation, UpdateEndpointMockBody } from '@heron/contract';
import { mockExpectationListSchema } from '@heron/contract';
import { checkExpectation } from '@heron/engine/mock';
import { mockEndpoints } from '../../db/schema/mock.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db } from '../access/index.js';
import type { User } from '../auth/index.js';
import { loadLiveEndpoint } from '../design/index.js';
import type { MockDeps } from './mock-service.js';
import { mockBaseUrl } from './mock-urls.js';

/** An endpoint's mock settings and expectations (issue 7). */

type Row = typeof mockEndpoints.$inferSelect;

async function requirePath(db: Db, projectId: string, endpointId: string): Promise<string> {
  const endpoint = await loadLiveEndpoint(db, projectId, endpointId);
  if (!endpoint)
    throw new AppError('NOT_FOUND', { detail: 'No endpoint of the project has this id.' });
  return endpoint.path;
}

function view(
  deps: MockDeps,
  projectId: string,
  endpointId: string,
  path: string,
  row: Row | undefined,
): EndpointMock {
  return {
    endpointId,
    enabled: row?.enabled ?? true,
    latencyMs: row?.latencyMs ?? null,
    expectations: row ? parseExpectations(row.expectations) : [],
    version: row?.version ?? 0,
    url: `${mockBaseUrl(deps.urls, projectId)}${path.startsWith('/') ? path : `/${path}`}`,
  };
}

function parseExpectations(text: string): MockExpectation[] {
  const parsed = mockExpectationListSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
}

export async function getEndpointMock(
  deps: MockDeps,
  user: User,
  projectId: string,
  endpointId: string,
): Promise<EndpointMock> {
  const { db } = deps.ctx;
  await requireProject(deps.ctx, db, user, projectId, 'project.view');
  const path = await requirePath(db, projectId, endpointId);
  const [row] = await db
    .select()
    .from(mockEndpoints)
    .where(eq(mockEndpoints.endpointId, endpointId));
  return view(deps, projectId, endpointId, path, row);
}

/**
 * Saves over the version the editor loaded (EDIT_CONFLICT otherwise). Expectations are compiled
 * first: a regex that does not parse, a template naming an unknown value or two expectations with
 * one id are refused, each problem at its place, and nothing is written.
 */
export async function updateEndpointMock(
  deps: MockDeps,
  user: User,
  projectId: string,
  endpointId: string,
  body: UpdateEndpointMockBody,
): Promise<EndpointMock> {
  const expectations = mockExpectationListSchema.parse(body.expectations);
  checkExpectations(expectations);
  const saved = await deps.ctx.db.transaction(async (tx) => {
    await requireProject(deps.ctx, tx, user, projectId, 'project.edit');
    const path = await requirePath(tx, projectId, endpointId);
    const [row] = await tx
      .select()
      .from(mockEndpoints)
      .where(and(eq(mockEndpoints.endpointId, endpointId), eq(mockEndpoints.projectId, projectId)))
      .for('update');
    const version = row?.version ?? 0;
    if (version !== body.baseVersion) {
      throw new AppError('EDIT_CONFLICT', {
        detail: `The endpoint's mock is at version ${version}; this save started from ${body.baseVersion}.`,
      });
    }
    const values = {
      enabled: body.enabled,
      latencyMs: body.latencyMs,
      expectations: JSON.stringify(expectations),
      version: version + 1,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    const [written] = row
      ? await tx
          .update(mockEndpoints)
          .set(values)
          .where(eq(mockEndpoints.endpointId, endpointId))
          .returning()
      : await tx
          .insert(mockEndpoints)
          .values({ endpointId, projectId, ...values })
          .returning();
    return view(deps, projectId, endpointId, path, written);
  });
  deps.registry.invalidate(projectId);
  return saved;
}

function checkExpectations(expectations: readonly MockExpectation[]): void {
  const errors: { in: 'body'; pointer: string; message: string }[] = [];
  const seen = new Set<string>();
  expectations.forEach((expectation, index) => {
    if (seen.has(expectation.id)) {
      errors.push({
        in: 'body',
        pointer: `/expectations/${index}/id`,
        message: 'Another expectation has this id',
      });
    }
    seen.add(expectation.id);
    for (const problem of checkExpectation(expectation)) {
      errors.push({
        in: 'body',
        pointer: `/expectations/${index}/${pointerOf(problem.field)}`,
        message: problem.message,
      });
    }
  });
  if (errors.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    detail: `body${errors[0]!.pointer}: ${errors[0]!.message}`,
    errors,
  });
}

/** `conditions[2].value` → `conditions/2/value`. */
export const pointerOf = (field: string): string =>
  field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .join('/');
