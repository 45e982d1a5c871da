import { expect, type APIRequestContext } from '@playwright/test';

/** Quotes `purchase` and places it with the sandbox provider; the order waits for payment. */
export async function placeThroughApi(
  request: APIRequestContext,
  purchase: Record<string, unknown>,
): Promise<{ orderNo: string; qrContent: string }> {
  const quoted = await request.post('/api/v1/billing/quote', { data: { purchase } });
  expect(quoted.status()).toBe(200);
  const { amountFen } = (await quoted.json()) as { amountFen: number };
  const placed = await request.post('/api/v1/billing/orders', {
    data: { purchase, provider: 'sandbox', expectedAmountFen: amountFen },
  });
  expect(placed.status()).toBe(201);
  const { order, qrContent } = (await placed.json()) as {
    order: { orderNo: string };
    qrContent: string;
  };
  return { orderNo: order.orderNo, qrContent };
}

/**
 * Buys `purchase` through the API and pays it as the sandbox provider: the quickest way to a team
 * on a paid plan, for journeys about what comes after buying. The sandbox's token is in the
 * address its QR code encodes.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  purchase: Record<string, unknown>,
): Promise<string> {
  const { orderNo, qrContent } = await placeThroughApi(request, purchase);
  const token = new URL(qrContent).searchParams.get('token');
  const paid = await request.post(`/api/v1/payments/sandbox/${orderNo}/pay`, { data: { token } });
  expect(paid.status()).toBe(200);
  return orderNo;
}
