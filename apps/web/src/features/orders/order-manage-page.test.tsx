import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../test/stub-api';
import { pageOf } from '../../test/project-fixtures';
import { OrderManagePage } from './order-manage-page';
import {
  BILLING_BASE,
  INVOICE_ID,
  makeInvoice,
  makeOrder,
  makePayment,
  ORDER_NO,
} from './test-fixtures';
import { buttonIn, dialogTitled, pick } from './test-helpers';

const ORDERS = 'GET /api/v1/billing/orders';
const ADMIN = 'GET /api/v1/admin/invoices';
const ABILITIES = 'GET /api/v1/instance/abilities';
const NOT_SUPER_ADMIN = { viewAllBilling: false, issueInvoices: false, setTeamPlans: false };
const SUPER_ADMIN = { viewAllBilling: true, issueInvoices: true, setTeamPlans: true };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function stub(routes: Record<string, StubHandler>) {
  return stubApi({
    ...BILLING_BASE,
    [ABILITIES]: () => json(NOT_SUPER_ADMIN),
    [ADMIN]: () => problem('PERMISSION_DENIED'),
    ...routes,
  });
}

function renderPage(path = '/order/order-manage') {
  return renderRoutes(
    [
      {
        path: '/order/order-manage',
        element: (
          <>
            <OrderManagePage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    path,
  );
}

/** The order list queries made, as plain objects. */
function orderQueries(api: ReturnType<typeof stub>) {
  return api.callsTo(ORDERS).map((request) => Object.fromEntries(request.query));
}

describe('OrderManagePage', () => {
  it('starts on page 1 of 10, and builds the query from the filters and the page', async () => {
    const api = stub({
      [ORDERS]: ({ query }) =>
        json(pageOf([makeOrder()], Number(query.get('page')), Number(query.get('pageSize')), 35)),
    });
    renderPage();
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    expect(orderQueries(api)[0]).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByText('Total: 35')).toBeTruthy();

    await pick('Status', 'Paid');
    await pick('Type', 'Team');
    await pick('Bought', 'Points package');
    await pick('Invoice status', 'Not applied');
    // The range picker takes typed days too, each end confirmed with Enter.
    for (const [end, day] of [
      ['From', '2025-03-01'],
      ['To', '2025-03-31'],
    ] as const) {
      const input = screen.getByPlaceholderText(end);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: day } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    const search = screen.getByLabelText('Search order number');
    fireEvent.change(search, { target: { value: ' HR2025 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() =>
      expect(orderQueries(api).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'paid',
        kind: 'team',
        product: 'points',
        invoiceStatus: 'none',
        from: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
        to: new Date(2025, 2, 31, 23, 59, 59, 999).toISOString(),
        q: 'HR2025',
      }),
    );
    // The filters live in the address.
    expect(screen.getByTestId('where').textContent).toContain('status=paid');

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(orderQueries(api).at(-1)).toMatchObject({ page: '3', status: 'paid' }),
    );
    expect(screen.getByTestId('where').textContent).toContain('page=3');

    // A new filter starts again at page 1.
    await pick('Status', 'Refunded');
    await waitFor(() =>
      expect(orderQueries(api).at(-1)).toMatchObject({ page: '1', status: 'refunded' }),
    );
  });

  it('reads the filters from the address', async () => {
    const api = stub({ [ORDERS]: () => json(pageOf([])) });
    renderPage('/order/order-manage?status=pending&kind=personal&page=2&pageSize=20&q=HR1&bogus=1');
    await waitFor(() =>
      expect(orderQueries(api)[0]).toEqual({
        page: '2',
        pageSize: '20',
        status: 'pending',
        kind: 'personal',
        q: 'HR1',
      }),
    );
  });

  it('shows the order details and offers what may be done to each order', async () => {
    stub({
      [ORDERS]: () =>
        json(
          pageOf([
            makeOrder(),
            makeOrder({
              orderNo: 'HR2',
              status: 'pending',
              paidAt: null,
              canInvoice: false,
              expiresAt: '2099-01-01T00:00:00.000Z',
            }),
            makeOrder({
              orderNo: 'HR3',
              product: 'support',
              isRefundable: true,
              canInvoice: false,
              invoiceStatus: 'issued',
            }),
          ]),
        ),
      'GET /api/v1/billing/orders/HR2/payment': () =>
        json(makePayment(makeOrder({ orderNo: 'HR2', status: 'pending', paidAt: null }))),
      'GET /api/v1/billing/orders/HR2': () =>
        json(
          makeOrder({
            orderNo: 'HR2',
            status: 'pending',
            paidAt: null,
            expiresAt: '2099-01-01T00:00:00.000Z',
          }),
        ),
    });
    renderPage();
    const paid = (await screen.findByText(ORDER_NO)).closest('tr')!;
    expect(buttonIn(paid, 'Apply for invoice')).toBeTruthy();
    expect(within(paid).getByText('Not applied')).toBeTruthy();
    const pending = screen.getByText('HR2').closest('tr')!;
    expect(buttonIn(pending, 'Pay')).toBeTruthy();
    expect(buttonIn(pending, 'Cancel')).toBeTruthy();
    expect(() => buttonIn(pending, 'Apply for invoice')).toThrow();
    const support = screen.getByText('HR3').closest('tr')!;
    expect(buttonIn(support, 'Refund')).toBeTruthy();
    expect(within(support).getByText('Issued')).toBeTruthy();

    // The details: what was bought and how the amount was made.
    fireEvent.click(paid.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('× 1 · CN¥39.00 per month × 12 months')).toBeTruthy();

    // A pending order shows its QR code again.
    fireEvent.click(buttonIn(pending, 'Pay'));
    const dialog = await dialogTitled('Scan to pay');
    expect(within(dialog).getByAltText('Payment QR code')).toBeTruthy();
  });

  it('lists the invoice applications with their status', async () => {
    const api = stub({
      [ORDERS]: () => json(pageOf([])),
      'GET /api/v1/billing/invoices': () =>
        json(
          pageOf([
            makeInvoice(),
            makeInvoice({
              id: 'x',
              orderNo: 'HR9',
              status: 'issued',
              issuedAt: '2025-03-05T09:00:00.000Z',
            }),
          ]),
        ),
    });
    renderPage('/order/order-manage?tab=invoices');
    expect(await screen.findByText('HR9')).toBeTruthy();
    expect(screen.getByText('Pending issue', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('Issued', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getAllByText('91350100M000100Y43')).toHaveLength(2);
    expect(api.callsTo('GET /api/v1/billing/invoices')[0]?.query.get('page')).toBe('1');
    // Not a super admin: no tab to issue invoices.
    expect(screen.queryByText(/^Issue invoices/)).toBeNull();
  });

  it('asks no admin data for a person who is not a super admin (issue 21)', async () => {
    const api = stub({ [ORDERS]: () => json(pageOf([makeOrder()])) });
    renderPage('/order/order-manage?tab=issue');
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    expect(api.callsTo(ABILITIES)).toHaveLength(1);
    // The address asked for the issue tab: it is not theirs, so the orders show instead.
    expect(screen.queryByText(/^Issue invoices/)).toBeNull();
    fireEvent.click(screen.getByText('Invoice records'));
    await waitFor(() => expect(api.callsTo('GET /api/v1/billing/invoices')).toHaveLength(1));
    expect(api.callsTo(ADMIN)).toHaveLength(0);
  });

  it('lets a super admin issue pending invoices', async () => {
    let issued = false;
    const api = stub({
      [ABILITIES]: () => json(SUPER_ADMIN),
      [ORDERS]: () => json(pageOf([])),
      [ADMIN]: () => json(pageOf(issued ? [] : [makeInvoice({ applicantName: 'Bob Buyer' })])),
      [`POST /api/v1/admin/invoices/${INVOICE_ID}/issue`]: () => {
        issued = true;
        return json(makeInvoice({ status: 'issued', issuedAt: '2025-03-05T09:00:00.000Z' }));
      },
    });
    renderPage();
    fireEvent.click(await screen.findByText('Issue invoices (1)'));
    const row = (await screen.findByText('Bob Buyer')).closest('tr')!;
    fireEvent.click(buttonIn(row, 'Issue'));
    expect(await screen.findByText(`The invoice of order ${ORDER_NO} is issued.`)).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/admin/invoices/${INVOICE_ID}/issue`)).toHaveLength(1);
    expect(await screen.findByText('No invoice is waiting to be issued')).toBeTruthy();
    expect(api.callsTo(ADMIN)[0]?.query.get('status')).toBe('pending');
  });
});
