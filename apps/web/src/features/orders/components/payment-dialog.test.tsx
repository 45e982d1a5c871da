import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import { makeOrder, makePayment, ORDER_NO } from '../test-fixtures';
import { buttonIn } from '../test-helpers';
import { PAYMENT_POLL_MS, PaymentDialog } from './payment-dialog';

const PENDING = makeOrder({
  status: 'pending',
  paidAt: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
});
const ORDER_ROUTE = `GET /api/v1/billing/orders/${ORDER_NO}`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderDialog() {
  return renderRoutes(
    [
      {
        path: '/order/subscription',
        element: <PaymentDialog payment={makePayment(PENDING)} onClose={() => {}} />,
      },
      { path: '*', element: <Where /> },
    ],
    '/order/subscription',
  );
}

describe('PaymentDialog', () => {
  it('shows the QR code, the amount and the time left, and waits for the payment', async () => {
    stubApi({ [ORDER_ROUTE]: () => json(PENDING) });
    renderDialog();
    const dialog = await screen.findByTestId('payment-dialog');
    expect(within(dialog).getByAltText('Payment QR code').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    );
    expect(within(dialog).getAllByText('CN¥397.80').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Waiting for payment…')).toBeTruthy();
    expect(within(dialog).getByText(/^The code expires in \d+:\d\d:\d\d$/)).toBeTruthy();
    expect(within(dialog).getByText(/Sandbox: no real money moves/)).toBeTruthy();
  });

  it('asks for the order every 2 s and goes to the success page once it is paid', async () => {
    let calls = 0;
    const api = stubApi({
      [ORDER_ROUTE]: () => {
        calls += 1;
        return json(
          calls < 2 ? PENDING : { ...PENDING, status: 'paid', paidAt: '2025-03-01T10:05:00.000Z' },
        );
      },
    });
    renderDialog();
    await screen.findByTestId('payment-dialog');
    expect(await screen.findByTestId('where', {}, { timeout: PAYMENT_POLL_MS * 3 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/order-success?orderNo=${ORDER_NO}`);
    expect(api.callsTo(ORDER_ROUTE).length).toBeGreaterThanOrEqual(2);
  });

  it('goes to the cancel page when the order expires while waiting', async () => {
    stubApi({ [ORDER_ROUTE]: () => json({ ...PENDING, status: 'expired' }) });
    renderDialog();
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/order-cancel?orderNo=${ORDER_NO}`,
    );
  });

  it('cancels the order on request', async () => {
    const api = stubApi({
      [ORDER_ROUTE]: () => json(PENDING),
      [`POST /api/v1/billing/orders/${ORDER_NO}/cancel`]: () =>
        json({ ...PENDING, status: 'cancelled' }),
    });
    renderDialog();
    const dialog = await screen.findByTestId('payment-dialog');
    fireEvent.click(buttonIn(dialog, 'Cancel order'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/order-cancel?orderNo=${ORDER_NO}`),
    );
    expect(api.callsTo(`POST /api/v1/billing/orders/${ORDER_NO}/cancel`)).toHaveLength(1);
  });
});
