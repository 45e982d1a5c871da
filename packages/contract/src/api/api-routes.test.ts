import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from './api-routes.js';
import { pathParamNames } from './fill-path.js';

describe('the route table', () => {
  it('names each route once', () => {
    const ids = API_ROUTES.map((route) => route.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('declares a params schema with exactly the path segments of each route', () => {
    const mismatched = API_ROUTES.flatMap((route) => {
      const inPath = pathParamNames(route.path).sort();
      const declared =
        route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      return JSON.stringify(inPath) === JSON.stringify(declared)
        ? []
        : [`${route.operationId}: path ${inPath.join(',')} vs params ${declared.join(',')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('gives every route at least one success answer and a summary', () => {
    for (const route of API_ROUTES) {
      const statuses = Object.keys(route.responses).map(Number);
      expect(statuses.length, route.operationId).toBeGreaterThan(0);
      expect(
        statuses.every((status) => status >= 200 && status < 400),
        route.operationId,
      ).toBe(true);
      expect(route.summary.length, route.operationId).toBeGreaterThan(0);
    }
  });

  it('takes a body only on verbs that carry one', () => {
    const bodyOnRead = API_ROUTES.filter((route) => route.method === 'GET' && route.body);
    expect(bodyOnRead.map((route) => route.operationId)).toEqual([]);
  });
});
