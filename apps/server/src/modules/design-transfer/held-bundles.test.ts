import { describe, expect, it } from 'vitest';
import type { DesignBundle } from '@heron/contract';
import { HeldBundles } from './held-bundles.js';

const bundle = (title: string) => ({ meta: { info: { title } } }) as unknown as DesignBundle;

describe('HeldBundles', () => {
  it('gives a held design once', () => {
    const held = new HeldBundles();
    const design = bundle('a');
    held.hold('job-1', design);
    expect(held.take('job-1')).toBe(design);
    expect(held.take('job-1')).toBeUndefined();
    expect(held.take('job-2')).toBeUndefined();
  });

  it('keeps only the newest few, forgetting the oldest first', () => {
    const held = new HeldBundles(2);
    held.hold('job-1', bundle('1'));
    held.hold('job-2', bundle('2'));
    held.hold('job-3', bundle('3'));
    expect(held.size).toBe(2);
    expect(held.take('job-1')).toBeUndefined();
    expect(held.take('job-2')).toBeDefined();
    expect(held.take('job-3')).toBeDefined();
  });

  it('forgets a design after its lifetime', () => {
    let now = 1_000;
    const held = new HeldBundles(2, 500, () => now);
    held.hold('job-1', bundle('1'));
    now = 1_499;
    held.hold('job-2', bundle('2'));
    now = 1_500;
    expect(held.take('job-1')).toBeUndefined();
    expect(held.take('job-2')).toBeDefined();
  });

  it('forgets a dropped design', () => {
    const held = new HeldBundles();
    held.hold('job-1', bundle('1'));
    held.drop('job-1');
    expect(held.size).toBe(0);
  });
});
