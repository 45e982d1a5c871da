import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DocShare, DocSite, DocVersion, UpdateDocSiteBody } from '@heron/contract';
import { as, type Person } from './workspace-helpers.js';

/** Scenes for the published-docs tests (issue 23). */

export const docsUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/docs${rest}`;

export async function getSite(app: FastifyInstance, person: Person, projectId: string) {
  const response = await as(app, person).get(docsUrl(projectId, '/site'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocSite>();
}

/** Saves the site from what it is now, with `change` on top. */
export async function saveSite(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  change: Partial<UpdateDocSiteBody> = {},
) {
  const current = await getSite(app, person, projectId);
  const response = await as(app, person).put(docsUrl(projectId, '/site'), {
    enabled: true,
    slug: current.slug,
    hostName: current.hostName,
    visibility: current.visibility,
    publishMode: current.publishMode,
    language: current.language,
    title: current.title,
    accentColor: current.accentColor,
    logoUrl: current.logoUrl,
    tryIt: current.tryIt,
    ...change,
    baseVersion: current.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocSite>();
}

export async function publish(app: FastifyInstance, person: Person, projectId: string, note = '') {
  const response = await as(app, person).post(docsUrl(projectId, '/versions'), { note });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocVersion>();
}

export async function share(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  body: Record<string, unknown> = {},
) {
  const response = await as(app, person).post(docsUrl(projectId, '/shares'), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocShare>();
}

/** A reader's request (no session unless given), from its own address. */
export function read(
  app: FastifyInstance,
  url: string,
  options: {
    cookies?: Record<string, string>;
    method?: 'GET' | 'POST';
    payload?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    remoteAddress:
      options.remoteAddress ??
      `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
}

/** The path of a full reader URL (`http://localhost:3000/docs/x` → `/docs/x`). */
export const pathOf = (url: string) => new URL(url).pathname;
