import { Flex, Progress, Typography } from 'antd';
import type { AnnotationCoverage, CoverageCount } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/use-number-format';
import { AI_TEST_IDS } from '../test-ids';

const SMALL = 'small';
const SECONDARY = 'secondary';
const BASELINE = 'baseline';
const ROW_NAME_STYLE = { width: 120, flexShrink: 0 } as const;
const PERCENT = 100;
const KINDS = ['operations', 'parameters', 'fields'] as const;

function percentOf(part: number, total: number): number {
  return total > 0 ? Math.floor((part / total) * PERCENT) : 0;
}

/** One count with its bar: "Described: 3 of 8". */
function Share({ text, part, total }: { text: string; part: number; total: number }) {
  return (
    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={percentOf(part, total)} size={SMALL} showInfo={false} />
    </Flex>
  );
}

/** How much of the scope is described and has an example: operations, parameters, fields. */
export function CoverageRows({ coverage }: { coverage: AnnotationCoverage }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const row = (kind: (typeof KINDS)[number], count: CoverageCount) => {
    const total = number(count.total);
    return (
      <Flex key={kind} gap={16} align={BASELINE}>
        <Typography.Text strong style={ROW_NAME_STYLE}>
          {t(`ai.annotate.coverage.${kind}`)}
        </Typography.Text>
        <Share
          text={t('ai.annotate.coverage.described', { done: number(count.described), total })}
          part={count.described}
          total={count.total}
        />
        <Share
          text={t('ai.annotate.coverage.exemplified', { done: number(count.exemplified), total })}
          part={count.exemplified}
          total={count.total}
        />
      </Flex>
    );
  };
  return (
    <Flex vertical gap={8} data-testid={AI_TEST_IDS.coverage}>
      <Typography.Text type={SECONDARY}>{t('ai.annotate.coverage.title')}</Typography.Text>
      {KINDS.map((kind) => row(kind, coverage[kind]))}
    </Flex>
  );
}
