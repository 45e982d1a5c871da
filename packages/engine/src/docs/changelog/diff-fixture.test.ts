import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignBundle } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importDesign } from '../../design/import/index.js';
import { diffDesigns } from './diff-designs.js';
import { lines } from './test-support/design-builders.js';

// Real descriptions from the shared fixtures (read in place, never copied into the project).
const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const GITHUB = join(FIXTURES, 'openapi', 'github-api.github.com.octokit-23.0.2.json');
const GITHUB_2020 = join(FIXTURES, 'openapi', 'github-api.github.com.2020.yaml');
const hasFixtures = existsSync(GITHUB);
if (!hasFixtures)
  console.warn(`Fixtures not found at ${FIXTURES}: the changelog's fixture tests are skipped.`);

async function load(file: string): Promise<DesignBundle> {
  const result = await importDesign({ files: [{ name: file, text: readFileSync(file, 'utf8') }] });
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return result.bundle!;
}

describe.skipIf(!hasFixtures)('the changelog of GitHub’s description', () => {
  it('finds exactly the breaking changes made to a copy, in well under the time allowed', async () => {
    const before = await load(GITHUB);
    const after = structuredClone(before);
    // An endpoint removed, a required parameter added, a response property of a model removed.
    after.endpoints = after.endpoints.filter(
      (e) =>
        !(
          e.data.method === 'delete' &&
          e.data.path === '/repos/{owner}/{repo}/issues/comments/{comment_id}'
        ),
    );
    const list = after.endpoints.find(
      (e) => e.data.method === 'get' && e.data.path === '/repos/{owner}/{repo}/issues',
    )!;
    list.data.parameters.push({
      name: 'heron_required',
      in: 'query',
      required: true,
      description: '',
      schema: { type: 'string' },
    });
    const issue = after.models.find((model) => model.name === 'issue')!.data.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    delete issue.properties.node_id;
    issue.required = issue.required.filter((name) => name !== 'node_id');

    const started = performance.now();
    const changes = diffDesigns(before, after);
    const elapsed = performance.now() - started;

    expect(lines(changes)).toEqual([
      'PARAMETER_REQUIRED_ADDED! [get /repos/{owner}/{repo}/issues] query.heron_required ∅ → string',
      'ENDPOINT_REMOVED! [delete /repos/{owner}/{repo}/issues/comments/{comment_id}]',
      'MODEL_PROPERTY_REMOVED! [issue] node_id string → ∅',
    ]);
    // Measured at 50 to 200 ms on a shared 2-core machine; the bound leaves room for a slow run.
    expect(elapsed).toBeLessThan(5_000);
    expect(diffDesigns(before, structuredClone(before))).toEqual([]);
  }, 120_000);

  it('diffs two real versions three years apart, the same way every time', async () => {
    const [before, after] = [await load(GITHUB_2020), await load(GITHUB)];
    const started = performance.now();
    const changes = diffDesigns(before, after);
    const elapsed = performance.now() - started;
    // Measured at about half a second (9,000 changes, 800 of them breaking).
    expect(elapsed).toBeLessThan(10_000);
    expect(changes.length).toBeGreaterThan(1_000);
    expect(changes.filter((change) => change.breaking).length).toBeGreaterThan(100);
    expect(changes).toContainEqual(
      expect.objectContaining({ code: 'ENDPOINT_ADDED', breaking: false }),
    );
    expect(diffDesigns(before, after)).toEqual(changes);
  }, 120_000);
});
