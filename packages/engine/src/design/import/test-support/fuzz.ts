/**
 * Seeded random mutations of real sources, for the importers' fuzz tests: the same seed always
 * gives the same inputs, so a failure can be replayed.
 */

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** A random JSON value: scalars, strings of odd characters, small arrays and objects. */
export function randomJson(random: () => number, depth = 0): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.35) {
    return pick(random, [
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      '',
      'x',
      '{{var}}',
      '__proto__',
      '\u0000\ud800',
      'a'.repeat(Math.floor(random() * 50)),
    ]);
  }
  if (roll < 0.65) {
    return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
  }
  // Keys the importers look for (Postman, HAR, Heron files), so random objects reach deep code.
  const keys = [
    'name',
    'item',
    'request',
    'url',
    'method',
    'body',
    'mode',
    'raw',
    'header',
    'key',
    'value',
    'auth',
    'type',
    'response',
    'code',
    'x-heron',
    '__proto__',
    'log',
    'entries',
    'postData',
    'mimeType',
    'text',
    'params',
    'headers',
    'queryString',
    'status',
    'content',
    'encoding',
    'kind',
    'version',
    'bundle',
    'path',
    'data',
  ];
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
    Object.defineProperty(object, pick(random, keys), {
      value: randomJson(random, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** Replaces a random value inside a JSON document with a random one. */
export function replaceRandomValue(document: unknown, random: () => number): unknown {
  const copy = JSON.parse(JSON.stringify(document)) as unknown;
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    containers.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) walk(child);
  };
  walk(copy);
  if (containers.length === 0) return randomJson(random);
  const target = pick(random, containers);
  const keys = Object.keys(target);
  if (keys.length === 0) return copy;
  Object.defineProperty(target, pick(random, keys), {
    value: randomJson(random),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Text mutations: cut short, bytes flipped, a span deleted or doubled. */
export function mutateText(text: string, random: () => number): string {
  const at = Math.floor(random() * text.length);
  switch (Math.floor(random() * 4)) {
    case 0:
      return text.slice(0, at);
    case 1: {
      const chars = [...text];
      for (let i = 0; i < 1 + Math.floor(random() * 5); i += 1) {
        const index = Math.floor(random() * chars.length);
        chars[index] = String.fromCharCode(Math.floor(random() * 128));
      }
      return chars.join('');
    }
    case 2:
      return text.slice(0, at) + text.slice(at + Math.floor(random() * 200));
    default:
      return text.slice(0, at) + text.slice(at, at + 300) + text.slice(at);
  }
}

/** `{"a":{"a":…}}` or `[[[…]]]` nested `depth` levels. */
export function deeplyNested(depth: number, useArrays: boolean): string {
  return useArrays
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}
