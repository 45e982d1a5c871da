import type { MockLocale } from '../types.js';
import { seedOf } from '../rng.js';
import { fakerFor } from './locale-fakers.js';
import type { Faker } from '@faker-js/faker';

/** Values per pool: enough variety for a list of answers, small enough to fill in well under a millisecond. */
export const POOL_SIZE = 64;

const pools = new Map<string, readonly string[]>();

/**
 * A pool of realistic values, filled on first use per locale and key and kept for the process.
 * Faker is seeded from the key, so a pool is the same in every process and a mock's seed gives
 * the same answers everywhere.
 */
export function poolOf(
  locale: MockLocale,
  key: string,
  draw: (faker: Faker, locale: MockLocale) => string,
): readonly string[] {
  const cacheKey = `${locale}\u0000${key}`;
  let pool = pools.get(cacheKey);
  if (!pool) {
    const faker = fakerFor(locale);
    faker.seed(seedOf(cacheKey));
    const values = new Set<string>();
    for (let i = 0; i < POOL_SIZE * 2 && values.size < POOL_SIZE; i += 1)
      values.add(draw(faker, locale));
    pool = Object.freeze([...values]);
    pools.set(cacheKey, pool);
  }
  return pool;
}
