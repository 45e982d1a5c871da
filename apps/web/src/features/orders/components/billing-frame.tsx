import type { ReactNode } from 'react';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { BILLING_SCREENS, billingPath, type BillingScreen } from '../lib/billing-paths';

const HEADER_ROW = { justify: 'space-between', align: 'center', gap: 16, wrap: 'wrap' } as const;

const SCREEN_TITLE = {
  subscription: 'screens.subscription',
  'order-manage': 'screens.orderManage',
  points: 'screens.points',
} as const satisfies Record<BillingScreen, `screens.${string}`>;

export interface BillingFrameProps {
  screen: BillingScreen;
  /** Carried to the other screens' tabs, so the team chosen stays chosen. */
  teamId?: string | undefined;
  /** Beside the title: the team picker. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the three `/order/*` screens (spec §2): the screen's title, the team picker, and
 * tabs to go between the subscription, the orders and the points.
 */
export function BillingFrame({ screen, teamId, extra, children }: BillingFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Flex {...HEADER_ROW}>
        <PageTitle>{t(SCREEN_TITLE[screen])}</PageTitle>
        {extra}
      </Flex>
      <Tabs
        activeKey={screen}
        onChange={(key) => void navigate(billingPath(key as BillingScreen, teamId))}
        items={BILLING_SCREENS.map((key) => ({ key, label: t(SCREEN_TITLE[key]) }))}
      />
      {children}
    </Flex>
  );
}
