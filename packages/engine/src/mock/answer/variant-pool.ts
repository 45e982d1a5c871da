import type { Rng } from '../generate/rng.js';

/**
 * Keeps the mock as fast for GitHub's and Stripe's large objects as for the petstore. Generating
 * and serialising a 30 kB repository or customer takes a few hundred microseconds, about as long
 * as its size says, so once a response has generated a body longer than `POOL_MIN_CHARS` (a
 * schema with `oneOf` may make small and large ones), it is answered from a pool of `POOL_SIZE`
 * generated bodies, drawn at random: answers still vary, and cost next to nothing. Responses that
 * stay small are generated afresh every time. A seeded mock never pools
 * (its answers depend on the request alone), and the pooled bodies of a whole mock stay under
 * `POOL_BUDGET_CHARS`.
 */

export interface Made {
  body: string;
  unsatisfiable: string[];
}

export const POOL_MIN_CHARS = 2048;
export const POOL_SIZE = 16;
export const POOL_BUDGET_CHARS = 32 * 1024 * 1024;

/** Shared by every pool of one mock. */
export interface PoolBudget {
  chars: number;
}

export class VariantPool {
  private readonly variants: Made[] = [];
  private isPooled = false;
  /** The budget refused a variant: the ones there are will do. */
  private isFull = false;

  constructor(private readonly budget: PoolBudget) {}

  next(make: () => Made, rng: Rng): Made {
    const count = this.variants.length;
    if (this.isPooled && count > 0 && (count >= POOL_SIZE || this.isFull)) {
      return this.variants[rng.int(0, count - 1)]!;
    }
    const made = make();
    if (made.body.length > POOL_MIN_CHARS) this.isPooled = true;
    if (this.isPooled) {
      if (this.budget.chars + made.body.length <= POOL_BUDGET_CHARS) {
        this.budget.chars += made.body.length;
        this.variants.push(made);
      } else this.isFull = true;
    }
    return made;
  }
}
