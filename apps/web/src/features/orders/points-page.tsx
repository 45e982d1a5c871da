import { useState } from 'react';
import { Button, Col, Flex, Row, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PAGINATION } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { FullLoading } from '../../components/full-loading';
import { usePointEntries, usePointsSummary } from './api/points';
import type { OrderPayment } from './api/place-order';
import { BillingFrame } from './components/billing-frame';
import { BuyPointsDialog } from './components/buy-points-dialog';
import { PaymentDialog } from './components/payment-dialog';
import { PointEntriesTable } from './components/point-entries-table';
import { PointsBalanceCard } from './components/points-balance-card';
import { TeamPicker } from './components/team-picker';
import { useBillingTeam } from './lib/use-billing-team';

const SCREEN = 'points';
const GUTTER: [number, number] = [16, 16];
const PRIMARY = 'primary';
const TOOLBAR = { gap: 12, wrap: 'wrap', align: 'center', justify: 'space-between' } as const;
const ENTRY_FILTERS = ['all', 'grant', 'consumption'] as const;
type EntryFilter = (typeof ENTRY_FILTERS)[number];
type Owner = 'personal' | 'team';

/**
 * `/order/points` (spec §2 "points details and consumption", §3): personal points and the chosen
 * team's, each with what remains, all consumed and the next expiry; buying a package; and the
 * details of every grant and consumption, by owner and kind, a page at a time.
 */
export function PointsPage() {
  const { t } = useTranslation();
  const billingTeam = useBillingTeam();
  const teamId =
    billingTeam.team?.isPersonal || billingTeam.teamId === billingTeam.personalId
      ? undefined
      : billingTeam.teamId;
  const summary = usePointsSummary(teamId);
  const team = summary.data?.team ?? null;
  const [ownerChoice, setOwnerChoice] = useState<Owner>(() => (teamId ? 'team' : 'personal'));
  const owner: Owner = team ? ownerChoice : 'personal';
  const [entry, setEntry] = useState<EntryFilter>('all');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: PAGINATION.defaultPage,
    pageSize: PAGINATION.defaultPageSize,
  });
  const entries = usePointEntries(
    {
      owner,
      teamId: team?.teamId,
      entry: entry === 'all' ? undefined : entry,
      ...paging,
    },
    { enabled: summary.isSuccess },
  );
  const [isBuying, setIsBuying] = useState(false);
  const [payment, setPayment] = useState<OrderPayment>();
  const firstPage = () => setPaging((current) => ({ ...current, page: PAGINATION.defaultPage }));

  const ownerFor = (next: string): Owner => (next === billingTeam.personalId ? 'personal' : 'team');
  const ownerOptions = team
    ? [
        { value: 'personal' as const, label: t('billing.points.personalOwner') },
        { value: 'team' as const, label: t('billing.points.teamOwner', { name: team.teamName }) },
      ]
    : [];

  const picker = (
    <TeamPicker
      value={billingTeam.teamId}
      choices={billingTeam.choices}
      loading={billingTeam.isLoading}
      onChange={(next) => {
        billingTeam.setTeamId(next);
        setOwnerChoice(ownerFor(next));
        firstPage();
      }}
    />
  );

  return (
    <BillingFrame screen={SCREEN} teamId={teamId} extra={picker}>
      <ErrorAlert error={billingTeam.error ?? summary.error ?? undefined} />
      {!summary.data && !summary.isError && <FullLoading />}
      {summary.data && (
        <Flex vertical gap={16}>
          <Row gutter={GUTTER}>
            <Col xs={24} lg={team ? 12 : 24}>
              <PointsBalanceCard
                title={t('billing.points.personalTitle')}
                balance={summary.data.personal}
              />
            </Col>
            {team && (
              <Col xs={24} lg={12}>
                <PointsBalanceCard
                  title={t('billing.points.teamTitle', { name: team.teamName })}
                  balance={team}
                />
              </Col>
            )}
          </Row>
          <Flex {...TOOLBAR}>
            <Flex gap={12} wrap>
              {team && (
                <Segmented<Owner>
                  aria-label={t('billing.points.ownerFilter')}
                  value={owner}
                  onChange={(next) => {
                    setOwnerChoice(next);
                    firstPage();
                  }}
                  options={ownerOptions}
                />
              )}
              <Segmented<EntryFilter>
                aria-label={t('billing.points.entryFilter')}
                value={entry}
                onChange={(next) => {
                  setEntry(next);
                  firstPage();
                }}
                options={ENTRY_FILTERS.map((value) => ({
                  value,
                  label: t(`billing.points.filters.${value}`),
                }))}
              />
            </Flex>
            <Button type={PRIMARY} icon={<PlusOutlined />} onClick={() => setIsBuying(true)}>
              {t('billing.points.buy')}
            </Button>
          </Flex>
          <ErrorAlert error={entries.error ?? undefined} />
          <PointEntriesTable
            data={entries.data}
            {...paging}
            isLoading={entries.isFetching}
            onPageChange={(page, pageSize) =>
              setPaging((current) => ({
                page: pageSize === current.pageSize ? page : PAGINATION.defaultPage,
                pageSize,
              }))
            }
          />
        </Flex>
      )}
      <BuyPointsDialog
        open={isBuying}
        teams={billingTeam.choices.filter((choice) => !choice.isPersonal && choice.isAdmin)}
        defaultTeamId={teamId}
        onClose={() => setIsBuying(false)}
        onPlaced={(next) => {
          setIsBuying(false);
          setPayment(next);
        }}
      />
      <PaymentDialog payment={payment} onClose={() => setPayment(undefined)} />
    </BillingFrame>
  );
}
