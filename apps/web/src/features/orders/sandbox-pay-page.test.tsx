import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render-with-providers';
import { json, problem, stubApi } from '../../test/stub-api';
import { SandboxPayPage } from './sandbox-pay-page';
import { makeSandboxPayment, ORDER_NO } from './test-fixtures';
import { buttonIn } from './test-helpers';

const TOKEN = 'page-token';
const INFO = `GET /api/v1/payments/sandbox/${ORDER_NO}`;

function renderPage(path = `/pay/sandbox/${ORDER_NO}?token=${TOKEN}`) {
  return renderRoutes([{ path: '/pay/sandbox/:orderNo', element: <SandboxPayPage /> }], path);
}

describe('SandboxPayPage', () => {
  it('says it is a test page, shows the order, and pays it with the token', async () => {
    const api = stubApi({
      [INFO]: () => json(makeSandboxPayment()),
      [`POST /api/v1/payments/sandbox/${ORDER_NO}/pay`]: () =>
        json(makeSandboxPayment({ status: 'paid' })),
    });
    renderPage();
    expect(await screen.findByText('Test payment page')).toBeTruthy();
    expect(screen.getByText(/No real money moves/)).toBeTruthy();
    expect(screen.getByText('Heron basic points package')).toBeTruthy();
    expect(api.callsTo(INFO)[0]?.query.get('token')).toBe(TOKEN);

    fireEvent.click(buttonIn(document.body, 'Pay CN¥29.00 (test)'));
    expect(await screen.findByText('The test payment went through.')).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/payments/sandbox/${ORDER_NO}/pay`)[0]?.body).toEqual({
      token: TOKEN,
    });
    expect(screen.getByRole('link', { name: 'View the order result' }).getAttribute('href')).toBe(
      `/order-success?orderNo=${ORDER_NO}`,
    );
  });

  it('cancels the payment', async () => {
    const api = stubApi({
      [INFO]: () => json(makeSandboxPayment()),
      [`POST /api/v1/payments/sandbox/${ORDER_NO}/close`]: () =>
        json(makeSandboxPayment({ status: 'cancelled' })),
    });
    renderPage();
    await screen.findByText('Heron basic points package');
    fireEvent.click(buttonIn(document.body, 'Cancel payment'));
    expect(await screen.findByText('This order can no longer be paid.')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/payments/sandbox/${ORDER_NO}/close`)).toHaveLength(1);
  });

  it('says so when the order can no longer be paid', async () => {
    stubApi({
      [INFO]: () => json(makeSandboxPayment()),
      [`POST /api/v1/payments/sandbox/${ORDER_NO}/pay`]: () => problem('ORDER_NOT_PAYABLE'),
    });
    renderPage();
    await screen.findByText('Heron basic points package');
    fireEvent.click(buttonIn(document.body, 'Pay CN¥29.00 (test)'));
    expect(
      await screen.findByText(
        'This order can no longer be paid: it has expired, was cancelled, or is already paid.',
      ),
    ).toBeTruthy();
  });

  it('asks for the QR code again without a token', async () => {
    stubApi({});
    renderPage(`/pay/sandbox/${ORDER_NO}`);
    expect(
      await screen.findByText('This link has no payment token. Scan the QR code again.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Test payment page')).toBeTruthy());
  });
});
