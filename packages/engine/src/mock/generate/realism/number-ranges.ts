import type { NumberKind } from './field-kind.js';

/** A realistic range for a numeric field: where its values usually lie, and how many decimals they show. */
export interface NumberRange {
  min: number;
  max: number;
  /** Decimals of a `number` value (integers have none). */
  decimals: number;
}

export function rangeOfKind(kind: NumberKind, isInteger: boolean): NumberRange {
  switch (kind) {
    case 'id':
      return { min: 1, max: 100_000, decimals: 0 };
    case 'age':
      return { min: 18, max: 80, decimals: 0 };
    case 'latitude':
      return { min: -90, max: 90, decimals: 6 };
    case 'longitude':
      return { min: -180, max: 180, decimals: 6 };
    case 'price':
      // Integer prices are usually in cents (Stripe's `amount`).
      return isInteger
        ? { min: 100, max: 100_000, decimals: 0 }
        : { min: 1, max: 1000, decimals: 2 };
    case 'timestamp':
      // Unix seconds within the year before the pools' reference date.
      return { min: 1_717_200_000, max: 1_748_736_000, decimals: 0 };
    case 'year':
      return { min: 1990, max: 2030, decimals: 0 };
    case 'month':
      return { min: 1, max: 12, decimals: 0 };
    case 'day':
      return { min: 1, max: 28, decimals: 0 };
    case 'hour':
      return { min: 0, max: 23, decimals: 0 };
    case 'minute':
      return { min: 0, max: 59, decimals: 0 };
    case 'count':
      return { min: 0, max: 1000, decimals: 0 };
    case 'rating':
      return { min: 1, max: 5, decimals: 1 };
    case 'percent':
      return { min: 0, max: 100, decimals: 1 };
    case 'port':
      return { min: 1024, max: 65_535, decimals: 0 };
    case 'dimension':
      return { min: 100, max: 2000, decimals: 0 };
    case 'small':
      return { min: 1, max: 50, decimals: 0 };
    case 'duration':
      return { min: 1, max: 3600, decimals: 0 };
  }
}
