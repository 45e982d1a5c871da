import { Alert, Button, Descriptions, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullLoading } from '../../components/full-loading';
import { PageTitle } from '../../components/page-title';
import { useSandboxAction, useSandboxPayment } from './api/sandbox-payment';
import { orderSuccessPath } from './lib/billing-paths';
import { useBillingFormat } from './lib/format';
import { OrderStatusTag } from './components/order-tags';

const WARNING = 'warning';
const SUCCESS = 'success';
const INFO = 'info';
const PRIMARY = 'primary';
const LARGE = 'large';
const ONE_COLUMN = 1;
const SMALL = 'small';
const BORDERED = true;
const PAGE = { vertical: true, gap: 16, style: { padding: 24 } } as const;
const BUTTONS = { gap: 12, justify: 'center', wrap: true } as const;

/**
 * `/pay/sandbox/:orderNo?token=…` (issue 8): the page the sandbox provider's QR code opens, so a
 * tester can pay or cancel an order without real money. Public: the token in the address is the
 * credential, so it opens on a phone that is not signed in. It says plainly it is a test page.
 */
export function SandboxPayPage() {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { orderNo = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const payment = useSandboxPayment(orderNo, token);
  const act = useSandboxAction(orderNo, token);
  const data = payment.data;
  const pay = () => act.mutate('pay');
  const close = () => act.mutate('close');

  const banner = (
    <Alert
      type={WARNING}
      showIcon
      title={t('billing.sandbox.banner')}
      description={t('billing.sandbox.bannerDetail')}
    />
  );

  if (!token) {
    return (
      <Flex {...PAGE}>
        <PageTitle>{t('billing.sandbox.title')}</PageTitle>
        {banner}
        <Alert type={WARNING} title={t('billing.sandbox.noToken')} />
      </Flex>
    );
  }
  if (payment.isPending) return <FullLoading />;

  if (data && data.status !== 'pending') {
    const isPaid = data.status === 'paid';
    return (
      <Flex {...PAGE}>
        {banner}
        <Result
          status={isPaid ? SUCCESS : INFO}
          title={<PageTitle>{t('billing.sandbox.title')}</PageTitle>}
          subTitle={t(isPaid ? 'billing.sandbox.paid' : 'billing.sandbox.notPayable')}
          extra={
            <Flex vertical gap={8} align={BUTTONS.justify}>
              <OrderStatusTag status={data.status} />
              <Typography.Text type={isPaid ? undefined : 'secondary'}>
                {t('billing.sandbox.backToApp')}
              </Typography.Text>
              {isPaid && (
                <Link to={orderSuccessPath(data.orderNo)}>{t('billing.sandbox.viewResult')}</Link>
              )}
            </Flex>
          }
        />
      </Flex>
    );
  }

  const factItems = !data
    ? []
    : [
        { key: 'subject', label: t('billing.sandbox.subject'), children: data.subject },
        {
          key: 'orderNo',
          label: t('billing.orders.columns.orderNo'),
          children: data.orderNo,
        },
        {
          key: 'amount',
          label: t('billing.orders.columns.amount'),
          children: (
            <Typography.Text strong style={{ fontSize: 20 }}>
              {format.money(data.amountFen)}
            </Typography.Text>
          ),
        },
        {
          key: 'expiresAt',
          label: t('billing.orders.columns.payBefore'),
          children: format.dateTime(data.expiresAt),
        },
      ];

  return (
    <Flex {...PAGE}>
      <PageTitle>{t('billing.sandbox.title')}</PageTitle>
      {banner}
      <ErrorAlert error={payment.error ?? act.error ?? undefined} />
      {data && (
        <>
          <Descriptions size={SMALL} bordered={BORDERED} column={ONE_COLUMN} items={factItems} />
          <Flex {...BUTTONS}>
            <Button
              type={PRIMARY}
              size={LARGE}
              loading={act.isPending && act.variables === 'pay'}
              disabled={act.isPending}
              onClick={pay}
            >
              {t('billing.sandbox.pay', { amount: format.money(data.amountFen) })}
            </Button>
            <Button
              size={LARGE}
              danger
              loading={act.isPending && act.variables === 'close'}
              disabled={act.isPending}
              onClick={close}
            >
              {t('billing.sandbox.cancel')}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
