import { describe, expect, it } from 'vitest';
import { countSandboxCleanupFailures, runScript } from './run-script.js';
import type { ScriptInput } from './script-types.js';
import { run, scriptInput } from './test-support/script-input.js';

describe('runScript: a script that ends normally', () => {
  it('returns the variables, request, tests and console lines of the run', async () => {
    const result = await run(`
      pm.test('status is 200', () => pm.response.to.have.status(200));
      console.log('id', pm.response.json().id);
      pm.environment.set('userId', pm.response.json().id);
    `);
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([{ name: 'status is 200', passed: true }]);
    expect(result.console).toEqual([{ level: 'log', text: 'id 42' }]);
    expect(result.variables.environment).toEqual({ userId: '42' });
    expect(result.request).toEqual(scriptInput('').request);
  });

  it('accepts an empty script', async () => {
    const result = await run('');
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([]);
  });

  it('lets the script end early with a top-level return, as Postman does', async () => {
    const result = await run(
      `console.log('one'); if (pm.response.code === 200) { return; } console.log('two');`,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['one']);
  });

  it('waits for top-level await, timers and async tests before it ends', async () => {
    const result = await run(`
      await new Promise((resolve) => setTimeout(resolve, 5));
      console.log('after await');
      setTimeout(() => console.log('timer'), 10);
      pm.test('async test', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        pm.expect(1).to.equal(1);
      });
    `);
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['after await', 'timer']);
    expect(result.tests).toEqual([{ name: 'async test', passed: true }]);
  });

  it('runs intervals until they are cleared, and does not run cleared timers', async () => {
    const result = await run(`
      let ticks = 0;
      const never = setTimeout(() => console.log('never'), 1);
      clearTimeout(never);
      await new Promise((resolve) => {
        const id = setInterval(() => { ticks += 1; if (ticks === 3) { clearInterval(id); resolve(); } }, 1);
      });
      setTimeout(() => console.log('later', ticks), 5);
      console.log('ticks', ticks);
    `);
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['ticks 3', 'later 3']);
  });

  it('refuses a timer given code as text', async () => {
    const result = await run(`setTimeout("console.log('x')", 1);`);
    expect(result.error).toMatchObject({ kind: 'runtime', line: 1 });
    expect(result.error?.message).toContain('timers take a function');
  });
});

describe('runScript: each way a script fails', () => {
  it('reports a syntax error with its line, before anything runs', async () => {
    const result = await run(`console.log('never');\nlet x = ;\n`);
    expect(result.error).toMatchObject({ kind: 'syntax', line: 2 });
    expect(result.error?.message).toMatch(/^SyntaxError: /);
    expect(result.console).toEqual([]);
  });

  it('reports a thrown error with its line and keeps what came before', async () => {
    const result = await run(
      `pm.test('first', () => {});\nconsole.log('before');\npm.environment.set('a', '1');\nnull.boom;\nconsole.log('after');`,
    );
    expect(result.error).toEqual({
      kind: 'runtime',
      message: "TypeError: cannot read property 'boom' of null",
      line: 4,
    });
    expect(result.tests).toEqual([{ name: 'first', passed: true }]);
    expect(result.console.map((line) => line.text)).toEqual(['before']);
    expect(result.variables.environment).toEqual({ a: '1' });
  });

  it('reports the line inside a function where the error was thrown', async () => {
    const result = await run(`function check(body) {\n  return body.missing.field;\n}\ncheck({});`);
    expect(result.error).toMatchObject({ kind: 'runtime', line: 2 });
  });

  it('reports a thrown value that is not an Error', async () => {
    const result = await run(`throw 'plain text';`);
    expect(result.error).toMatchObject({ kind: 'runtime', message: 'Uncaught plain text' });
  });

  it('reports an error thrown after an await, or in a timer', async () => {
    const afterAwait = await run(`await null;\nthrow new RangeError('late');`);
    expect(afterAwait.error).toEqual({ kind: 'runtime', message: 'RangeError: late', line: 2 });
    const inTimer = await run(`setTimeout(() => {\n  throw new Error('in timer');\n}, 1);`);
    expect(inTimer.error).toEqual({ kind: 'runtime', message: 'Error: in timer', line: 2 });
  });

  it('stops an endless loop at the time limit, even one inside try/catch', async () => {
    const started = Date.now();
    const result = await run(
      `console.log('start');\ntry { while (true) {} } catch (e) { console.log('caught'); }`,
      {
        limits: { timeoutMs: 200 },
      },
    );
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(result.error?.message).toContain('200 ms');
    expect(result.console.map((line) => line.text)).toEqual(['start']);
    // Generous: the point is that it ends, not how fast.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops an endless loop with the default one second limit', async () => {
    const result = await runScript(scriptInput(`while (true) {}`));
    expect(result.error).toMatchObject({ kind: 'timeout', line: 1 });
    expect(result.error?.message).toContain('1000 ms');
  });

  it('stops an endless chain of promise callbacks, by its time or by the memory it piles up', async () => {
    const result = await run(
      `function again() { return Promise.resolve().then(again); }\nagain();`,
      {
        limits: { timeoutMs: 200 },
      },
    );
    expect(['timeout', 'memory']).toContain(result.error?.kind);
  });

  it('stops a catastrophic regular expression', async () => {
    const result = await run(`/(a|b|ab)*c/.test('ab'.repeat(40));`, { limits: { timeoutMs: 200 } });
    expect(result.error).toMatchObject({ kind: 'timeout' });
  });

  it('stops a script whose timer is due after the time limit', async () => {
    const started = Date.now();
    const result = await run(`setTimeout(() => {}, 60000);`, { limits: { timeoutMs: 200 } });
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops an interval that is never cleared', async () => {
    const result = await run(`setInterval(() => {}, 5);`, { limits: { timeoutMs: 150 } });
    expect(result.error).toMatchObject({ kind: 'timeout' });
  });

  it('ends a script awaiting a promise that can never settle, without waiting for the limit', async () => {
    const started = Date.now();
    const result = await run(`console.log('waiting');\nawait new Promise(() => {});`, {
      limits: { timeoutMs: 30_000 },
    });
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(result.error?.message).toContain('can never settle');
    expect(result.console.map((line) => line.text)).toEqual(['waiting']);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('fails an async test that never settles, keeping the tests that did', async () => {
    const result = await run(`
      pm.test('done', () => {});
      pm.test('stuck', () => new Promise(() => {}));
      pm.test('stuck with done', (done) => {});
    `);
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(result.tests).toEqual([
      { name: 'done', passed: true },
      {
        name: 'stuck',
        passed: false,
        error: 'The test did not finish: the script stopped first (timeout)',
      },
      {
        name: 'stuck with done',
        passed: false,
        error: 'The test did not finish: the script stopped first (timeout)',
      },
    ]);
  });

  it('ends a script that ignores its own never-settling promise without an error', async () => {
    const result = await run(`new Promise(() => {}); console.log('done');`);
    expect(result.error).toBeUndefined();
  });

  it('reports endless recursion as a stack overflow', async () => {
    const result = await run(
      `pm.test('kept', () => {});\nfunction down(n) { return down(n + 1) + 1; }\ndown(0);`,
    );
    expect(result.error).toMatchObject({ kind: 'runtime', line: 2 });
    expect(result.error?.message).toContain('stack overflow');
    expect(result.tests).toEqual([{ name: 'kept', passed: true }]);
  });

  it('lets a script catch its own stack overflow', async () => {
    const result = await run(
      `function down() { return down() + 1; }\ntry { down(); } catch (e) { console.log('caught', e.message); }`,
    );
    expect(result.error).toBeUndefined();
    expect(result.console.map((line) => line.text)).toEqual(['caught stack overflow']);
  });

  it('reports source nested too deeply for the host stack, and the next run still works', async () => {
    const result = await run(`pm.test('kept', () => {});\neval('('.repeat(100000));`);
    expect(result.error).toMatchObject({ kind: 'runtime' });
    expect(result.error?.message).toMatch(/stack overflow/);
    expect(result.tests).toEqual([{ name: 'kept', passed: true }]);
    const next = await run(`pm.test('next', () => {});`);
    expect(next.error).toBeUndefined();
    expect(next.tests).toEqual([{ name: 'next', passed: true }]);
  });

  it('stops endless allocation at the memory limit and keeps what came before', async () => {
    const result = await run(
      `pm.test('kept', () => {});\nconsole.log('before');\nconst hoard = [];\nwhile (true) hoard.push(new Uint8Array(1024 * 1024));`,
      { limits: { memoryBytes: 16 * 1024 * 1024, timeoutMs: 10_000 } },
    );
    expect(result.error).toMatchObject({ kind: 'memory', line: 4 });
    expect(result.error?.message).toBe(
      'The script used more than its 16 MB memory limit and was stopped',
    );
    expect(result.tests).toEqual([{ name: 'kept', passed: true }]);
    expect(result.console.map((line) => line.text)).toEqual(['before']);
  });

  // QuickJS's own limit counts allocations, not bytes, in this build: these prove the real cap.
  const hoarders: [string, string][] = [
    ['typed arrays', 'new Uint8Array(1024 * 1024)'],
    ['strings', "String(megabytes).padEnd(1024 * 1024, 'x')"],
    ['arrays of numbers', 'Array.from({ length: 128 * 1024 }, (_, i) => i + megabytes)'],
  ];
  it.each(hoarders)(
    'holds %s to the limit: the script never gets more than it is allowed',
    async (_label, item) => {
      const result = await run(
        `let hoard = [];\nlet megabytes = 0;\ntry { while (true) { hoard.push(${item}); megabytes += 1; } }\ncatch (e) { hoard = null; console.log(String(megabytes), e.message); }`,
        { limits: { memoryBytes: 32 * 1024 * 1024, timeoutMs: 20_000 } },
      );
      expect(result.error?.kind).toBe('memory');
      const [megabytes, message] = (result.console[0]?.text ?? '').split(' ', 2);
      expect(message).toBe('out');
      expect(Number(megabytes)).toBeGreaterThan(4);
      expect(Number(megabytes)).toBeLessThan(32);
    },
  );

  it('stops endless allocation at the default 32 MB', async () => {
    const result = await run(
      `const hoard = [];\nwhile (true) hoard.push(new Uint8Array(1024 * 1024));`,
      {
        limits: { timeoutMs: 10_000 },
      },
    );
    expect(result.error).toMatchObject({ kind: 'memory' });
    expect(result.error?.message).toContain('32 MB');
  });

  it('stops endless allocation of small objects', async () => {
    const result = await run(
      `const hoard = [];\nlet n = 0;\nwhile (true) hoard.push({ n: n++ });`,
      {
        limits: { timeoutMs: 20_000 },
      },
    );
    expect(result.error).toMatchObject({ kind: 'memory' });
  });

  it('reports reaching the memory limit even when the script catches it, keeping what came after', async () => {
    const result = await run(
      `let hoard = [];\ntry { while (true) hoard.push(new Uint8Array(1024 * 1024)); } catch (e) { hoard = null; console.log('caught', e.message); }\npm.test('after', () => {});`,
      { limits: { timeoutMs: 10_000 } },
    );
    expect(result.error).toMatchObject({ kind: 'memory' });
    expect(result.console.map((line) => line.text)).toEqual(['caught out of memory']);
    expect(result.tests).toEqual([{ name: 'after', passed: true }]);
  });

  it('reports reaching the memory limit inside a promise nobody awaits', async () => {
    const result = await run(
      `Promise.resolve().then(() => { const hoard = []; while (true) hoard.push(new Uint8Array(1 << 20)); });`,
    );
    expect(result.error).toMatchObject({ kind: 'memory' });
  });

  it('holds a memory limit below 16 MB at 16 MB, the size a sandbox starts at', async () => {
    const result = await run(
      `const hoard = [];\nwhile (true) hoard.push(new Uint8Array(1024 * 1024));`,
      {
        limits: { memoryBytes: 64 * 1024, timeoutMs: 10_000 },
      },
    );
    expect(result.error?.message).toBe(
      'The script used more than its 16 MB memory limit and was stopped',
    );
  });
});

describe('runScript: bad input', () => {
  const cases: [string, unknown][] = [
    ['not an object', null],
    ['an unknown phase', { ...scriptInput(''), phase: 'test' }],
    ['code that is not text', { ...scriptInput(''), code: 42 }],
    ['a post-response script without a response', { ...scriptInput(''), response: undefined }],
    [
      'a variable that is not text',
      {
        ...scriptInput(''),
        variables: { globals: { a: 1 }, environment: {}, collection: {}, local: {} },
      },
    ],
    ['a negative time limit', { ...scriptInput(''), limits: { timeoutMs: -1 } }],
    [
      'a memory limit that is not a number',
      { ...scriptInput(''), limits: { memoryBytes: 'lots' } },
    ],
    [
      'headers that are not a list',
      { ...scriptInput(''), request: { ...scriptInput('').request, headers: {} } },
    ],
  ];
  it.each(cases)('answers %s with a clear error instead of throwing', async (_label, input) => {
    const result = await runScript(input as ScriptInput);
    expect(result.error?.kind).toBe('runtime');
    expect(result.error?.message).toMatch(/^The script could not run: /);
    expect(result.tests).toEqual([]);
  });
});

describe('runScript: resources', () => {
  // A roomy test timeout: 200 sandboxes take about 1.5 s on a quiet machine, far more under load.
  it(
    'runs 200 scripts one after another, freeing every handle of each',
    { timeout: 120_000 },
    async () => {
      const failuresBefore = countSandboxCleanupFailures();
      for (let i = 0; i < 200; i += 1) {
        const result = await run(
          `pm.environment.set('n', '${i}'); pm.test('n', () => pm.expect(pm.environment.get('n')).to.equal('${i}'));`,
        );
        expect(result.error).toBeUndefined();
        expect(result.tests).toEqual([{ name: 'n', passed: true }]);
      }
      expect(countSandboxCleanupFailures()).toBe(failuresBefore);
    },
  );

  it('runs scripts side by side, each in its own sandbox', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        run(
          `globalThis.mine = ${i}; await new Promise((r) => setTimeout(r, 5)); console.log(String(globalThis.mine));`,
        ),
      ),
    );
    expect(results.map((result) => result.console[0]?.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i)),
    );
  });

  it('keeps working after failures of every kind', async () => {
    await run('while (true) {}', { limits: { timeoutMs: 50 } });
    await run('const a = []; while (true) a.push(new Uint8Array(1 << 20));', {
      limits: { memoryBytes: 16 << 20 },
    });
    await run('const a = []; try { while (true) a.push(new Uint8Array(1 << 20)); } catch (e) {}', {
      limits: { memoryBytes: 16 << 20 },
    });
    await run('function f() { f(); } f();');
    await run("eval('['.repeat(100000))");
    const result = await run(`pm.test('fine', () => {});`);
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([{ name: 'fine', passed: true }]);
  });

  it('keeps at most 1000 console lines and says how many were dropped', async () => {
    const result = await run(`for (let i = 0; i < 1005; i++) console.log(i);`);
    expect(result.console).toHaveLength(1001);
    expect(result.console[1000]).toEqual({
      level: 'warn',
      text: '5 more console lines were dropped (only the first 1000 are kept)',
    });
  });
});
