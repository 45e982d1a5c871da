import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designBundleSchema, isStorableText } from '@heron/contract';
import { importDesign } from '@heron/engine';
import { designRevisions } from '../../db/schema/index.js';
import { multipartBody, MULTIPART_BOUNDARY } from '../../../test/openapi-fuzz.js';
import { as } from '../../../test/workspace-helpers.js';
import {
  commitAndWait,
  designTestApp,
  designUrl,
  importAndCommit,
  liveItems,
  previewImport,
  waitForJob,
} from '../../../test/design-transfer-helpers.js';

/**
 * The bulk write of an import (texts as bytes on the embedded database, data texts joined by a
 * separator): what is stored is the exact text of each item's JSON, whatever characters it
 * holds, on either database.
 */

const app = designTestApp();
const db = () => app.t.database.db;

// Descriptions with what could trip a byte-level write: the separator the data texts are joined
// by, other control characters, quotes and backslashes, accents, CJK and emoji (outside the BMP).
const TRICKY = 'sep\u001e ctl\u0001\t\n "q" \\ é 中文 😀 end';
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: `T ${TRICKY}`, version: '1' },
  paths: Object.fromEntries(
    Array.from({ length: 3 }, (_, i) => [
      `/things/${i}`,
      {
        get: {
          summary: `Thing ${i} ${TRICKY}`,
          description: TRICKY.repeat(200),
          responses: { '200': { description: TRICKY } },
        },
      },
    ]),
  ),
  components: { schemas: { Thing: { type: 'object', description: TRICKY } } },
});

describe('the bulk write of an import', () => {
  it('stores each item’s data as the exact text of its JSON', async () => {
    const projectId = await app.newProject();
    const done = await importAndCommit(app.t.app, app.crew.admin, projectId, { text: SPEC });
    expect(done.result).toEqual({ created: 4, updated: 0, skipped: 0 });

    const parsed = await importDesign({ files: [{ name: 'spec.json', text: SPEC }] });
    const bundle = designBundleSchema.parse(parsed.bundle);
    const expected = new Map<string, string>([
      ...bundle.endpoints.map((e) => [`endpoint ${e.name}`, JSON.stringify(e.data)] as const),
      ...bundle.models.map((m) => [`model ${m.name}`, JSON.stringify(m.data)] as const),
    ]);
    const items = (await liveItems(db(), projectId)).filter((item) => item.kind !== 'folder');
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item.data).toBe(expected.get(`${item.kind} ${item.name}`));
    }
    expect(items.find((item) => item.kind === 'endpoint')!.name).toContain('😀');
    const revisions = await db()
      .select()
      .from(designRevisions)
      .where(eq(designRevisions.projectId, projectId));
    expect(revisions.map((r) => r.itemId).sort()).toEqual(
      (await liveItems(db(), projectId)).map((item) => item.id).sort(),
    );
  });

  it('repairs unpaired surrogates with a warning instead of failing the import', async () => {
    const projectId = await app.newProject();
    // Written as escapes, as a JSON file holds them; the parsed strings are not well formed.
    const text = SPEC.replace('"T ', '"T \\ud800 ').replace('"Thing 0 ', '"Thing 0 \\udfff ');
    expect(text).toContain('\\ud800');
    const job = await previewImport(app.t.app, app.crew.admin, projectId, { text });
    expect(job.status, JSON.stringify(job.issues)).toBe('ready');
    expect(job.issues).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'LONE_SURROGATE' }),
    );
    const done = await commitAndWait(app.t.app, app.crew.admin, projectId, job.id);
    expect(done.status).toBe('done');
    const endpoint = (await liveItems(db(), projectId)).find((item) =>
      item.name.startsWith('Thing 0'),
    );
    expect(endpoint!.name).toBe(`Thing 0 \ufffd ${TRICKY}`);
  });

  it('repairs NUL characters with a warning instead of failing the import (issue 19)', async () => {
    const projectId = await app.newProject();
    const text = SPEC.replace('"T ', '"T \\u0000 ').replace(
      '"Thing 1 ',
      '"Thing 1 \\u0000\\ud800 ',
    );
    const job = await previewImport(app.t.app, app.crew.admin, projectId, { text });
    expect(job.status, JSON.stringify(job.issues)).toBe('ready');
    expect(job.issues).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'NUL_CHARACTER',
        message: expect.stringContaining(
          '2 texts held a NUL character (U+0000) and 1 text an unpaired',
        ),
      }),
    );
    const done = await commitAndWait(app.t.app, app.crew.admin, projectId, job.id);
    expect(done.status).toBe('done');
    const names = (await liveItems(db(), projectId)).map((item) => item.name);
    expect(names).toContainEqual(`Thing 1 \ufffd\ufffd ${TRICKY}`);
  });

  it('imports random Unicode as curl without an internal failure (issue 19)', async () => {
    const projectId = await app.newProject();
    let seed = 19;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    // Seeded noise over all of UTF-16 (an LCG's high bits), with NULs and lone surrogates mixed in.
    const noise = Array.from({ length: 400 }, (_, i) =>
      i % 20 === 0
        ? '\u0000'
        : i % 33 === 0
          ? '\ud800'
          : String.fromCharCode((next() >>> 15) % 0x10000),
    ).join('');
    for (const text of [
      `curl 'http://example.com/${noise.slice(0, 50)}' -H 'X-A: ${noise.slice(50, 90)}' -d '${noise.slice(90)}'`,
      noise,
      `curl ${noise}`,
    ]) {
      const started = await as(app.t.app, app.crew.admin).post(designUrl(projectId, '/imports'), {
        text,
        format: 'curl',
      });
      expect(started.statusCode, started.body).toBe(202);
      const job = await waitForJob(app.t.app, app.crew.admin, projectId, started.json().id);
      expect(['ready', 'failed']).toContain(job.status);
      expect(job.issues.map((issue) => issue.code)).not.toContain('INTERNAL');
      for (const issue of job.issues) expect(isStorableText(JSON.stringify(issue))).toBe(true);
    }
  });

  it('imports an upload whose file name holds a NUL, the name repaired (issue 19)', async () => {
    const projectId = await app.newProject();
    const started = await app.t.app.inject({
      method: 'POST',
      url: designUrl(projectId, '/imports'),
      cookies: { heron_session: app.crew.admin.token },
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      payload: multipartBody([{ name: 'file', filename: 'spec\u0000\ud800.json', body: SPEC }]),
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().sourceName).toBe('spec\ufffd\ufffd.json');
    const job = await waitForJob(app.t.app, app.crew.admin, projectId, started.json().id);
    expect(job.status, JSON.stringify(job.issues)).toBe('ready');
  });
});
