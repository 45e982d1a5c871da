import { describe, expect, it } from 'vitest';
import { createRng } from '../generate/rng.js';
import { POOL_BUDGET_CHARS, POOL_MIN_CHARS, POOL_SIZE, VariantPool } from './variant-pool.js';

function maker(length: number) {
  let calls = 0;
  return {
    make: () => {
      calls += 1;
      return { body: `${calls}`.padEnd(length, '.'), unsatisfiable: [] };
    },
    calls: () => calls,
  };
}

describe('VariantPool', () => {
  it('generates small bodies afresh every time', () => {
    const pool = new VariantPool({ chars: 0 });
    const small = maker(100);
    const rng = createRng(1);
    for (let i = 0; i < 50; i += 1) pool.next(small.make, rng);
    expect(small.calls()).toBe(50);
  });

  it('answers large bodies from a pool of varied ones once it is full', () => {
    const pool = new VariantPool({ chars: 0 });
    const large = maker(POOL_MIN_CHARS + 1);
    const rng = createRng(1);
    const bodies = new Set<string>();
    for (let i = 0; i < 200; i += 1) bodies.add(pool.next(large.make, rng).body);
    expect(large.calls()).toBe(POOL_SIZE);
    expect(bodies.size).toBe(POOL_SIZE);
  });

  it('starts pooling from the first large body', () => {
    const pool = new VariantPool({ chars: 0 });
    let calls = 0;
    const make = () => {
      calls += 1;
      return { body: calls <= 5 ? 'small' : 'x'.repeat(POOL_MIN_CHARS + 1), unsatisfiable: [] };
    };
    for (let i = 0; i < 100; i += 1) pool.next(make, createRng(i));
    expect(calls).toBe(5 + POOL_SIZE);
  });

  it('stops storing at the budget, and draws from what it has', () => {
    const budget = { chars: POOL_BUDGET_CHARS - 3 * (POOL_MIN_CHARS + 1) };
    const pool = new VariantPool(budget);
    const large = maker(POOL_MIN_CHARS + 1);
    const rng = createRng(1);
    for (let i = 0; i < 100; i += 1) pool.next(large.make, rng);
    expect(large.calls()).toBe(4);
    expect(budget.chars).toBe(POOL_BUDGET_CHARS);
  });
});
