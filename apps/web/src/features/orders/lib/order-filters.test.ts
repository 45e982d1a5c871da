import { describe, expect, it } from 'vitest';
import { hasOrderFilters, orderListQuery, readOrderFilters } from './order-filters';

describe('the order filters of the address', () => {
  it('default to page 1 of 10 with nothing filtered (spec §3)', () => {
    expect(orderListQuery(readOrderFilters(new URLSearchParams()))).toEqual({
      page: 1,
      pageSize: 10,
      status: undefined,
      kind: undefined,
      product: undefined,
      invoiceStatus: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });

  it('leave out what is unknown or malformed', () => {
    const params = readOrderFilters(
      new URLSearchParams('status=lost&kind=team&page=0&pageSize=500&from=2025-13-45&to=yesterday'),
    );
    expect(params).toMatchObject({
      page: 1,
      pageSize: 10,
      status: undefined,
      kind: 'team',
      from: undefined,
      to: undefined,
    });
  });

  it('send whole days of the person’s calendar as instants', () => {
    const query = orderListQuery(
      readOrderFilters(new URLSearchParams('from=2025-03-01&to=2025-03-01&q=%20HR1%20')),
    );
    expect(query.from).toBe(new Date(2025, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2025, 2, 1, 23, 59, 59, 999).toISOString());
    expect(query.q).toBe('HR1');
  });
});

describe('hasOrderFilters', () => {
  it('is false with nothing filtered, true with any one filter (paging is not a filter)', () => {
    expect(hasOrderFilters(readOrderFilters(new URLSearchParams('page=3&pageSize=20')))).toBe(
      false,
    );
    for (const query of [
      'status=paid',
      'kind=team',
      'product=seats',
      'invoiceStatus=issued',
      'from=2025-03-01',
      'to=2025-03-01',
      'q=HR1',
    ]) {
      expect(hasOrderFilters(readOrderFilters(new URLSearchParams(query))), query).toBe(true);
    }
  });
});
