import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.js';
import { buyThroughApi } from './support/billing.js';
import { createItemThroughApi } from './support/design.js';
import { clickUntilShown } from './support/dialogs.js';
import { FAKE_MODEL_POINTS_PER_CALL } from './support/fake-model.js';
import { BILLING_OPERATOR_EMAIL, SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');
const zh = translator('zh-CN');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(300_000);

/** A unified social credit code whose check character is right, and one whose is not. */
const TAX_NUMBER = '91350100M000100Y43';
const WRONG_TAX_NUMBER = '91350100M000100Y44';
// Screenshots of the journey for a person to look at (outside the output folder Playwright empties).
const SHOTS = path.resolve(import.meta.dirname, '../test-results/e2e-billing');

async function signUpNamed(request: APIRequestContext, name: string, email?: string) {
  await signUpThroughApi(request, email);
  const renamed = await request.patch('/api/v1/account/profile', { data: { name } });
  expect(renamed.status()).toBe(200);
}

/** The order number a result page names in its address. */
function orderNoOf(page: Page): string {
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  if (!orderNo) throw new Error(`no order number in ${page.url()}`);
  return orderNo;
}

/**
 * Pays the order of the open payment dialog as a tester on a desktop does: opens the sandbox
 * page from the dialog, checks it says it is a test, and pays there. The first tab, still
 * waiting, goes to the success page by itself.
 */
async function payInSandbox(page: Page, t: typeof en, amount: string) {
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog.getByRole('img', { name: t('billing.payment.qrAlt') })).toBeVisible();
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByTestId('payment-sandbox-link').click(),
  ]);
  // The new tab shares the language chosen in the first.
  await expect(sandbox.getByText(t('billing.sandbox.banner'), { exact: true })).toBeVisible();
  await sandbox.getByRole('button', { name: t('billing.sandbox.pay', { amount }) }).click();
  await expect(sandbox.getByText(t('billing.sandbox.paid'))).toBeVisible();
  await sandbox.close();
  await expect(page).toHaveURL((url) => url.pathname === '/order-success');
}

/** The English text of `key` up to where `placeholder` goes (for texts that end in a date). */
function textBefore(key: string, placeholder: string) {
  return en(key, { [placeholder]: '\u0000' }).split('\u0000')[0]!;
}

/** The table row that shows `text`. */
function rowWith(scope: Page | Locator, text: string) {
  return scope.getByRole('row').filter({ hasText: text });
}

test('a team admin buys Plus and a points package with the sandbox, applies for an invoice, and a super admin issues it', async ({
  page,
  browser,
}) => {
  // Seed through the API: Ada, signed in, with a team of her own on Starter.
  await signUpNamed(page.context().request, 'Ada Buyer');
  const teamName = `Billing crew ${Date.now().toString(36)}`;
  const created = await page.context().request.post('/api/v1/teams', { data: { name: teamName } });
  expect(created.status()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;

  // 1. The team's subscription: Starter, and the plans with their prices.
  await page.goto(`/order/subscription?teamId=${teamId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: en('screens.subscription') }),
  ).toBeVisible();
  const planCard = page.getByTestId('plan-card');
  await expect(planCard).toContainText(en('billing.plans.starter'));
  await expect(page.getByText(`${en('billing.plan.forTeam', { name: teamName })}`)).toBeVisible();

  // 2. Buy Plus: one read-write seat for 12 months; the server's quote before paying.
  const buy = page.getByRole('dialog', { name: en('billing.buy.title') });
  await clickUntilShown(planCard.getByRole('button', { name: en('billing.plan.buy') }), buy);
  await expect(buy.getByTestId('quote-total')).toHaveText('CN¥397.80');
  await expect(buy.getByText(en('billing.quote.discount', { percent: '15' }))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1-buy-plan.png`, fullPage: true });
  await buy
    .getByRole('button', { name: en('billing.checkout.payAmount', { amount: 'CN¥397.80' }) })
    .click();
  await expect(page.getByTestId('payment-dialog')).toContainText(en('billing.payment.waiting'));
  await page.screenshot({ path: `${SHOTS}/2-payment-dialog.png` });
  await payInSandbox(page, en, 'CN¥397.80');

  // 3. The success page names the order and its amount, and leads back to billing.
  await expect(
    page.getByRole('heading', { level: 1, name: en('screens.orderSuccess') }),
  ).toBeVisible();
  await expect(page.getByText('CN¥397.80')).toBeVisible();
  const planOrderNo = orderNoOf(page);
  await page.screenshot({ path: `${SHOTS}/3-order-success.png` });
  await page.getByRole('button', { name: en('billing.result.toBilling') }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('teamId') === teamId);
  await expect(planCard).toContainText(en('billing.plans.plus'));
  // One read-write seat bought and in use; Plus includes 10 read-only seats and 20 projects.
  await expect(planCard).toContainText('1 / 1');
  await expect(planCard).toContainText('0 / 10');
  await expect(planCard).toContainText('0 / 20');
  await expect(planCard).toContainText(en('billing.plan.autoRenewOn'));
  await expect(rowWith(page, planOrderNo)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/4-subscription.png`, fullPage: true });

  // 4. In Chinese: a basic points package for Ada herself.
  await page.goto(`/order/points?teamId=${teamId}&lang=zh-CN`);
  await expect(page.getByRole('heading', { level: 1, name: zh('screens.points') })).toBeVisible();
  // Plus granted the team its first month's points.
  await expect(page.getByText(zh('billing.points.teamTitle', { name: teamName }))).toBeVisible();
  const points = page.getByRole('dialog', { name: zh('billing.points.buyTitle') });
  await clickUntilShown(page.getByRole('button', { name: zh('billing.points.buy') }), points);
  await points.getByText(zh('billing.points.personalOwner')).click();
  await expect(points.getByTestId('quote-total')).toHaveText('¥29.00');
  await points
    .getByRole('button', { name: zh('billing.checkout.payAmount', { amount: '¥29.00' }) })
    .click();
  await payInSandbox(page, zh, '¥29.00');
  await expect(
    page.getByRole('heading', { level: 1, name: zh('screens.orderSuccess') }),
  ).toBeVisible();
  const pointsOrderNo = orderNoOf(page);

  // 5. The grant in the points details of Ada's personal points.
  await page.getByRole('button', { name: zh('billing.result.toPoints') }).click();
  await expect(page.getByRole('heading', { level: 1, name: zh('screens.points') })).toBeVisible();
  const grant = rowWith(page, pointsOrderNo);
  await expect(grant).toContainText('+1,000');
  await expect(grant).toContainText(zh('billing.points.sources.package'));
  await expect(page.getByTestId('points-balance').first()).toContainText('1,000');
  await page.screenshot({ path: `${SHOTS}/5-points.png`, fullPage: true });

  // 6. Both orders in order management; an invoice for the plan, a wrong tax number refused first.
  await page.goto('/order/order-manage');
  await expect(
    page.getByRole('heading', { level: 1, name: zh('screens.orderManage') }),
  ).toBeVisible();
  const planRow = rowWith(page, planOrderNo);
  await expect(planRow).toContainText(zh('billing.products.plan'));
  await expect(planRow).toContainText(zh('billing.orderStatus.paid'));
  await expect(rowWith(page, pointsOrderNo)).toContainText(zh('billing.products.points'));
  const invoice = page.getByRole('dialog', { name: zh('billing.invoice.title') });
  await clickUntilShown(
    planRow.getByRole('button', { name: zh('billing.orders.applyInvoice') }),
    invoice,
  );
  await invoice.getByLabel(zh('billing.invoice.invoiceTitle')).fill('厦门艾达科技有限公司');
  await invoice.getByLabel(zh('billing.invoice.taxNumber')).fill(WRONG_TAX_NUMBER);
  await invoice.getByLabel(zh('billing.invoice.recipientName')).fill('艾达');
  await invoice.getByLabel(zh('billing.invoice.address')).fill('福建省厦门市思明区海港路 1 号');
  await invoice.getByLabel(zh('billing.invoice.phone')).fill('0592-1234567');
  await invoice.getByRole('button', { name: zh('billing.invoice.submit') }).click();
  await expect(
    invoice.getByText(
      zh('billing.invoice.taxNumberProblem', {
        reason: zh('billing.invoice.taxProblems.checkCharacter'),
      }),
    ),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/6-invoice-refused.png` });
  await invoice.getByLabel(zh('billing.invoice.taxNumber')).fill(TAX_NUMBER);
  await invoice.getByRole('button', { name: zh('billing.invoice.submit') }).click();
  await expect(page.getByText(zh('billing.invoice.applied'))).toBeVisible();
  await expect(invoice).toBeHidden();
  await expect(planRow).toContainText(zh('billing.invoiceStatus.pending'));

  // The application record: pending issue.
  await page.getByRole('tab', { name: zh('billing.invoices.tab') }).click();
  const record = rowWith(page, planOrderNo);
  await expect(record).toContainText(TAX_NUMBER);
  await expect(record).toContainText(zh('billing.invoices.status.pending'));
  // Ada is not a super admin: nothing to issue.
  await expect(page.getByRole('tab', { name: /开具发票/ })).toHaveCount(0);

  // 7. The enterprise super admin issues it from the admin tab.
  const operatorContext = await browser.newContext({ storageState: SIGNED_OUT });
  await signUpNamed(operatorContext.request, 'Billing Operator', BILLING_OPERATOR_EMAIL);
  const operator = await operatorContext.newPage();
  await operator.goto('/order/order-manage?tab=issue');
  const pending = rowWith(operator, planOrderNo);
  await expect(pending).toContainText('Ada Buyer');
  await expect(pending).toContainText(TAX_NUMBER);
  await operator.screenshot({ path: `${SHOTS}/7-issue.png`, fullPage: true });
  await pending.getByRole('button', { name: en('billing.issue.action'), exact: true }).click();
  await expect(
    operator.getByText(en('billing.issue.issued', { orderNo: planOrderNo })),
  ).toBeVisible();
  await operatorContext.close();

  // Ada sees it issued.
  await page.reload();
  await expect(rowWith(page, planOrderNo)).toContainText(zh('billing.invoices.status.issued'));
});

test('a team admin buys seats, cancels and resumes the subscription, gets support refunded, and sees points spent', async ({
  page,
}) => {
  // Seed through the API: Bo's team on Plus (two read-write seats, one month) with a project.
  const request = page.context().request;
  await signUpNamed(request, 'Bo Admin');
  const teamName = `Seats crew ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/teams', { data: { name: teamName } });
  expect(created.status()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  const session = (await (await request.get('/api/v1/auth/session')).json()) as {
    user: { id: string };
  };
  const project = await request.post('/api/v1/projects', {
    data: { teamId, name: 'Annotated API', category: 'http', adminUserId: session.user.id },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  await buyThroughApi(request, {
    type: 'plan',
    teamId,
    plan: 'plus',
    seats: { readWrite: 2, readOnly: 0, project: 0 },
    cycleMonths: 1,
    autoRenew: true,
  });

  // 1. Two more read-only seats for the rest of the month, prorated by the server.
  await page.goto(`/order/subscription?teamId=${teamId}`);
  const planCard = page.getByTestId('plan-card');
  await expect(planCard).toContainText(en('billing.plans.plus'));
  await expect(planCard).toContainText('0 / 10');
  const seats = page.getByRole('dialog', { name: en('billing.seats.title') });
  await clickUntilShown(planCard.getByRole('button', { name: en('billing.plan.buySeats') }), seats);
  await seats.getByLabel(en('billing.seatKinds.readWrite')).fill('0');
  await seats.getByLabel(en('billing.seatKinds.readOnly')).fill('2');
  // Two read-only seats cost CN¥18.00 a month; what is left of this month costs at most that.
  const total = seats.getByTestId('quote-total');
  await expect(total).toHaveText(/^CN¥1\d\.\d\d$/);
  const amount = (await total.textContent())!;
  await seats.getByRole('button', { name: en('billing.checkout.payAmount', { amount }) }).click();
  await payInSandbox(page, en, amount);
  await page.getByRole('button', { name: en('billing.result.toBilling') }).click();
  await expect(planCard).toContainText('0 / 12');
  await expect(planCard).toContainText(
    en('billing.plan.boughtSeats', { readWrite: '2', readOnly: '2', project: '0' }),
  );

  // 2. Cancel the subscription: it stays until the end of the period and does not renew.
  await planCard.getByRole('button', { name: en('billing.plan.cancelAutoRenew') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: en('billing.plan.cancelTitle') });
  await confirm.getByRole('button', { name: en('billing.plan.cancelConfirm') }).click();
  await expect(page.getByText(en('billing.plan.cancelled'))).toBeVisible();
  await expect(planCard).toContainText(en('billing.plan.autoRenewOff'));
  await expect(planCard).toContainText(textBefore('billing.plan.endsOn', 'date'));
  await page.screenshot({ path: `${SHOTS}/8-cancelled.png`, fullPage: true });
  // … and resume it.
  await planCard.getByRole('button', { name: en('billing.plan.resume') }).click();
  await expect(page.getByText(en('billing.plan.resumed'))).toBeVisible();
  await expect(planCard).toContainText(en('billing.plan.autoRenewOn'));

  // 3. Support: the first payment is cancelled on the sandbox page, the second goes through.
  const supportCard = page.getByTestId('support-card');
  const support = page.getByRole('dialog', {
    name: en('billing.support.buyTitle', { name: teamName }),
  });
  const checkOutSupport = async () => {
    await clickUntilShown(
      supportCard.getByRole('button', { name: en('billing.support.buy') }),
      support,
    );
    await support
      .getByRole('button', { name: en('billing.checkout.payAmount', { amount: 'CN¥2,999.00' }) })
      .click();
  };
  await checkOutSupport();
  const dialog = page.getByTestId('payment-dialog');
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByTestId('payment-sandbox-link').click(),
  ]);
  await sandbox.getByRole('button', { name: en('billing.sandbox.cancel') }).click();
  await sandbox.close();
  await expect(page).toHaveURL((url) => url.pathname === '/order-cancel');
  await expect(page.getByText(en('billing.result.cancelled'))).toBeVisible();
  await page.getByRole('button', { name: en('billing.result.toBilling') }).click();
  await expect(supportCard).toContainText(en('billing.support.inactive'));
  await checkOutSupport();
  await payInSandbox(page, en, 'CN¥2,999.00');
  const supportOrderNo = orderNoOf(page);
  await page.getByRole('button', { name: en('billing.result.toBilling') }).click();
  await expect(supportCard).toContainText(textBefore('billing.support.activeUntil', 'date'));

  // 4. Within the 7-day guarantee, the refund: money back and the support ends now.
  await supportCard.getByRole('button', { name: en('billing.support.refund') }).click();
  const refund = page.getByRole('dialog').filter({ hasText: en('billing.support.refundTitle') });
  await refund.getByRole('button', { name: en('billing.support.refund') }).click();
  await expect(page.getByText(en('billing.support.refunded'))).toBeVisible();
  await expect(supportCard).toContainText(en('billing.support.inactive'));
  await expect(supportCard.getByRole('button', { name: en('billing.support.refund') })).toHaveCount(
    0,
  );
  await page.goto('/order/order-manage');
  await expect(rowWith(page, supportOrderNo)).toContainText(en('billing.orderStatus.refunded'));

  // 5. AI annotation of an endpoint spends 30 of the team's monthly points in the project (one
  //    call to the loopback model, 30,000 tokens); the points details show who spent what,
  //    where, and for what.
  await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: null,
    name: 'GET /pets',
    data: { method: 'get', path: '/pets' },
  });
  const annotation = await request.post(`/api/v1/projects/${projectId}/ai/annotations`, {
    data: { language: 'en', idempotencyKey: `billing-${Date.now()}` },
  });
  expect(annotation.status(), await annotation.text()).toBe(202);
  const runId = ((await annotation.json()) as { id: string }).id;
  await expect
    .poll(async () => {
      const run = await request.get(`/api/v1/projects/${projectId}/ai/runs/${runId}`);
      return ((await run.json()) as { status: string; chargedPoints: number }).chargedPoints;
    })
    .toBe(FAKE_MODEL_POINTS_PER_CALL);
  await page.goto(`/order/points?teamId=${teamId}`);
  const use = page
    .getByRole('row')
    .filter({ hasText: en('billing.points.functions.aiAnnotation') });
  await expect(use).toContainText('Annotated API');
  await expect(use).toContainText('Bo Admin');
  await expect(use).toContainText(
    en('billing.points.minus', { amount: String(FAKE_MODEL_POINTS_PER_CALL) }),
  );
  // Plus grants 100 points a month per read-write seat: 200, less the 30 spent.
  const teamBalance = page
    .getByTestId('points-balance')
    .filter({ hasText: en('billing.points.teamTitle', { name: teamName }) });
  await expect(teamBalance).toContainText('170');
  await expect(teamBalance).toContainText('30');
  await page.screenshot({ path: `${SHOTS}/9-points-spent.png`, fullPage: true });
});
