import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-model-server.js';
import { createModelClient, ModelCallError, type ModelSettings } from './model-client.js';

// The model client (issue 24) against an OpenAI-compatible server on loopback: real HTTP through
// the outbound client, answers scripted per request.

let server: FakeModelServer;
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());

function client(change: Partial<ModelSettings> = {}) {
  return createModelClient({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs: 5_000,
    maxRetries: 0,
    policy: 'open',
    ...change,
  });
}

const SCHEMA = {
  name: 'summary',
  schema: {
    type: 'object',
    properties: { summary: { type: 'string' } },
    required: ['summary'],
    additionalProperties: false,
  },
};
const ASK = [{ role: 'user' as const, content: 'Describe GET /pets' }];

async function failure(promise: Promise<unknown>): Promise<ModelCallError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  return error as ModelCallError;
}

describe('the model client', () => {
  it('asks for JSON of a schema and reads the answer and the tokens used', async () => {
    const before = server.requests.length;
    server.script({
      kind: 'answer',
      content: '{"summary":"Lists the pets."}',
      promptTokens: 120,
      completionTokens: 8,
    });
    const answer = await client().complete({ messages: ASK, schema: SCHEMA });
    expect(answer.json).toEqual({ summary: 'Lists the pets.' });
    expect(answer.usage).toEqual({ promptTokens: 120, completionTokens: 8 });
    const sent = server.requests[before]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body).toMatchObject({
      model: 'test-model',
      messages: ASK,
      response_format: { type: 'json_schema', json_schema: { name: 'summary', strict: true } },
    });
  });

  it('reads a streamed answer as it grows, with the usage sent at its end', async () => {
    server.script({ kind: 'stream', content: '{"summary":"Lists the pets."}', chunks: 5 });
    const seen: string[] = [];
    const answer = await client().complete({
      messages: ASK,
      schema: SCHEMA,
      stream: true,
      onText: (text) => seen.push(text),
    });
    expect(answer.json).toEqual({ summary: 'Lists the pets.' });
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.at(-1)).toBe('{"summary":"Lists the pets."}');
    expect(answer.usage.completionTokens).toBe(10);
  });

  it('hands a streamed answer on as it arrives, not once it has ended', async () => {
    server.script({
      kind: 'stream',
      content: '{"summary":"Lists the pets."}',
      chunks: 4,
      gapMs: 150,
    });
    const heard: number[] = [];
    const started = Date.now();
    const answer = await client().complete({
      messages: ASK,
      schema: SCHEMA,
      stream: true,
      onText: () => heard.push(Date.now() - started),
    });
    const ended = Date.now() - started;
    expect(answer.json).toEqual({ summary: 'Lists the pets.' });
    // The first part was heard about three gaps before the answer ended.
    expect(heard.length).toBeGreaterThanOrEqual(4);
    expect(ended - heard[0]!).toBeGreaterThanOrEqual(300);
  });

  it('lets a stream run past the time limit while the model writes, and stops one that falls silent', async () => {
    server.script({
      kind: 'stream',
      content: '{"summary":"Slow but steady."}',
      chunks: 6,
      gapMs: 150,
    });
    const steady = await client({ timeoutMs: 400 }).complete({
      messages: ASK,
      schema: SCHEMA,
      stream: true,
    });
    expect(steady.json).toEqual({ summary: 'Slow but steady.' });

    server.script({
      kind: 'stream',
      content: '{"summary":"Then nothing."}',
      chunks: 2,
      gapMs: 900,
    });
    const started = Date.now();
    const silent = await failure(
      client({ timeoutMs: 400 }).complete({ messages: ASK, schema: SCHEMA, stream: true }),
    );
    expect(silent.code).toBe('AI_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('says when the model declines in a stream', async () => {
    server.script({ kind: 'refusal', refusal: 'I cannot help with that.' });
    const error = await failure(client().complete({ messages: ASK, schema: SCHEMA, stream: true }));
    expect(error.code).toBe('AI_REFUSED');
  });

  it('says when the answer is not JSON, keeping the tokens it cost', async () => {
    server.script({ kind: 'answer', content: 'Sure! Here is the summary: {', completionTokens: 9 });
    const error = await failure(client().complete({ messages: ASK, schema: SCHEMA }));
    expect(error.code).toBe('AI_BAD_ANSWER');
    expect(error.usage?.completionTokens).toBe(9);
  });

  it('says when the model declines', async () => {
    server.script({ kind: 'refusal', refusal: 'I cannot help with that.' });
    const error = await failure(client().complete({ messages: ASK, schema: SCHEMA }));
    expect(error.code).toBe('AI_REFUSED');
    expect(error.usage).not.toBeNull();
  });

  it('tries again after a 429 and gets the answer', async () => {
    const before = server.requests.length;
    server.script(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'status', status: 503, headers: { 'retry-after-ms': '10' } },
      { kind: 'answer', content: '{"summary":"ok"}' },
    );
    const answer = await client({ maxRetries: 2 }).complete({ messages: ASK, schema: SCHEMA });
    expect(answer.json).toEqual({ summary: 'ok' });
    expect(server.requests.length - before).toBe(3);
  });

  it('gives up after its retries with a reason per failure', async () => {
    server.script(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
    );
    expect((await failure(client({ maxRetries: 1 }).complete({ messages: ASK }))).code).toBe(
      'AI_RATE_LIMITED',
    );
    server.script({ kind: 'status', status: 401, message: 'Incorrect API key' });
    expect((await failure(client().complete({ messages: ASK }))).code).toBe('AI_KEY_REFUSED');
  });

  it('stops waiting at its time limit', async () => {
    server.script({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 400 }).complete({ messages: ASK }));
    expect(error.code).toBe('AI_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('says a stream that was cut off did not finish', async () => {
    server.script({
      kind: 'cut-stream',
      content: '{"summary":"Lists the pets and their owners."}',
    });
    const error = await failure(client().complete({ messages: ASK, schema: SCHEMA, stream: true }));
    expect(error.code).toBe('AI_INTERRUPTED');
  });

  it("never reaches a team's model on an address the policy refuses", async () => {
    const before = server.requests.length;
    const error = await failure(client({ policy: 'public-only' }).complete({ messages: ASK }));
    expect(error.code).toBe('AI_UNREACHABLE');
    expect(error.message).toContain('address policy');
    expect(server.requests.length).toBe(before);
  });
});
