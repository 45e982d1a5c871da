import { describe, expect, it } from 'vitest';
import { run } from '../../debug/sandbox/test-support/script-input.js';
import { eventScripts, joinScripts } from './item-scripts.js';

const parts = (...codes: string[]) =>
  codes.map((code, index) => ({ owner: `part ${index + 1}`, code }));

describe('eventScripts', () => {
  it('reads exec lines and strings, in order, for one moment only', () => {
    const events = [
      { listen: 'test', script: { exec: ['a();', 'b();'] } },
      { listen: 'prerequest', script: { exec: 'pre();' } },
      { listen: 'test', script: 'c();' },
      { listen: 'test', disabled: true, script: { exec: ['off();'] } },
      { listen: 'test', script: { src: 'tests.js' } },
      'not an event',
    ];
    expect(eventScripts(events, 'test')).toEqual({
      codes: ['a();\nb();', 'c();'],
      skippedSources: 1,
    });
    expect(eventScripts(events, 'prerequest')).toEqual({ codes: ['pre();'], skippedSources: 0 });
  });

  it('reads a lone event object as a list of one', () => {
    expect(eventScripts({ listen: 'test', script: { exec: ['x();'] } }, 'test').codes).toEqual([
      'x();',
    ]);
    expect(eventScripts(undefined, 'test').codes).toEqual([]);
  });
});

describe('joinScripts', () => {
  it('gives nothing for no script, and one script exactly as written', () => {
    expect(joinScripts([])).toBe('');
    expect(joinScripts(parts('  ', '\n'))).toBe('');
    expect(joinScripts(parts('', 'const a = 1;'))).toBe('const a = 1;');
  });

  it('names each part in a comment a line break in a name cannot end', () => {
    const joined = joinScripts([
      { owner: 'folder "A\nB"', code: 'a();' },
      { owner: 'the request', code: 'b();' },
    ]);
    expect(joined).toContain('// The script of folder "A B"');
    expect(joined).toContain('// The script of the request');
  });

  it('runs each part on its own in the sandbox, as newman does', async () => {
    const joined = joinScripts(
      parts(
        // The same `const` in two parts, and a `return` that ends only its own part.
        'const seen = "first"; pm.environment.set("first", seen); return; pm.environment.set("never", "1");',
        'const seen = "second"; pm.environment.set("second", seen); shared = "implicit global";',
        'pm.environment.set("third", shared);',
      ),
    );
    const result = await run(joined);
    expect(result.error).toBeUndefined();
    expect(result.variables.environment).toEqual({
      first: 'first',
      second: 'second',
      third: 'implicit global',
    });
  });

  it('keeps going after a part throws, then reports the first error', async () => {
    const joined = joinScripts(
      parts(
        'throw new Error("first broke");',
        'throw new Error("second broke");',
        'pm.environment.set("ran", "yes");',
      ),
    );
    const result = await run(joined);
    expect(result.variables.environment).toEqual({ ran: 'yes' });
    expect(result.error?.message).toContain('first broke');
  });

  it('keeps top-level await and async tests working inside a part', async () => {
    const joined = joinScripts(
      parts(
        'await new Promise((resolve) => setTimeout(resolve, 5)); pm.environment.set("awaited", "yes");',
        'pm.test("later", () => new Promise((resolve) => setTimeout(resolve, 5)));',
        'pm.test("now", () => pm.expect(pm.environment.get("awaited")).to.equal("yes"));',
      ),
    );
    const result = await run(joined);
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'later', passed: true },
      { name: 'now', passed: true },
    ]);
  });
});
