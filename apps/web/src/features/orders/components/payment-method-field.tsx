import { Radio, Skeleton } from 'antd';
import type { PaymentProviderId } from '@heron/contract';
import { useTranslation } from 'react-i18next';

export interface PaymentMethodFieldProps {
  providers: PaymentProviderId[] | undefined;
  value: PaymentProviderId | undefined;
  onChange: (provider: PaymentProviderId) => void;
}

/** Scan-to-pay with Alipay or WeChat Pay (spec §9), or the sandbox where neither is set up. */
export function PaymentMethodField({ providers, value, onChange }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  if (!providers) return <Skeleton.Input active />;
  return (
    <Radio.Group
      aria-label={t('billing.checkout.method')}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentProviderId)}
      options={providers.map((provider) => ({
        value: provider,
        label: t(`billing.providers.${provider}`),
      }))}
    />
  );
}
