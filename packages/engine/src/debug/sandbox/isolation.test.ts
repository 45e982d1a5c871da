import { describe, expect, it } from 'vitest';
import { logsOf, run } from './test-support/script-input.js';

/** The globals a script may see: the language's own built-ins and the Postman subset. */
const ALLOWED_GLOBALS = new Set([
  // ECMAScript built-ins (QuickJS)
  'Object',
  'Function',
  'Error',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'InternalError',
  'AggregateError',
  'Array',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'Infinity',
  'NaN',
  'undefined',
  '__date_clock',
  'Number',
  'Boolean',
  'String',
  'Math',
  'Reflect',
  'Symbol',
  'eval',
  'globalThis',
  'Date',
  'RegExp',
  'JSON',
  'Proxy',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'FinalizationRegistry',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'Uint8ClampedArray',
  'Int8Array',
  'Uint8Array',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'DataView',
  'Atomics',
  'Promise',
  'BigInt',
  'Iterator',
  'queueMicrotask',
  'structuredClone',
  'performance',
  'navigator',
  'DOMException',
  'Error.isError',
  // What Heron adds
  'pm',
  'console',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'atob',
  'btoa',
]);

describe('isolation: what a script can reach', () => {
  it('sees only language built-ins and the pm subset as globals', async () => {
    const [names] = await logsOf(`console.log(Object.getOwnPropertyNames(globalThis).join(','));`);
    const unexpected = (names ?? '').split(',').filter((name) => !ALLOWED_GLOBALS.has(name));
    expect(unexpected).toEqual([]);
    expect(names).toContain('pm');
  });

  it('has no process, require, module, fetch, XMLHttpRequest, WebAssembly or Buffer', async () => {
    const [types] = await logsOf(
      `console.log([typeof process, typeof require, typeof module, typeof exports, typeof fetch, typeof XMLHttpRequest, typeof WebAssembly, typeof Buffer, typeof global].join(' '));`,
    );
    expect(types).toBe(
      'undefined undefined undefined undefined undefined undefined undefined undefined undefined',
    );
  });

  it('finds no way out through constructor.constructor', async () => {
    const logs = await logsOf(`
      const FunctionOfSandbox = pm.test.constructor.constructor;
      console.log(FunctionOfSandbox('return typeof process')());
      console.log(String(FunctionOfSandbox('return this')() === globalThis));
      console.log(({}).constructor.constructor('return typeof require')());
      console.log(pm.environment.get.constructor('return typeof fetch')());
      console.log((async () => {}).constructor('return 1').constructor.name);
    `);
    expect(logs).toEqual(['undefined', 'true', 'undefined', 'undefined', 'AsyncFunction']);
  });

  it('cannot require or import a module', async () => {
    const required = await run(`require('fs');`);
    expect(required.error).toMatchObject({
      kind: 'runtime',
      message: "ReferenceError: 'require' is not defined",
    });
    const imported = await run(`await import('fs');`);
    expect(imported.error?.kind).toBe('runtime');
  });

  it('cannot pollute the host’s prototypes', async () => {
    const result = await run(`
      Object.prototype.polluted = 'yes';
      Array.prototype.polluted = 'yes';
      Object.defineProperty(Object.prototype, 'toJSON', { value: () => 'hijacked' });
      pm.environment.set('__proto__', JSON.stringify({ polluted: 'yes' }));
      pm.test('still recorded', () => {});
    `);
    expect(result.error).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify({ a: 1 })).toBe('{"a":1}');
    expect(result.tests).toEqual([{ name: 'still recorded', passed: true }]);
  });

  it('leaves nothing behind for the next script', async () => {
    await run(`Object.prototype.leaked = 'yes'; globalThis.leftover = 1; Math.random = () => 4;`);
    const [seen] = await logsOf(
      `console.log(String(({}).leaked), typeof leftover, String(Math.random() < 1));`,
    );
    expect(seen).toBe('undefined undefined true');
  });

  it('cannot spoil the report by replacing JSON, promises or pm itself', async () => {
    const result = await run(`
      JSON.stringify = () => 'garbage';
      JSON.parse = () => ({});
      Promise.prototype.then = function () { return this; };
      pm.environment.set('kept', '1');
      pm.test('recorded', () => {});
      console.log('logged');
      pm = undefined;
    `);
    expect(result.error).toBeUndefined();
    expect(result.variables.environment).toEqual({ kept: '1' });
    expect(result.tests).toEqual([{ name: 'recorded', passed: true }]);
    expect(result.console).toEqual([{ level: 'log', text: 'logged' }]);
  });

  it('runs eval and Function inside the sandbox, as Postman allows', async () => {
    const logs = await logsOf(`
      pm.globals.set('helpers', 'function double(n) { return n * 2; }');
      eval(pm.globals.get('helpers'));
      console.log(double(21), new Function('a', 'return a + 1')(1));
    `);
    expect(logs).toEqual(['42 2']);
  });

  it('has working JSON, Math and Date', async () => {
    const [line] = await logsOf(
      `console.log(JSON.stringify(JSON.parse('{"a":[1]}')), Math.max(1, 3), typeof Date.now(), new Date(0).toISOString(), String(Math.abs(Date.now() - ${Date.now()}) < 60000));`,
    );
    expect(line).toBe('{"a":[1]} 3 number 1970-01-01T00:00:00.000Z true');
  });

  it('has atob and btoa', async () => {
    const [line] = await logsOf(
      `console.log(btoa('user:pässword'), atob('dXNlcjpwYXNz'), btoa(''), atob(btoa('ab')));`,
    );
    expect(line).toBe(`${Buffer.from('user:pässword', 'latin1').toString('base64')} user:pass  ab`);
    const bad = await run(`btoa('日本');`);
    expect(bad.error?.message).toContain('outside Latin-1');
  });
});
