import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Purchase } from '@heron/contract';
import { renderRoutes } from '../../test/render-with-providers';
import { json, stubApi, type StubHandler } from '../../test/stub-api';
import { pageOf } from '../../test/project-fixtures';
import { PointsPage } from './points-page';
import {
  BILLING_BASE,
  makeConsumption,
  makeGrant,
  makePayment,
  makeOrder,
  makeQuote,
  ORDER_NO,
  TEAM_ID,
} from './test-fixtures';
import { buttonIn, dialogTitled } from './test-helpers';

const ENTRIES = 'GET /api/v1/points/entries';
const SUMMARY = 'GET /api/v1/points/summary';

const BALANCES = {
  personal: { remaining: 970, consumed: 10, nextExpiry: null },
  team: {
    teamId: TEAM_ID,
    teamName: 'Acme',
    remaining: 1_480,
    consumed: 20,
    nextExpiry: '2099-04-01T00:00:00.000Z',
  },
};

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...BILLING_BASE,
    [SUMMARY]: ({ query }) => json(query.get('teamId') ? BALANCES : { ...BALANCES, team: null }),
    [ENTRIES]: () => json(pageOf([makeGrant(), makeConsumption()], 1, 10, 12)),
    ...routes,
  });
}

function renderPage(path = `/order/points?teamId=${TEAM_ID}`) {
  return renderRoutes([{ path: '/order/points', element: <PointsPage /> }], path);
}

function entryQueries(api: ReturnType<typeof stub>) {
  return api.callsTo(ENTRIES).map((request) => Object.fromEntries(request.query));
}

describe('PointsPage', () => {
  it('shows personal and team balances and the details of grants and consumptions', async () => {
    const api = stub();
    renderPage();
    const [personal, team] = await screen.findAllByTestId('points-balance');
    expect(within(personal!).getByText('Personal points')).toBeTruthy();
    expect(within(personal!).getByText('970')).toBeTruthy();
    expect(within(personal!).getByText('Never')).toBeTruthy();
    expect(within(team!).getByText('Team points: Acme')).toBeTruthy();
    expect(within(team!).getByText('1,480')).toBeTruthy();
    expect(api.callsTo(SUMMARY)[0]?.query.get('teamId')).toBe(TEAM_ID);

    const grant = (await screen.findByText('+1,000')).closest('tr')!;
    expect(within(grant).getByText('Points package')).toBeTruthy();
    expect(within(grant).getByText(ORDER_NO)).toBeTruthy();
    expect(within(grant).getByText('970 left · expires Never')).toBeTruthy();
    const use = screen.getByText('−30').closest('tr')!;
    expect(within(use).getByText('AI parsing import')).toBeTruthy();
    expect(within(use).getByText('Interrupted')).toBeTruthy();
    expect(within(use).getByText('Payments')).toBeTruthy();
    expect(within(use).getByText('Bob')).toBeTruthy();
    expect(within(use).getByText('Team 20 · personal 10')).toBeTruthy();
    // The team in the address: its entries come first.
    expect(entryQueries(api)[0]).toEqual({
      owner: 'team',
      teamId: TEAM_ID,
      page: '1',
      pageSize: '10',
    });
    expect(screen.getByText('Total: 12')).toBeTruthy();
  });

  it('filters by owner and kind, and pages', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('+1,000');
    fireEvent.click(screen.getByText('Grants'));
    await waitFor(() =>
      expect(entryQueries(api).at(-1)).toEqual({
        owner: 'team',
        teamId: TEAM_ID,
        entry: 'grant',
        page: '1',
        pageSize: '10',
      }),
    );
    fireEvent.click(screen.getByText('My personal points'));
    await waitFor(() =>
      expect(entryQueries(api).at(-1)).toEqual({
        owner: 'personal',
        entry: 'grant',
        page: '1',
        pageSize: '10',
      }),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(entryQueries(api).at(-1)).toMatchObject({ page: '2' }));
  });

  it('shows only personal points in the personal space', async () => {
    const api = stub();
    renderPage('/order/points');
    expect(await screen.findAllByTestId('points-balance')).toHaveLength(1);
    expect(api.callsTo(SUMMARY)[0]?.query.get('teamId')).toBeNull();
    await waitFor(() => expect(entryQueries(api)[0]).toMatchObject({ owner: 'personal' }));
  });

  it('buys a package for the team on screen, with the quote shown before paying', async () => {
    const api = stub({
      'POST /api/v1/billing/quote': ({ body }) => {
        const purchase = (body as { purchase: Purchase }).purchase;
        return json(
          makeQuote({
            purchase,
            lines: [{ kind: 'package', quantity: 1, unitFen: 12_900, months: 0, listFen: 12_900 }],
            listFen: 12_900,
            discountPercent: 0,
            subtotalFen: 12_900,
            amountFen: 12_900,
            periodStart: null,
            periodEnd: null,
            points: 5_000,
          }),
        );
      },
      'POST /api/v1/billing/orders': () =>
        json(makePayment(makeOrder({ status: 'pending', product: 'points', paidAt: null })), 201),
      [`GET /api/v1/billing/orders/${ORDER_NO}`]: () =>
        json(makeOrder({ status: 'pending', paidAt: null, expiresAt: '2099-01-01T00:00:00.000Z' })),
    });
    renderPage();
    await screen.findByText('+1,000');
    fireEvent.click(buttonIn(document.body, 'Buy points'));
    const dialog = await dialogTitled('Buy a points package');
    expect(within(dialog).getByText('Basic package: 1,000 points, CN¥29.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Advanced package: 5,000 points, CN¥129.00'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').at(-1)?.body).toEqual({
        purchase: { type: 'points', package: 'advanced', teamId: TEAM_ID },
      }),
    );
    expect(await within(dialog).findByText('5,000 points, never expiring')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('My personal points'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').at(-1)?.body).toEqual({
        purchase: { type: 'points', package: 'advanced', teamId: null },
      }),
    );
    const pay = await waitFor(() => buttonIn(dialog, 'Pay CN¥129.00'));
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    expect(await dialogTitled('Scan to pay')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/billing/orders')[0]?.body).toMatchObject({
      purchase: { type: 'points', package: 'advanced', teamId: null },
      expectedAmountFen: 12_900,
    });
  });
});
