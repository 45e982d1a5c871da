import { Flex, Popover, Tag, Typography } from 'antd';
import type { SentResponse } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';
import { useFormatBytes, useFormatMs } from '../../../lib/format-measures';
import { RESPONSE_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const CENTER = 'center';
const BETWEEN = 'space-between';
const TIMING_PHASES = ['dnsMs', 'connectMs', 'tlsMs', 'firstByteMs', 'downloadMs'] as const;

/** Success green, redirect the theme's accent, client error orange, server error red. */
export function statusColour(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return ACCENT_TAG_COLOUR;
  if (status >= 200) return 'green';
  return 'default';
}

function TimingBreakdown({ timings }: { timings: SentResponse['timings'] }) {
  const { t } = useTranslation();
  const formatMs = useFormatMs();
  const rows = [
    ...TIMING_PHASES.map((phase) => ({
      key: phase,
      label: t(`debug.response.timings.${phase}`),
      value: timings[phase],
    })),
    { key: 'totalMs', label: t('debug.response.timings.totalMs'), value: timings.totalMs },
  ];
  const longest = Math.max(...rows.map((row) => row.value), 1);
  return (
    <Flex vertical gap={6} style={{ minWidth: 260 }} data-testid={RESPONSE_TEST_IDS.timings}>
      {rows.map((row) => (
        <Flex key={row.key} vertical gap={2}>
          <Flex justify={BETWEEN} gap={16}>
            <Typography.Text strong={row.key === 'totalMs'}>{row.label}</Typography.Text>
            <Typography.Text strong={row.key === 'totalMs'}>{formatMs(row.value)}</Typography.Text>
          </Flex>
          <div
            aria-hidden
            style={{
              height: 4,
              width: `${Math.max(1, (row.value / longest) * 100)}%`,
              background: row.key === 'totalMs' ? '#835CFF' : '#B692F6',
              borderRadius: 2,
            }}
          />
        </Flex>
      ))}
    </Flex>
  );
}

export interface ResponseSummaryProps {
  response: SentResponse;
}

/** Status (coloured), total time (its phases on hover) and size. */
export function ResponseSummary({ response }: ResponseSummaryProps) {
  const { t } = useTranslation();
  const formatMs = useFormatMs();
  const formatBytes = useFormatBytes();
  return (
    <Flex gap={16} align={CENTER} wrap>
      <Flex gap={4} align={CENTER}>
        <Typography.Text type={SECONDARY}>{t('debug.response.status')}</Typography.Text>
        <Tag
          color={statusColour(response.status)}
          data-testid={RESPONSE_TEST_IDS.status}
          data-status={response.status}
        >
          {[response.status, response.statusText].filter(Boolean).join(' ')}
        </Tag>
      </Flex>
      <Popover
        title={t('debug.response.timings.title')}
        content={<TimingBreakdown timings={response.timings} />}
      >
        <Flex gap={4} align={CENTER} style={{ cursor: 'help' }}>
          <Typography.Text type={SECONDARY}>{t('debug.response.time')}</Typography.Text>
          <Typography.Text strong data-testid={RESPONSE_TEST_IDS.time} tabIndex={0}>
            {formatMs(response.timings.totalMs)}
          </Typography.Text>
        </Flex>
      </Popover>
      <Flex gap={4} align={CENTER}>
        <Typography.Text type={SECONDARY}>{t('debug.response.size')}</Typography.Text>
        <Typography.Text strong data-testid={RESPONSE_TEST_IDS.size}>
          {formatBytes(response.body.sizeBytes)}
        </Typography.Text>
      </Flex>
      {response.redirects.length > 0 && (
        <Typography.Text type={SECONDARY}>
          {t('debug.response.redirects', { n: response.redirects.length })}
        </Typography.Text>
      )}
    </Flex>
  );
}
