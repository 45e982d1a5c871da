import {
  ASSERTION_SOURCES,
  COMPARATORS,
  type AssertionInput,
  type DebugRequest,
  type EndpointData,
  type KeyValue,
  type Language,
} from '@heron/contract';
import { requestFromEndpoint } from '../../debug/request-from-endpoint.js';
import {
  LANGUAGE_NAMES,
  strictObject as strict,
  TEXT as text,
  type ChatMessage,
} from '../prompt-parts.js';
import { estimateTokens } from '../estimate-tokens.js';

/**
 * AI test generation (issue 24): for one endpoint the model proposes test cases — positive,
 * negative, boundary and security (injection, missing auth, wrong types) — each a change of the
 * request the endpoint's design makes and the assertions its answer must pass. A case the review
 * accepts becomes a request step of a test scenario (`caseToRequest` and `caseAssertions`).
 */

export const TEST_CASE_CATEGORIES = ['positive', 'negative', 'boundary', 'security'] as const;
export type TestCaseCategory = (typeof TEST_CASE_CATEGORIES)[number];

/** Cases asked for one endpoint: enough for each category, few enough to review. */
export const TEST_CASES_PER_ENDPOINT = 12;

const pairs = { type: 'array', items: strict({ name: text, value: text }) } as const;

/** The answer: cases, each a request change and assertions (strict structured output). */
export const TEST_CASES_ANSWER_SCHEMA = {
  name: 'test_cases',
  schema: strict({
    cases: {
      type: 'array',
      items: strict({
        name: text,
        category: { type: 'string', enum: [...TEST_CASE_CATEGORIES] },
        why: text,
        pathParams: pairs,
        query: pairs,
        headers: pairs,
        /** The JSON body as text; empty to keep the design's example, `null` text for none. */
        body: text,
        omitAuth: { type: 'boolean' },
        assertions: {
          type: 'array',
          items: strict({
            source: { type: 'string', enum: [...ASSERTION_SOURCES] },
            path: text,
            comparator: { type: 'string', enum: [...COMPARATORS] },
            value: text,
          }),
        },
      }),
    },
  }),
} as const;

export interface GeneratedCase {
  name: string;
  category: TestCaseCategory;
  /** What the case checks, in a sentence. */
  why: string;
  pathParams: { name: string; value: string }[];
  query: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  body: string;
  omitAuth: boolean;
  assertions: { source: string; path: string; comparator: string; value: string }[];
}

/**
 * The endpoint as the model reads it: its design (with the data models it uses), never an
 * environment, a variable or a secret.
 */
export function testGenerationMessages(
  endpoint: { name: string; data: EndpointData },
  models: Readonly<Record<string, unknown>>,
  language: Language,
): ChatMessage[] {
  const { data } = endpoint;
  const design = {
    name: endpoint.name,
    method: data.method.toUpperCase(),
    path: data.path,
    description: data.description,
    parameters: data.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      schema: p.schema,
    })),
    requestBody: data.requestBody?.content[0]
      ? {
          contentType: data.requestBody.content[0].contentType,
          schema: data.requestBody.content[0].schema,
        }
      : null,
    responses: data.responses.map((r) => ({ status: r.status, description: r.description })),
    // null: the project's auth applies; [] : none.
    needsAuth: data.security === null ? 'as the project' : data.security.length > 0,
    models,
  };
  return [
    {
      role: 'system',
      content: [
        `You write API test cases for one HTTP endpoint: at most ${TEST_CASES_PER_ENDPOINT}, covering positive, negative, boundary and security cases (injection in strings, missing auth, wrong types).`,
        '- Each case changes only what it tests: path parameters, query, headers and the JSON body it sends (body: JSON text; empty keeps the example the design makes; "null" sends no body). omitAuth sends it without credentials.',
        '- Assertions check the answer: source status/header/json/text/response-time/size/design, a JSONPath for json ($.id), a comparator and the expected value as text. Expect the statuses the design declares; a negative case expects a 4XX status (use comparator greater-or-equal 400 and less 500 when the exact code is not declared).',
        '- Never use real personal data or secrets; use {{variables}} for ids a test environment must supply.',
        `- name and why in ${LANGUAGE_NAMES[language]}.`,
      ].join('\n'),
    },
    { role: 'user', content: JSON.stringify(design) },
  ];
}

export function estimateTestGenerationTokens(messages: readonly ChatMessage[]): number {
  const sent = messages.reduce((sum, m) => sum + estimateTokens(m.content) + 4, 0);
  return sent + TEST_CASES_PER_ENDPOINT * 150;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function pairsOf(value: unknown): { name: string; value: string }[] {
  return (Array.isArray(value) ? value : [])
    .filter(isObject)
    .map((pair) => ({ name: str(pair.name).trim(), value: str(pair.value) }))
    .filter((pair) => pair.name !== '');
}

/** The cases of an answer that have the shape asked for, at most TEST_CASES_PER_ENDPOINT. */
export function readTestCases(answer: unknown): { cases: GeneratedCase[]; dropped: number } {
  const raw = isObject(answer) && Array.isArray(answer.cases) ? answer.cases : [];
  const cases: GeneratedCase[] = [];
  let dropped = 0;
  for (const entry of raw) {
    const category = isObject(entry) ? str(entry.category) : '';
    const name = isObject(entry) ? str(entry.name).trim() : '';
    if (
      !isObject(entry) ||
      name === '' ||
      name.length > 200 ||
      !(TEST_CASE_CATEGORIES as readonly string[]).includes(category) ||
      cases.length >= TEST_CASES_PER_ENDPOINT
    ) {
      dropped += 1;
      continue;
    }
    const body = str(entry.body).trim();
    if (body !== '' && body !== 'null') {
      try {
        JSON.parse(body);
      } catch {
        dropped += 1;
        continue;
      }
    }
    cases.push({
      name,
      category: category as TestCaseCategory,
      why: str(entry.why).trim(),
      pathParams: pairsOf(entry.pathParams),
      query: pairsOf(entry.query),
      headers: pairsOf(entry.headers),
      body,
      omitAuth: entry.omitAuth === true,
      assertions: (Array.isArray(entry.assertions) ? entry.assertions : [])
        .filter(isObject)
        .filter(
          (a) =>
            (ASSERTION_SOURCES as readonly string[]).includes(str(a.source)) &&
            (COMPARATORS as readonly string[]).includes(str(a.comparator)),
        )
        .map((a) => ({
          source: str(a.source),
          path: str(a.path),
          comparator: str(a.comparator),
          value: str(a.value),
        })),
    });
  }
  return { cases, dropped };
}

/** Rows with the case's values put in: a named row set and switched on, a new name added. */
function withValues(rows: readonly KeyValue[], values: readonly { name: string; value: string }[]) {
  const out = rows.map((row) => ({ ...row }));
  for (const { name, value } of values) {
    const row = out.find((r) => r.key === name);
    if (row) {
      row.value = value;
      row.enabled = true;
    } else {
      out.push({ key: name, value, enabled: true, description: '' });
    }
  }
  return out;
}

/** The request a case sends: the endpoint's own request, with the case's changes. */
export function caseToRequest(data: EndpointData, generated: GeneratedCase): DebugRequest {
  const request = requestFromEndpoint(data);
  const body: DebugRequest['body'] =
    generated.body === 'null'
      ? { kind: 'none' }
      : generated.body !== ''
        ? { kind: 'json', text: JSON.stringify(JSON.parse(generated.body), null, 2) }
        : request.body;
  return {
    ...request,
    pathParams: withValues(request.pathParams, generated.pathParams),
    query: withValues(request.query, generated.query),
    headers: withValues(request.headers, generated.headers),
    body,
    auth: generated.omitAuth ? { type: 'none' } : request.auth,
  };
}

/** The case's assertions as a request step holds them. */
export function caseAssertions(generated: GeneratedCase, newId: () => string): AssertionInput[] {
  return generated.assertions.map((a) => ({
    id: newId(),
    enabled: true,
    source: a.source as AssertionInput['source'],
    path: a.path,
    comparator: a.comparator as AssertionInput['comparator'],
    value: a.value,
  }));
}
