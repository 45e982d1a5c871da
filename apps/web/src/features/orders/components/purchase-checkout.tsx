import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { PaymentProviderId, Purchase } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { usePlaceOrder, type OrderPayment } from '../api/place-order';
import { useProviders } from '../api/list-providers';
import { useQuote } from '../api/quote-purchase';
import { useBillingFormat } from '../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PaymentMethodField } from './payment-method-field';
import { QuoteSummary } from './quote-summary';

const PRIMARY = 'primary';
const END = 'end';
const SECONDARY = 'secondary';
const QUOTE_DELAY_MS = 250;

export interface PurchaseCheckoutProps {
  /** What is to be bought; undefined while the form above is not complete or not valid. */
  purchase: Purchase | undefined;
  onPlaced: (payment: OrderPayment) => void;
  onCancel: () => void;
}

/**
 * The bottom of every buy dialog: the server's quote of the purchase, the payment method and
 * "Pay". The order is placed with the amount shown, so the server refuses it (PRICE_CHANGED)
 * rather than charge anything else; the quote is then asked again.
 */
export function PurchaseCheckout({ purchase, onPlaced, onCancel }: PurchaseCheckoutProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const settled = useDebouncedValue(purchase, QUOTE_DELAY_MS);
  const isSettling = JSON.stringify(settled) !== JSON.stringify(purchase);
  const quote = useQuote(settled);
  const providers = useProviders();
  const [picked, setPicked] = useState<PaymentProviderId>();
  const provider = picked ?? providers.data?.providers[0];
  const place = usePlaceOrder();

  const isCurrent =
    purchase !== undefined &&
    !isSettling &&
    quote.isSuccess &&
    !quote.isPlaceholderData &&
    !quote.isFetching;
  const canPay = isCurrent && provider !== undefined && !place.isPending;

  const pay = async () => {
    if (!canPay || !purchase || !quote.data || !provider) return;
    try {
      const payment = await place.mutateAsync({
        purchase,
        provider,
        expectedAmountFen: quote.data.amountFen,
      });
      onPlaced(payment);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'PRICE_CHANGED') await quote.refetch();
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('billing.quote.title')}
      </Typography.Title>
      {purchase === undefined ? (
        <Typography.Text type={SECONDARY}>{t('billing.quote.incomplete')}</Typography.Text>
      ) : quote.isError ? null : (
        <QuoteSummary quote={quote.data} isUpdating={!isCurrent} />
      )}
      <ErrorAlert error={purchase === undefined ? undefined : (quote.error ?? undefined)} />
      <div>
        <Typography.Title level={5}>{t('billing.checkout.method')}</Typography.Title>
        <PaymentMethodField
          providers={providers.data?.providers}
          value={provider}
          onChange={setPicked}
        />
      </div>
      <ErrorAlert error={providers.error ?? place.error ?? undefined} />
      <Flex justify={END} gap={8}>
        <Button onClick={onCancel}>{t('billing.common.cancel')}</Button>
        <Button
          type={PRIMARY}
          disabled={!canPay}
          loading={place.isPending}
          onClick={() => void pay()}
        >
          {quote.data && isCurrent
            ? t('billing.checkout.payAmount', { amount: format.money(quote.data.amountFen) })
            : t('billing.checkout.pay')}
        </Button>
      </Flex>
    </Flex>
  );
}
