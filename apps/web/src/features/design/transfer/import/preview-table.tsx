import { Flex, Select, Table, Tag, Typography } from 'antd';
import type { ConflictStrategy, ImportPreviewEntry } from '@heron/contract';
import { CONFLICT_STRATEGIES } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { DESIGN_TEST_IDS } from '../../shell/test-ids';
import { MethodTag } from './method-tag';

const CHANGE_COLOR = { add: 'success', change: 'warning', same: 'default' } as const;
/** The per-row choice that follows the default strategy. */
const FOLLOW_DEFAULT = 'default';
type RowChoice = ConflictStrategy | typeof FOLLOW_DEFAULT;
const TABLE_HEIGHT = 360;
const SMALL = 'small';
const SECONDARY = 'secondary';
const TEST_ID = 'import-entries';
const CHOICE_WIDTH = 170;
const COLUMN = {
  method: 'method',
  path: 'path',
  name: 'name',
  kind: 'kind',
  change: 'change',
  choice: 'choice',
} as const;

export interface PreviewTableProps {
  entries: ImportPreviewEntry[];
  /** The strategy of conflicts without a choice of their own. */
  strategy: ConflictStrategy;
  /** Per-conflict exceptions, by entry key. */
  choices: Record<string, ConflictStrategy>;
  onChoose: (key: string, choice: ConflictStrategy | undefined) => void;
}

/** The entries of a preview, virtualized (a description can hold thousands of operations). */
export function PreviewTable({ entries, strategy, choices, onChoose }: PreviewTableProps) {
  const { t } = useTranslation();
  const strategyName = (value: ConflictStrategy) => t(`design.transfer.import.strategies.${value}`);
  const choiceOptions: { value: RowChoice; label: string }[] = [
    {
      value: FOLLOW_DEFAULT,
      label: t('design.transfer.import.choiceDefault', { strategy: strategyName(strategy) }),
    },
    ...CONFLICT_STRATEGIES.map((value) => ({ value, label: strategyName(value) })),
  ];
  return (
    <Table<ImportPreviewEntry>
      data-testid={TEST_ID}
      virtual
      size={SMALL}
      pagination={false}
      scroll={{ y: TABLE_HEIGHT }}
      dataSource={entries}
      rowKey={(entry) => entry.key}
      locale={{ emptyText: t('design.transfer.import.noEntries') }}
      columns={[
        {
          key: COLUMN.method,
          title: t('design.transfer.import.columns.method'),
          width: 96,
          render: (_, entry) => (entry.method ? <MethodTag method={entry.method} /> : null),
        },
        {
          key: COLUMN.path,
          title: t('design.transfer.import.columns.path'),
          ellipsis: true,
          render: (_, entry) =>
            entry.path ? <Typography.Text code>{entry.path}</Typography.Text> : null,
        },
        {
          key: COLUMN.name,
          title: t('design.transfer.import.columns.name'),
          render: (_, entry) => <EntryName entry={entry} />,
        },
        {
          key: COLUMN.kind,
          title: t('design.transfer.import.columns.kind'),
          width: 110,
          render: (_, entry) => t(`design.transfer.import.kinds.${entry.kind}`),
        },
        {
          key: COLUMN.change,
          title: t('design.transfer.import.columns.change'),
          width: 110,
          render: (_, entry) => (
            <Tag color={CHANGE_COLOR[entry.change]}>
              {t(`design.transfer.import.changes.${entry.change}`)}
            </Tag>
          ),
        },
        {
          key: COLUMN.choice,
          title: t('design.transfer.import.columns.choice'),
          width: CHOICE_WIDTH + 16,
          render: (_, entry) =>
            entry.change === 'change' ? (
              <Select<RowChoice>
                size={SMALL}
                style={{ width: CHOICE_WIDTH }}
                aria-label={t('design.transfer.import.choiceFor', { name: entry.name })}
                value={choices[entry.key] ?? FOLLOW_DEFAULT}
                options={choiceOptions}
                onChange={(choice) =>
                  onChoose(entry.key, choice === FOLLOW_DEFAULT ? undefined : choice)
                }
              />
            ) : null,
        },
      ]}
    />
  );
}

/**
 * An entry's name on one line, and under it, for AI parsing, the sentence of the material it came
 * from, in full: it is what the person checks the model's reading against.
 */
function EntryName({ entry }: { entry: ImportPreviewEntry }) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      <Typography.Text ellipsis={{ tooltip: entry.name }}>{entry.name}</Typography.Text>
      {entry.quote && (
        <Typography.Text type={SECONDARY} italic data-testid={DESIGN_TEST_IDS.importQuote}>
          {t('design.transfer.import.ai.quote', { quote: entry.quote })}
        </Typography.Text>
      )}
    </Flex>
  );
}
