import { App, Button, Flex, Form, Input, Modal, Radio, type FormRule } from 'antd';
import { applyInvoiceBody, invoiceTypeSchema, taxNumberProblem, type Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useApplyInvoice } from '../api/apply-invoice';
import { useBillingFormat } from '../lib/format';

const FORM_PROPS = { layout: 'vertical', requiredMark: true, noValidate: true } as const;
const FIELD = {
  type: 'type',
  title: 'title',
  taxNumber: 'taxNumber',
  recipientName: 'recipientName',
  address: 'address',
  phone: 'phone',
} as const;
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const END = 'end';
const TAX_NUMBER_LENGTH = 18;
const ADDRESS_ROWS = 2;
const AMOUNT_ID = 'invoice-amount';
const NO_AUTOCOMPLETE = 'off';
const INITIAL_VALUES = {
  type: 'general',
  title: '',
  taxNumber: '',
  recipientName: '',
  address: '',
  phone: '',
} as const;

type InvoiceValues = Partial<Record<(typeof FIELD)[keyof typeof FIELD], string>>;

export interface InvoiceDialogProps {
  /** The paid order to invoice; the dialog is open while it is set. */
  order: Order | undefined;
  onClose: () => void;
}

/**
 * Applying for an invoice on a paid order (spec §3, §5): general or special VAT, the title, the
 * tax identification number (a unified social credit code, checked here with the same function
 * the server uses, so the reason shows before sending), the amount, and where to send it. Every
 * field is required.
 */
export function InvoiceDialog({ order, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={order !== undefined}
      title={t('billing.invoice.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {order && <InvoiceForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function InvoiceForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useBillingFormat();
  const { form, rule, error, submitWith } = useContractForm(applyInvoiceBody);
  const apply = useApplyInvoice();

  // Says which part of the code is wrong: its length, a character, the region or the check.
  const taxNumberRule: FormRule = () => ({
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') throw new Error(t('validation.required'));
      const problem = taxNumberProblem(text);
      if (problem) {
        throw new Error(
          t('billing.invoice.taxNumberProblem', {
            reason: t(`billing.invoice.taxProblems.${problem}`),
          }),
        );
      }
    },
  });

  const submit = (values: InvoiceValues) =>
    submitWith(values, async (body) => {
      await apply.mutateAsync({ orderNo: order.orderNo, body });
      void message.success(t('billing.invoice.applied'));
      onClose();
    });

  return (
    <Form
      form={form}
      {...FORM_PROPS}
      initialValues={INITIAL_VALUES}
      onFinish={(values: InvoiceValues) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item label={t('billing.invoice.order')}>
        <Input value={order.orderNo} disabled />
      </Form.Item>
      <Form.Item label={t('billing.invoice.amount')} htmlFor={AMOUNT_ID}>
        <Input id={AMOUNT_ID} value={format.money(order.amountFen, order.currency)} disabled />
      </Form.Item>
      <Form.Item name={FIELD.type} label={t('billing.invoice.type')} rules={[rule(FIELD.type)]}>
        <Radio.Group
          aria-label={t('billing.invoice.type')}
          options={invoiceTypeSchema.options.map((value) => ({
            value,
            label: t(`billing.invoiceTypes.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.title}
        label={t('billing.invoice.invoiceTitle')}
        rules={[rule(FIELD.title)]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name={FIELD.taxNumber}
        label={t('billing.invoice.taxNumber')}
        extra={t('billing.invoice.taxNumberHint')}
        rules={[taxNumberRule]}
      >
        <Input maxLength={TAX_NUMBER_LENGTH + 2} autoComplete={NO_AUTOCOMPLETE} />
      </Form.Item>
      <Form.Item
        name={FIELD.recipientName}
        label={t('billing.invoice.recipientName')}
        rules={[rule(FIELD.recipientName)]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name={FIELD.address}
        label={t('billing.invoice.address')}
        rules={[rule(FIELD.address)]}
      >
        <Input.TextArea rows={ADDRESS_ROWS} maxLength={200} />
      </Form.Item>
      <Form.Item name={FIELD.phone} label={t('billing.invoice.phone')} rules={[rule(FIELD.phone)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('billing.common.cancel')}</Button>
        <Button type={PRIMARY} htmlType={SUBMIT} loading={apply.isPending}>
          {t('billing.invoice.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
