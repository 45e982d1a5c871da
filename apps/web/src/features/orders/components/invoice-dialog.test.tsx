import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/render-with-providers';
import { fieldErrors, fillIn } from '../../../test/form-helpers';
import { json, problem, stubApi } from '../../../test/stub-api';
import { makeInvoice, makeOrder, ORDER_NO } from '../test-fixtures';
import { buttonIn, dialogTitled } from '../test-helpers';
import { InvoiceDialog } from './invoice-dialog';

const APPLY = `POST /api/v1/billing/orders/${ORDER_NO}/invoice`;
const VALID = '91350100M000100Y43';

async function renderDialog() {
  renderPage(<InvoiceDialog order={makeOrder()} onClose={() => {}} />);
  return dialogTitled('Apply for an invoice');
}

async function submit(dialog: HTMLElement) {
  fireEvent.click(buttonIn(dialog, 'Apply'));
}

describe('InvoiceDialog', () => {
  it('requires every field and shows the amount of the order', async () => {
    const api = stubApi({ [APPLY]: () => json(makeInvoice(), 201) });
    const dialog = await renderDialog();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('CN¥397.80');
    await submit(dialog);
    for (const label of [
      'Invoice title',
      'Tax identification number',
      'Recipient name',
      'Address',
      'Phone',
    ]) {
      await waitFor(() => expect(fieldErrors(label)).toEqual(['This field is required']));
    }
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it.each([
    ['9135010', 'it must be 18 characters long'],
    [
      '91350100M000100YI3',
      'it may hold only digits and the capital letters A–Y except I, O, S, V and Z',
    ],
    ['9135A100M000100Y43', 'characters 3 to 8 must be the six-digit region code'],
    ['91350100M000100Y44', 'the last character (the check character) does not match the others'],
  ])('says why %s is not a unified social credit code', async (code, reason) => {
    const api = stubApi({ [APPLY]: () => json(makeInvoice(), 201) });
    const dialog = await renderDialog();
    fillIn('Tax identification number', code);
    await submit(dialog);
    await waitFor(() =>
      expect(fieldErrors('Tax identification number')).toEqual([
        `Not a valid unified social credit code: ${reason}`,
      ]),
    );
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('sends a complete application, the tax number in capitals', async () => {
    const api = stubApi({ [APPLY]: () => json(makeInvoice(), 201) });
    const dialog = await renderDialog();
    fireEvent.click(screen.getByLabelText('Special VAT invoice'));
    fillIn('Invoice title', ' Acme Ltd ');
    fillIn('Tax identification number', VALID.toLowerCase());
    fillIn('Recipient name', 'Ada Lovelace');
    fillIn('Address', '1 Harbour Road, Xiamen');
    fillIn('Phone', '0592-1234567');
    await submit(dialog);
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    expect(api.callsTo(APPLY)[0]?.body).toEqual({
      type: 'special',
      title: 'Acme Ltd',
      taxNumber: VALID,
      recipientName: 'Ada Lovelace',
      address: '1 Harbour Road, Xiamen',
      phone: '0592-1234567',
    });
    expect(await screen.findByText('Invoice applied for. It is pending issue.')).toBeTruthy();
  });

  it('shows a refusal of the server above the form', async () => {
    stubApi({ [APPLY]: () => problem('INVOICE_NOT_ALLOWED') });
    const dialog = await renderDialog();
    fillIn('Invoice title', 'Acme Ltd');
    fillIn('Tax identification number', VALID);
    fillIn('Recipient name', 'Ada Lovelace');
    fillIn('Address', '1 Harbour Road');
    fillIn('Phone', '0592-1234567');
    await submit(dialog);
    expect(
      await screen.findByText(
        'An invoice cannot be applied for on this order (it is not paid, was refunded, or already has one).',
      ),
    ).toBeTruthy();
  });
});
