import { describe, expect, it } from 'vitest';
import { logsOf, run } from './test-support/script-input.js';

describe('console', () => {
  it('keeps the level of each call', async () => {
    const result = await run(
      `console.log('l'); console.info('i'); console.warn('w'); console.error('e'); console.debug('d');`,
    );
    expect(result.console).toEqual([
      { level: 'log', text: 'l' },
      { level: 'info', text: 'i' },
      { level: 'warn', text: 'w' },
      { level: 'error', text: 'e' },
      { level: 'log', text: 'd' },
    ]);
  });

  const cases: [string, string][] = [
    ["'text'", 'text'],
    ["'a', 'b', 1", 'a b 1'],
    ['42, -0, 1.5, NaN, Infinity', '42 -0 1.5 NaN Infinity'],
    ['10n', '10n'],
    ['true, null, undefined', 'true null undefined'],
    ['{ a: 1, b: [1, "x"] }', '{"a":1,"b":[1,"x"]}'],
    ['[1, { c: null }]', '[1,{"c":null}]'],
    ["'obj', { a: 1 }", 'obj {"a":1}'],
    [
      '(() => { const o = { name: "loop" }; o.self = o; return o; })()',
      '{"name":"loop","self":"[Circular]"}',
    ],
    ['{ big: 10n }', '{"big":"10n"}'],
    ['new Date(0)', '1970-01-01T00:00:00.000Z'],
    ['/ab+c/gi', '/ab+c/gi'],
    ["new TypeError('bad')", 'TypeError: bad'],
    ['function named() {}', '[Function: named]'],
    ['() => {}', '[Function (anonymous)]'],
    ["Symbol('s')", 'Symbol(s)'],
    ["'%s is %d years', 'Ann', 42", 'Ann is 42 years'],
    ["'%i and %f', 42.9, '1.5'", '42 and 1.5'],
    ["'%j', { a: 1 }", '{"a":1}'],
    ["'%o|%O', [1], { b: 2 }", '[1]|{"b":2}'],
    ["'%c styled', 'color: red'", ' styled'],
    ["'100%% sure', 'x'", '100% sure x'],
    ["'%s and %s', 'one'", 'one and %s'],
    ["'%d', {}", 'NaN'],
    ["'%s', { a: 1 }", '{"a":1}'],
    ["'no directives', { a: 1 }", 'no directives {"a":1}'],
    ["'100%'", '100%'],
    ['', ''],
  ];
  it.each(cases)('console.log(%s) → %s', async (args, text) => {
    expect(await logsOf(`console.log(${args});`)).toEqual([text]);
  });

  it('cuts a very long line', async () => {
    const [line] = await logsOf(`console.log('x'.repeat(20000));`);
    expect(line).toBe(`${'x'.repeat(10000)} … (cut at 10000 characters)`);
  });

  it('keeps the lines logged before the script failed', async () => {
    const result = await run(`console.log('one');\nconsole.error('two');\nundefinedFunction();`);
    expect(result.error).toMatchObject({
      kind: 'runtime',
      message: "ReferenceError: 'undefinedFunction' is not defined",
      line: 3,
    });
    expect(result.console).toEqual([
      { level: 'log', text: 'one' },
      { level: 'error', text: 'two' },
    ]);
  });
});
