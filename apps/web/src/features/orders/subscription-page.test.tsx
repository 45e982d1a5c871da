import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Purchase } from '@heron/contract';
import { renderRoutes } from '../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../test/stub-api';
import { SubscriptionPage } from './subscription-page';
import { buttonIn, dialogTitled } from './test-helpers';
import {
  BILLING_BASE,
  makeOrder,
  makePayment,
  makePlusSubscription,
  makeQuote,
  makeSubscription,
  ORDER_NO,
  TEAM_ID,
} from './test-fixtures';

const SUBSCRIPTION = `GET /api/v1/billing/teams/${TEAM_ID}/subscription`;

function stub(routes: Record<string, StubHandler>) {
  return stubApi({ ...BILLING_BASE, ...routes });
}

function renderPage(path = `/order/subscription?teamId=${TEAM_ID}`) {
  return renderRoutes(
    [
      { path: '/order/subscription', element: <SubscriptionPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

/** The quote the server would make: the purchase echoed, with the credit of an upgrade. */
function quoteFor(body: unknown) {
  const purchase = (body as { purchase: Purchase }).purchase;
  return json(
    makeQuote({
      purchase,
      lines: [
        { kind: 'readWrite', quantity: 3, unitFen: 7_900, months: 12, listFen: 284_400 },
        { kind: 'project', quantity: 2, unitFen: 1_900, months: 12, listFen: 45_600 },
      ],
      listFen: 330_000,
      discountPercent: 15,
      subtotalFen: 280_500,
      creditFen: 100_000,
      amountFen: 180_500,
      points: 900,
    }),
  );
}

describe('SubscriptionPage', () => {
  it('shows the plan, its seats, expiry, renewal and payment history of the team in the address', async () => {
    stub({ [SUBSCRIPTION]: () => json(makePlusSubscription()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeTruthy();
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByText('Plus')).toBeTruthy();
    expect(within(card).getByText('2 / 3')).toBeTruthy();
    expect(within(card).getByText('Read-write 3 · Read-only 0 · Project 0')).toBeTruthy();
    expect(within(card).getByText('12 months')).toBeTruthy();
    expect(within(card).getByText('On')).toBeTruthy();
    // The payment history lists the paid order with its amount.
    const history = screen.getByText('Payment history').closest<HTMLElement>('.ant-card')!;
    expect(within(history).getByText(ORDER_NO)).toBeTruthy();
    expect(within(history).getByText('CN¥397.80')).toBeTruthy();
    // The comparison prices a read-write seat per month from the catalogue.
    expect(screen.getAllByText('CN¥39.00 per seat per month').length).toBeGreaterThan(0);
  });

  it('shows the server quote, with the credit of an upgrade, before paying, then the QR code', async () => {
    const api = stub({
      [SUBSCRIPTION]: () => json(makePlusSubscription()),
      'POST /api/v1/billing/quote': ({ body }) => quoteFor(body),
      'POST /api/v1/billing/orders': () => json(makePayment(), 201),
      [`GET /api/v1/billing/orders/${ORDER_NO}`]: () =>
        json(makeOrder({ status: 'pending', paidAt: null, expiresAt: '2099-01-01T00:00:00.000Z' })),
    });
    renderPage();
    await screen.findByTestId('plan-card');
    fireEvent.click(buttonIn(document.body, 'Upgrade or renew'));
    const dialog = await dialogTitled('Upgrade or renew the plan');
    fireEvent.click(within(dialog).getByText('Business'));
    fireEvent.change(within(dialog).getByLabelText('Project seats'), { target: { value: '2' } });

    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').at(-1)?.body).toEqual({
        purchase: {
          type: 'plan',
          teamId: TEAM_ID,
          plan: 'business',
          seats: { readWrite: 3, readOnly: 0, project: 2 },
          cycleMonths: 12,
          autoRenew: true,
        },
      }),
    );
    const quote = await waitFor(() => {
      const region = dialog.querySelector<HTMLElement>('section[aria-label="Price"]');
      expect(region?.textContent).toContain('Credit');
      return region!;
    });
    expect(within(quote).getByText('Credit for the unused part of the current plan')).toBeTruthy();
    expect(within(quote).getByText('−CN¥1,000.00')).toBeTruthy();
    expect(within(quote).getByText('Cycle discount (15%)')).toBeTruthy();
    expect(within(quote).getByTestId('quote-total').textContent).toBe('CN¥1,805.00');

    const pay = await waitFor(() => buttonIn(dialog, 'Pay CN¥1,805.00'));
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await waitFor(() => expect(api.callsTo('POST /api/v1/billing/orders')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/billing/orders')[0]?.body).toMatchObject({
      provider: 'sandbox',
      expectedAmountFen: 180_500,
      purchase: { type: 'plan', plan: 'business' },
    });
    const payment = await dialogTitled('Scan to pay');
    expect(within(payment).getByAltText('Payment QR code')).toBeTruthy();
    expect(within(payment).getByText('Waiting for payment…')).toBeTruthy();
    expect(
      within(payment)
        .getByRole('link', { name: 'Open the test payment page' })
        .getAttribute('href'),
    ).toBe(`http://localhost/pay/sandbox/${ORDER_NO}?token=t0k3n`);
  });

  it('asks for at least the read-write seats in use, and says a changed price out loud', async () => {
    const api = stub({
      [SUBSCRIPTION]: () =>
        json(
          makeSubscription({
            usage: {
              readWriteSeats: { used: 4, limit: 4 },
              readOnlySeats: { used: 0, limit: 10 },
              projects: { used: 2, limit: 10 },
            },
          }),
        ),
      'POST /api/v1/billing/quote': ({ body }) => quoteFor(body),
      'POST /api/v1/billing/orders': () => problem('PRICE_CHANGED'),
    });
    renderPage();
    // Starter is full: the upgrade prompt is on the card.
    expect(await screen.findByText(/Limit reached: Read-write seats/)).toBeTruthy();
    fireEvent.click(buttonIn(document.body, 'Buy a plan'));
    const dialog = await dialogTitled('Buy a plan');
    const seats = within(dialog).getByLabelText('Read-write seats');
    expect((seats as HTMLInputElement).value).toBe('4');
    fireEvent.change(seats, { target: { value: '2' } });
    expect(
      await within(dialog).findByText('At least 4 for the members and projects the team has'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Complete the choices above to see the price.')).toBeTruthy();

    fireEvent.change(seats, { target: { value: '5' } });
    const pay = await waitFor(() => buttonIn(dialog, /^Pay CN¥/));
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    const quotesBefore = api.callsTo('POST /api/v1/billing/quote').length;
    fireEvent.click(pay);
    expect(
      await within(dialog).findByText(
        'The price has changed since it was shown. Check the new amount and pay again.',
      ),
    ).toBeTruthy();
    // The quote is asked for again, so the amount on screen is the price.
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').length).toBeGreaterThan(quotesBefore),
    );
  });

  it('cancels auto-renewal from next month after saying so', async () => {
    const api = stub({
      [SUBSCRIPTION]: () => json(makePlusSubscription()),
      [`POST /api/v1/billing/teams/${TEAM_ID}/subscription/cancel`]: () =>
        json(
          makePlusSubscription({ cancelledAt: '2025-04-01T00:00:00.000Z', nextRenewalAt: null }),
        ),
    });
    renderPage();
    await screen.findByTestId('plan-card');
    fireEvent.click(buttonIn(document.body, 'Cancel subscription'));
    const confirm = await dialogTitled('Cancel the subscription?');
    expect(within(confirm).getByText(/takes effect from the next month/)).toBeTruthy();
    fireEvent.click(buttonIn(confirm, 'Cancel subscription'));
    expect(
      await screen.findByText(/The subscription was cancelled: the plan stays until/),
    ).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/billing/teams/${TEAM_ID}/subscription/cancel`)).toHaveLength(
      1,
    );
    expect(buttonIn(document.body, 'Resume subscription')).toBeTruthy();
  });

  it('is read-only for a member who does not manage the team, and offers the refund of support', async () => {
    stub({
      [SUBSCRIPTION]: () =>
        json(
          makePlusSubscription({
            canManage: false,
            supportUntil: '2099-01-01T00:00:00.000Z',
            payments: [makeOrder({ product: 'support', isRefundable: true })],
          }),
        ),
    });
    renderPage();
    expect(
      await screen.findByText('Only team admins can buy or change the plan of this team.'),
    ).toBeTruthy();
    for (const name of ['Upgrade or renew', 'Buy seats', 'Refund']) {
      expect(() => buttonIn(document.body, name)).toThrow();
    }
    expect(screen.getByText(/Active until/)).toBeTruthy();
  });

  it("a plain team member is not shown the team's payment history (issue 21)", async () => {
    stub({
      [SUBSCRIPTION]: () =>
        json(makePlusSubscription({ canManage: false, canViewPayments: false, payments: [] })),
    });
    renderPage();
    const history = await screen.findByTestId('payment-history');
    expect(
      within(history).getByText(
        "Only the team's admins see what the team paid. Your own purchases are under Order management.",
      ),
    ).toBeTruthy();
    // Not an empty history: no table, no "No payments yet", no link to the team's orders.
    expect(within(history).queryByRole('table')).toBeNull();
    expect(within(history).queryByText('No payments yet')).toBeNull();
    expect(within(history).queryByText('All orders')).toBeNull();
    // The plan itself stays in view.
    expect(within(screen.getByTestId('plan-card')).getByText('Plus')).toBeTruthy();
  });

  it('refunds annual support within the guarantee', async () => {
    const support = makeOrder({ product: 'support', isRefundable: true, amountFen: 299_900 });
    const api = stub({
      [SUBSCRIPTION]: () =>
        json(
          makePlusSubscription({ supportUntil: '2099-01-01T00:00:00.000Z', payments: [support] }),
        ),
      [`POST /api/v1/billing/orders/${ORDER_NO}/refund`]: () =>
        json({ ...support, status: 'refunded', isRefundable: false }),
    });
    renderPage();
    const card = await screen.findByTestId('support-card');
    fireEvent.click(buttonIn(card, 'Refund'));
    const confirm = await dialogTitled('Refund annual support?');
    expect(within(confirm).getByText(/CN¥2,999.00 is paid back/)).toBeTruthy();
    fireEvent.click(buttonIn(confirm, 'Refund'));
    expect(await screen.findByText('Refunded.')).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/billing/orders/${ORDER_NO}/refund`)).toHaveLength(1);
  });

  it('prices extra seats for the rest of the period, and a year of support', async () => {
    const api = stub({
      [SUBSCRIPTION]: () => json(makePlusSubscription()),
      'POST /api/v1/billing/quote': ({ body }) =>
        json(
          makeQuote({
            purchase: (body as { purchase: Purchase }).purchase,
            creditFen: 0,
            amountFen: 1_234,
          }),
        ),
    });
    renderPage();
    await screen.findByTestId('plan-card');
    fireEvent.click(buttonIn(screen.getByTestId('plan-card'), 'Buy seats'));
    const seats = await dialogTitled('Buy seats');
    expect(
      within(seats).getByText(/you pay only for the part of the period that is left/),
    ).toBeTruthy();
    fireEvent.change(within(seats).getByLabelText('Read-only seats'), { target: { value: '5' } });
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').at(-1)?.body).toEqual({
        purchase: {
          type: 'seats',
          teamId: TEAM_ID,
          extra: { readWrite: 1, readOnly: 5, project: 0 },
        },
      }),
    );
    expect(await within(seats).findByText('CN¥12.34')).toBeTruthy();
    fireEvent.click(buttonIn(seats, 'Cancel'));

    fireEvent.click(buttonIn(screen.getByTestId('support-card'), 'Buy a year of support'));
    const support = await dialogTitled('Annual support for Acme');
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/billing/quote').at(-1)?.body).toEqual({
        purchase: { type: 'support', teamId: TEAM_ID },
      }),
    );
    expect(within(support).getByText(/get your money back within 7 days/)).toBeTruthy();
  });

  it('refuses more seats than a subscription may hold before asking for a price', async () => {
    const api = stub({
      [SUBSCRIPTION]: () =>
        json(makePlusSubscription({ boughtSeats: { readWrite: 1, readOnly: 99_999, project: 0 } })),
      'POST /api/v1/billing/quote': ({ body }) => json(quoteFor(body)),
    });
    renderPage();
    await screen.findByTestId('plan-card');
    fireEvent.click(buttonIn(screen.getByTestId('plan-card'), 'Buy seats'));
    const seats = await dialogTitled('Buy seats');
    fireEvent.change(within(seats).getByLabelText('Read-write seats'), { target: { value: '0' } });
    fireEvent.change(within(seats).getByLabelText('Read-only seats'), { target: { value: '2' } });
    expect(
      await within(seats).findByText(
        'At most 1 more: a subscription holds up to 100,000 seats of each kind.',
      ),
    ).toBeTruthy();
    const quoted = api.callsTo('POST /api/v1/billing/quote').map((call) => call.body);
    expect(quoted).not.toContainEqual(
      expect.objectContaining({
        purchase: expect.objectContaining({ extra: expect.objectContaining({ readOnly: 2 }) }),
      }),
    );
  });
});
