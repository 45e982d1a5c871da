import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers';
import { json, problem, stubApi } from '../../test/stub-api';
import { OrderCancelPage } from './order-cancel-page';
import { OrderSuccessPage } from './order-success-page';
import { makeOrder, ORDER_NO, TEAM_ID } from './test-fixtures';
import { buttonIn } from './test-helpers';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderResult(path: string) {
  return renderRoutes(
    [
      { path: '/order-success', element: <OrderSuccessPage /> },
      { path: '/order-cancel', element: <OrderCancelPage /> },
      { path: '*', element: <Where /> },
    ],
    path,
  );
}

describe('the order result pages', () => {
  it('/order-success shows the order number and amount, with ways back to billing and orders', async () => {
    stubApi({ [`GET /api/v1/billing/orders/${ORDER_NO}`]: () => json(makeOrder()) });
    renderResult(`/order-success?orderNo=${ORDER_NO}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(await screen.findByText('CN¥397.80')).toBeTruthy();
    expect(screen.getByText(ORDER_NO)).toBeTruthy();
    expect(screen.getByText(/The order is paid/)).toBeTruthy();
    fireEvent.click(buttonIn(document.body, 'Back to billing'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/order/subscription?teamId=${TEAM_ID}`),
    );
  });

  it('/order-cancel says nothing was charged and leads to the orders', async () => {
    stubApi({
      [`GET /api/v1/billing/orders/${ORDER_NO}`]: () =>
        json(makeOrder({ status: 'cancelled', paidAt: null })),
    });
    renderResult(`/order-cancel?orderNo=${ORDER_NO}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(await screen.findByText(/Nothing was charged/)).toBeTruthy();
    fireEvent.click(buttonIn(document.body, 'View orders'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/order/order-manage?q=${ORDER_NO}`),
    );
  });

  it('asks a signed-out visitor to sign in, and copes with no order at all', async () => {
    stubApi({ [`GET /api/v1/billing/orders/${ORDER_NO}`]: () => problem('UNAUTHENTICATED') });
    const first = renderResult(`/order-success?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Sign in to see the order.')).toBeTruthy();
    first.unmount();
    renderResult('/order-success');
    expect(await screen.findByText('No order is named in the address.')).toBeTruthy();
  });
});
