import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../adapters/crypto/secret-box.js';
import type { Db } from '../access/index.js';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-model-server.js';
import { ModelCallError } from './model-client.js';
import { ModelResolver } from './model-resolver.js';

/**
 * A team's own model is reached under the instance's policy for addresses people type (issue 24):
 * on a shared instance (`public-only`) a team cannot point the server at its own network.
 */

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(async () => model?.close());

const resolver = (policy: 'open' | 'public-only') =>
  new ModelResolver({
    // Settings checked before saving are never read from the database.
    db: {} as Db,
    box: createSecretBox(Buffer.alloc(32, 7)),
    instance: null,
    policy,
    timeoutMs: 5_000,
    maxRetries: 0,
  });

describe("a team's model and the address policy", () => {
  it('is refused on loopback under public-only, before anything is sent', async () => {
    const sent = model.requests.length;
    const client = resolver('public-only').clientFor({
      baseUrl: model.baseUrl,
      model: 'team-model',
      apiKey: 'sk-x',
    });
    const failure = await client
      .complete({ messages: [{ role: 'user', content: 'ok?' }] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelCallError);
    expect(failure).toMatchObject({ code: 'AI_UNREACHABLE' });
    expect((failure as ModelCallError).detail).toContain('address policy');
    expect(model.requests.length).toBe(sent);
  });

  it('is reached on loopback where the instance allows it (open)', async () => {
    const client = resolver('open').clientFor({
      baseUrl: model.baseUrl,
      model: 'team-model',
      apiKey: 'sk-x',
    });
    const answer = await client.complete({ messages: [{ role: 'user', content: 'ok?' }] });
    expect(answer.text).toBe('{}');
    expect(model.requests.at(-1)!.headers.authorization).toBe('Bearer sk-x');
  });
});
