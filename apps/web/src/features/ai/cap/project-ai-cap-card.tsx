import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, InputNumber, Spin, Typography } from 'antd';
import { POINTS_CAP_MAX } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useProjectPointsCap, useSetProjectPointsCap } from '../api/points-cap';
import { AI_TEST_IDS } from '../test-ids';

const SMALL = 'small';
const SECONDARY = 'secondary';
const PRIMARY = 'primary';
const COLUMNS = 1;
const INPUT_WIDTH = 200;
const CENTER = 'center';
const SPENT = 'spent';
const LIMIT = 'limit';

export interface ProjectAiCapCardProps {
  projectId: string;
  /** A team admin: may set the limit (`can.capPoints`); others see it. */
  canEdit: boolean;
}

/**
 * A project's AI points (issue 24): what its AI uses spent this month and the monthly limit a
 * team admin sets on them. An AI action that would pass the limit is refused before any call to
 * the model; no limit means the points left are the only bound.
 */
export function ProjectAiCapCard({ projectId, canEdit }: ProjectAiCapCardProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const cap = useProjectPointsCap(projectId);
  return (
    <Card title={t('ai.cap.title')} data-testid={AI_TEST_IDS.capCard}>
      {cap.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : cap.isError ? (
        <ErrorAlert error={cap.error} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type={SECONDARY}>{t('ai.cap.intro')}</Typography.Text>
          <Descriptions
            size={SMALL}
            column={COLUMNS}
            items={[
              {
                key: SPENT,
                label: t('ai.cap.spentThisMonth'),
                children: t('ai.cap.points', { n: number(cap.data.spentThisMonth) }),
              },
              {
                key: LIMIT,
                label: t('ai.cap.monthlyLimit'),
                children:
                  cap.data.monthlyCap === null
                    ? t('ai.cap.noLimit')
                    : t('ai.cap.points', { n: number(cap.data.monthlyCap) }),
              },
            ]}
          />
          {canEdit ? (
            <CapEditor projectId={projectId} current={cap.data.monthlyCap} />
          ) : (
            <Typography.Text type={SECONDARY}>{t('ai.cap.adminsOnly')}</Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}

function CapEditor({ projectId, current }: { projectId: string; current: number | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState<number | null>(current);
  const save = useSetProjectPointsCap(projectId);
  const submit = (monthlyCap: number | null) =>
    save.mutate(monthlyCap, {
      onSuccess: (cap) => {
        setValue(cap.monthlyCap);
        void message.success(t('ai.cap.saved'));
      },
    });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align={CENTER}>
        <InputNumber<number>
          aria-label={t('ai.cap.monthlyLimit')}
          min={0}
          max={POINTS_CAP_MAX}
          precision={0}
          value={value}
          placeholder={t('ai.cap.noLimit')}
          onChange={(next) => setValue(next)}
          style={{ width: INPUT_WIDTH }}
          data-testid={AI_TEST_IDS.capInput}
        />
        <Button
          type={PRIMARY}
          loading={save.isPending}
          disabled={value === current}
          onClick={() => submit(value)}
          data-testid={AI_TEST_IDS.capSave}
        >
          {t('ai.cap.save')}
        </Button>
        {current !== null && (
          <Button onClick={() => submit(null)} disabled={save.isPending}>
            {t('ai.cap.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type={SECONDARY}>{t('ai.cap.emptyMeansNone')}</Typography.Text>
      <ErrorAlert error={save.error} />
    </Flex>
  );
}
