import { useState } from 'react';
import { Flex, Form, Modal, Radio, Typography } from 'antd';
import {
  POINT_PACKAGES,
  POINT_PACKAGE_IDS,
  type PointPackageId,
  type Purchase,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '../api/place-order';
import { useBillingFormat } from '../lib/format';
import type { BillingTeam } from '../lib/use-billing-team';
import { PurchaseCheckout } from './purchase-checkout';

const PERSONAL = 'personal';
const VERTICAL_FORM = 'vertical';
const SECONDARY = 'secondary';
const DIALOG_WIDTH = 560;

export interface BuyPointsDialogProps {
  open: boolean;
  /** Teams the points may be bought for: those the caller manages. */
  teams: BillingTeam[];
  /** The owner chosen first: a team's id, or undefined for personal points. */
  defaultTeamId: string | undefined;
  onClose: () => void;
  onPlaced: (payment: OrderPayment) => void;
}

/**
 * A one-time points package (spec §9: basic, advanced, supreme; never expiring), for one's own
 * personal points or for a team one manages.
 */
export function BuyPointsDialog({ open, onClose, ...props }: BuyPointsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('billing.points.buyTitle')}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      destroyOnHidden
    >
      <BuyPointsForm onClose={onClose} {...props} />
    </Modal>
  );
}

function BuyPointsForm({
  teams,
  defaultTeamId,
  onClose,
  onPlaced,
}: Omit<BuyPointsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [pack, setPack] = useState<PointPackageId>('basic');
  // The team on screen when the caller manages it, else their own points.
  const [owner, setOwner] = useState<string>(() =>
    teams.some((team) => team.id === defaultTeamId) ? defaultTeamId! : PERSONAL,
  );
  const ownerIsTeam = teams.some((team) => team.id === owner);
  const purchase: Purchase = { type: 'points', package: pack, teamId: ownerIsTeam ? owner : null };

  return (
    <>
      <Form layout={VERTICAL_FORM}>
        <Form.Item label={t('billing.points.package')}>
          <Radio.Group
            aria-label={t('billing.points.package')}
            value={pack}
            onChange={(event) => setPack(event.target.value as PointPackageId)}
          >
            <Flex vertical gap={8}>
              {POINT_PACKAGE_IDS.map((id) => (
                <Radio key={id} value={id}>
                  {t('billing.points.packageOption', {
                    name: t(`billing.packages.${id}`),
                    points: format.number(POINT_PACKAGES[id].points),
                    price: format.money(POINT_PACKAGES[id].priceFen),
                  })}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('billing.points.owner')}>
          <Radio.Group
            aria-label={t('billing.points.owner')}
            value={owner}
            onChange={(event) => setOwner(String(event.target.value))}
          >
            <Flex vertical gap={8}>
              <Radio value={PERSONAL}>{t('billing.points.personalOwner')}</Radio>
              {teams.map((team) => (
                <Radio key={team.id} value={team.id}>
                  {t('billing.points.teamOwner', { name: team.name })}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Typography.Paragraph type={SECONDARY}>
          {t('billing.points.packageNote')}
        </Typography.Paragraph>
      </Form>
      <PurchaseCheckout purchase={purchase} onPlaced={onPlaced} onCancel={onClose} />
    </>
  );
}
