import type { EndpointCase } from '@heron/contract';
import { PROJECT } from '../environments/environments-test-fixtures';
import { makeRequest } from '../request/builder-test-harness';
import {
  json,
  noContent,
  problem,
  type StubHandler,
  type StubRequest,
} from '../../../test/stub-api';

// An endpoint's cases for the case bar's component tests: a small fake of the server's routes
// (versions checked on save as the server does), ids as real UUIDs.

export const ENDPOINT = 'c0000000-0000-4000-8000-000000000001';
export const CASES_ROUTE = `/api/v1/projects/${PROJECT}/endpoint-cases`;
export const caseRoute = (caseId: string) => `${CASES_ROUTE}/${caseId}`;
export const HAPPY = 'a0000000-0000-4000-8000-000000000001';
export const MISSING = 'a0000000-0000-4000-8000-000000000002';
export const CREATED = 'a0000000-0000-4000-8000-000000000003';

export function makeCase(overrides: Partial<EndpointCase> & Pick<EndpointCase, 'id'>) {
  return {
    projectId: PROJECT,
    endpointId: ENDPOINT,
    name: 'Happy path',
    request: makeRequest({ method: 'GET', url: '/pets/7' }),
    version: 1,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  } satisfies EndpointCase;
}

export const HAPPY_CASE = makeCase({ id: HAPPY, version: 3 });
export const MISSING_CASE = makeCase({
  id: MISSING,
  name: 'Missing pet',
  request: makeRequest({ method: 'GET', url: '/pets/404' }),
});

type SaveBody = Pick<EndpointCase, 'name' | 'request'> & { baseVersion: number };

/** The case routes over `items`, which change as they are called, as the server's would. */
export function caseRoutes(items: EndpointCase[]): Record<string, StubHandler> {
  const find = (caseId: string) => items.findIndex((item) => item.id === caseId);
  const routes: Record<string, StubHandler> = {
    [`GET ${CASES_ROUTE}`]: (request: StubRequest) =>
      json({ items: items.filter((item) => item.endpointId === request.query.get('endpointId')) }),
    [`POST ${CASES_ROUTE}`]: (request: StubRequest) => {
      const body = request.body as Pick<EndpointCase, 'endpointId' | 'name' | 'request'>;
      const created = makeCase({ id: CREATED, ...body, version: 1 });
      items.push(created);
      return json(created, 201);
    },
  };
  for (const caseId of [HAPPY, MISSING, CREATED]) {
    routes[`PUT ${caseRoute(caseId)}`] = (request: StubRequest) => {
      const at = find(caseId);
      if (at < 0) return problem('NOT_FOUND');
      const body = request.body as SaveBody;
      const stored = items[at]!;
      if (body.baseVersion !== stored.version) return problem('EDIT_CONFLICT');
      const saved = {
        ...stored,
        name: body.name,
        request: body.request,
        version: stored.version + 1,
      };
      items[at] = saved;
      return json(saved);
    };
    routes[`DELETE ${caseRoute(caseId)}`] = () => {
      const at = find(caseId);
      if (at < 0) return problem('NOT_FOUND');
      items.splice(at, 1);
      return noContent();
    };
  }
  return routes;
}
