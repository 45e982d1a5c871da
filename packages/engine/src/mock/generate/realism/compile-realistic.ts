import { numberNode, pickNode, stringNode, type GenNode } from '../gen-node.js';
import type { FieldHint } from '../compiler.js';
import type { MockLocale } from '../types.js';
import { numberKindOf, stringKindOf } from './field-kind.js';
import { rangeOfKind } from './number-ranges.js';
import { sourceOfKind } from './string-sources.js';
import { poolOf } from './pools.js';

/**
 * A realistic value for a field whose schema does not say its type: the name decides (a string
 * kind first, then a number kind). Undefined when the name says nothing.
 */
export function compileRealistic(hint: FieldHint, locale: MockLocale): GenNode | undefined {
  const kind = stringKindOf(hint);
  if (kind) {
    const source = sourceOfKind(kind, 'date-time');
    if (source.type === 'made') {
      const make = source.make;
      return stringNode(
        (g) => make(g.rng),
        () => '',
      );
    }
    return pickNode(poolOf(locale, `${kind}:date-time`, source.draw));
  }
  const numberKind = numberKindOf(hint, true);
  if (numberKind) {
    const range = rangeOfKind(numberKind, true);
    const span = range.max - range.min;
    return numberNode(
      (g) => range.min + Math.floor(g.rng.next() * (span + 1)),
      () => range.min,
    );
  }
  return undefined;
}
