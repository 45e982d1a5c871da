import { Collapse, Descriptions, Typography } from 'antd';
import type { MockStatsView } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { MOCK_TEST_IDS } from '../test-ids';
import { formatCount, formatDateTime, formatMs } from './format-measures';

const SMALL = 'small';
const SECONDARY = 'secondary';
const WARNINGS_KEY = 'warnings';
const COLUMNS = 2;

/** The program serving now: its size, how long it took to build, and what it could not use. */
export function MockStats({ stats }: { stats: MockStatsView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const items = [
    { key: 'routes', label: t('mock.stats.routes'), children: formatCount(stats.routes, language) },
    {
      key: 'resources',
      label: t('mock.stats.resources'),
      children: formatCount(stats.resources, language),
    },
    { key: 'build', label: t('mock.stats.buildTime'), children: formatMs(stats.buildMs, language) },
    {
      key: 'built',
      label: t('mock.stats.builtAt'),
      children: formatDateTime(stats.builtAt, language),
    },
  ];
  return (
    <div data-testid={MOCK_TEST_IDS.stats}>
      <Descriptions size={SMALL} column={COLUMNS} items={items} />
      {stats.warnings.length > 0 && (
        <Collapse
          size={SMALL}
          items={[
            {
              key: WARNINGS_KEY,
              label: t('mock.stats.warnings', { n: formatCount(stats.warnings.length, language) }),
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {stats.warnings.map((warning, index) => (
                    <li key={index}>
                      <Typography.Text type={SECONDARY}>{warning}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
