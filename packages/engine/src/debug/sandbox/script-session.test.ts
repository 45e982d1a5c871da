import { afterEach, describe, expect, it } from 'vitest';
import {
  countSandboxCleanupFailures,
  openScriptSession,
  type ScriptSession,
} from './run-script.js';
import { scriptInput } from './test-support/script-input.js';

// The scripts of one test run share a sandbox (issue 22), as Postman's do.
let session: ScriptSession;
afterEach(() => session?.close());

describe('openScriptSession', () => {
  it('shares a global between the scripts of a run, and gives each its own pm and variables', async () => {
    session = openScriptSession();
    const first = await session.run(
      scriptInput(
        `helper = (x) => x * 2; pm.environment.set('a', '1'); pm.test('first', () => {});`,
      ),
    );
    expect(first.error).toBeUndefined();
    const second = await session.run(
      scriptInput(`pm.test('helper is there', () => pm.expect(helper(21)).to.eql(42));`, {
        variables: { globals: {}, environment: { b: '2' }, collection: {}, local: {} },
      }),
    );
    expect(second.error).toBeUndefined();
    expect(second.tests).toEqual([{ name: 'helper is there', passed: true }]);
    // Each run's variables are those it was given, not the last run's.
    expect(second.variables.environment).toEqual({ b: '2' });
  });

  it('starts a fresh sandbox after a script that ran out of time', async () => {
    session = openScriptSession();
    await session.run(scriptInput(`leftover = 1;`));
    const stuck = await session.run(scriptInput(`while (true) {}`, { limits: { timeoutMs: 50 } }));
    expect(stuck.error?.kind).toBe('timeout');
    const next = await session.run(
      scriptInput(`pm.test('fresh', () => pm.expect(typeof leftover).to.eql('undefined'));`),
    );
    expect(next.error).toBeUndefined();
    expect(next.tests).toEqual([{ name: 'fresh', passed: true }]);
  });

  it('reports a script that broke the built-ins without breaking the session’s host', async () => {
    session = openScriptSession();
    await session.run(scriptInput(`JSON.stringify = () => 'nonsense'; JSON.parse = () => null;`));
    const after = await session.run(scriptInput(`pm.test('still counted', () => {});`));
    // The broken built-ins are the run's own doing; the host still answers with a result.
    expect(after).toHaveProperty('tests');
    const clean = openScriptSession();
    try {
      const fresh = await clean.run(scriptInput(`pm.test('own sandbox', () => {});`));
      expect(fresh.tests).toEqual([{ name: 'own sandbox', passed: true }]);
    } finally {
      clean.close();
    }
  });

  it('runs a hundred scripts in one sandbox without leaking handles', async () => {
    session = openScriptSession();
    const before = countSandboxCleanupFailures();
    for (let i = 0; i < 100; i++) {
      const result = await session.run(
        scriptInput(`pm.test('n${i}', () => pm.expect(${i}).to.eql(${i}));`),
      );
      expect(result.tests).toEqual([{ name: `n${i}`, passed: true }]);
    }
    session.close();
    expect(countSandboxCleanupFailures()).toBe(before);
  });
});
