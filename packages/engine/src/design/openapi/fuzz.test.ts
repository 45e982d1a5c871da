import { designBundleSchema, importIssueSchema, type DesignBundle } from '@heron/contract';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '../import/parse-text.js';
import { comparableBundle } from '../import/test-support/comparable-bundle.js';
import {
  deeplyNested,
  mutateText,
  pick,
  randomJson,
  seededRandom,
} from '../import/test-support/fuzz.js';
import { exportOpenApi } from './export-openapi.js';
import { importOpenApi } from './import-openapi.js';
import { firstDifference } from './test-support/first-difference.js';
import { hasFixtures, readFixture } from './test-support/fixtures.js';

// Seeded: a failure names its seed and case, and replays the same way.
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const CASES_PER_SEED = 40;

const OWN_SOURCE = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Fuzz', version: '1' },
  tags: [{ name: 'pets' }],
  paths: {
    '/pets/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        tags: ['pets'],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          default: { $ref: '#/components/responses/Error' },
        },
      },
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: { nullable: true, allOf: [{ $ref: '#/components/schemas/Pet' }] },
            },
          },
        },
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
          next: { $ref: '#/components/schemas/Pet' },
        },
      },
    },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    responses: {
      Error: { description: 'error', headers: { 'X-Id': { schema: { type: 'string' } } } },
    },
  },
});

const FIXTURE_NAMES = [
  'oai-examples/v3.0/petstore.yaml',
  'oai-examples/v3.0/link-example.json',
  'oai-examples/v3.0/callback-example.yaml',
  'oai-examples/v3.1/tictactoe.json',
  'oai-examples/v3.1/webhook-example.yaml',
  'oai-examples/v3.2/3.2-tags-example.yaml',
  'oai-examples/v2.0/json/uber.json',
  'oai-examples/v2.0/yaml/petstore-expanded.yaml',
  'openapi/scalar-galaxy-3.1.yaml',
];

const SOURCES: { name: string; text: string }[] = [
  { name: 'own.json', text: OWN_SOURCE },
  ...(hasFixtures ? FIXTURE_NAMES.map((name) => ({ name, text: readFixture(name) })) : []),
];

const OPENAPI_KEYS = [
  '$ref',
  'type',
  'nullable',
  'schema',
  'content',
  'parameters',
  'responses',
  'in',
  'name',
  'required',
  'allOf',
  'items',
  'properties',
  'get',
  'x-heron-folder',
  'x-heron-status',
  'examples',
  'description',
  '__proto__',
];

function randomRef(random: () => number): string {
  return pick(random, [
    '#',
    '#/',
    '#/components/schemas/Pet',
    '#/components/schemas/Nope',
    '#/components/schemas/Pet/properties/next',
    '#/components/parameters/Id',
    '#/components/responses/Error',
    '#/paths/~1pets~1{id}/get',
    '#/paths',
    '#/info',
    '#/definitions/Pet',
    '#anchor',
    '#/%E0%A4%A',
    'other.yaml',
    'other.yaml#/Pet',
    '../../etc/passwd',
    'https://example.com/x.json#/a',
  ]);
}

/** Every object and array inside a value. */
function containers(value: unknown, into: (Record<string, unknown> | unknown[])[] = []) {
  if (typeof value === 'object' && value !== null) {
    into.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, into);
  }
  return into;
}

function setRandomKey(
  random: () => number,
  target: Record<string, unknown> | unknown[],
  value: unknown,
) {
  if (Array.isArray(target)) {
    target[Math.floor(random() * (target.length + 1))] = value;
    return;
  }
  const keys = Object.keys(target);
  const key = keys.length > 0 && random() < 0.6 ? pick(random, keys) : pick(random, OPENAPI_KEYS);
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** One mutated source: text-level, or value-level then written back as JSON or YAML. */
function mutate(
  random: () => number,
  source: { name: string; text: string },
): { name: string; text: string } {
  const kind = Math.floor(random() * 7);
  if (kind === 0) return { name: source.name, text: mutateText(source.text, random) };
  if (kind === 1) {
    const lines = source.text.split('\n');
    for (let i = 0; i < 1 + Math.floor(random() * 5); i += 1)
      lines.splice(Math.floor(random() * lines.length), 1);
    return { name: source.name, text: lines.join('\n') };
  }
  const parsed = parseDocumentText(source);
  if (!parsed.ok) return source;
  const document = JSON.parse(JSON.stringify(parsed.value)) as unknown;
  const targets = containers(document);
  for (let i = 0; i < 1 + Math.floor(random() * 3); i += 1) {
    const target = pick(random, targets);
    switch (kind) {
      case 2:
        setRandomKey(random, target, randomJson(random));
        break;
      case 3:
        setRandomKey(
          random,
          target,
          JSON.parse(deeplyNested(50 + Math.floor(random() * 400), random() < 0.5)),
        );
        break;
      case 4:
        setRandomKey(random, target, 'x'.repeat(Math.floor(random() * 300_000)));
        break;
      default:
        if (!Array.isArray(target)) target.$ref = randomRef(random);
    }
  }
  const text =
    parsed.syntax === 'json' ? JSON.stringify(document) : dump(document, { noRefs: true });
  return { name: source.name, text };
}

function randomSource(random: () => number): { name: string; text: string } {
  const roll = random();
  if (roll < 0.3) return { name: 'random.json', text: JSON.stringify(randomJson(random)) };
  const document: Record<string, unknown> = {
    [pick(random, ['openapi', 'swagger', 'openapi'])]: pick(random, [
      '3.0.0',
      '3.1.0',
      '3.2.0',
      '2.0',
      '4.0',
      3,
    ]),
  };
  for (const key of [
    'info',
    'paths',
    'components',
    'tags',
    'servers',
    'security',
    'definitions',
    'webhooks',
  ]) {
    if (random() < 0.6) document[key] = randomJson(random);
  }
  return { name: 'random.json', text: JSON.stringify(document) };
}

/** What must hold for every input: no throw, a valid bundle or errors with messages. */
async function check(source: { name: string; text: string }): Promise<DesignBundle | null> {
  const result = await importOpenApi({ files: [{ name: source.name, text: source.text }] }, {});
  for (const issue of result.issues) {
    importIssueSchema.parse(issue);
    expect(issue.message.trim()).not.toBe('');
  }
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (result.bundle === null) {
    expect(errors.length).toBeGreaterThan(0);
    return null;
  }
  expect(errors).toEqual([]);
  designBundleSchema.parse(result.bundle);
  return result.bundle;
}

describe('fuzz: importOpenApi on broken and random input', () => {
  it.each(SEEDS)(
    'seed %i: mutated real descriptions never throw, and a bundle round-trips',
    async (seed) => {
      const random = seededRandom(seed);
      for (let i = 0; i < CASES_PER_SEED; i += 1) {
        const source = mutate(random, pick(random, SOURCES));
        const label = `seed ${seed}, case ${i}, ${source.name}`;
        const bundle = await check(source).catch((error: unknown) => {
          throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        });
        if (bundle === null) continue;
        // Whatever was accepted exports and comes back as the same design.
        for (const version of ['3.1', '3.0'] as const) {
          const text = JSON.stringify(exportOpenApi(bundle, { version }));
          const again = await check({ name: 'export.json', text });
          expect(again, label).not.toBeNull();
          const design = (b: DesignBundle) =>
            comparableBundle({ ...b, meta: { ...b.meta, openapi: '' } });
          expect(
            firstDifference(design(again!), design(bundle)),
            `${label}, ${version}`,
          ).toBeNull();
        }
      }
    },
    60_000,
  );

  it.each(SEEDS)('seed %i: random documents never throw', async (seed) => {
    const random = seededRandom(seed * 7919);
    for (let i = 0; i < CASES_PER_SEED; i += 1) {
      const source = randomSource(random);
      await check(source).catch((error: unknown) => {
        throw new Error(
          `seed ${seed}, case ${i}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }
  });
});
