import { useMemo, useState } from 'react';
import { Alert, Button, Collapse, Flex, Form, Radio, Segmented, Statistic, TreeSelect } from 'antd';
import {
  CONFLICT_STRATEGIES,
  IMPORT_CHANGES,
  type CommitImportBody,
  type ConflictStrategy,
  type ImportJob,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { useApiFolders } from '../api/list-api-folders';
import { useNumberFormat } from '../../../../lib/use-number-format';
import { IssueTable } from './issue-table';
import { PreviewTable } from './preview-table';

type Change = (typeof IMPORT_CHANGES)[number];
type Filter = Change | 'all';
const ALL = 'all';
const DEFAULT_STRATEGY: ConflictStrategy = 'overwrite';
const FORM_LAYOUT = 'vertical';
const PRIMARY = 'primary';
const END = 'end';
const BUTTON = 'button';
const WARNING = 'warning';
const TREE_HEIGHT = 256;
const NOTES_PANEL = 'notes';
const FILTER_FOLDERS_BY = 'title';
const ID = { target: 'import-target-folder' } as const;
const TEST_ID = {
  preview: 'import-preview',
  notes: 'import-notes',
  strategy: 'import-strategy',
  filter: 'import-filter',
  target: 'import-target',
  commit: 'import-commit',
  cancel: 'import-cancel',
} as const;

export interface PreviewStepProps {
  projectId: string;
  /** A job in status `ready`. */
  job: ImportJob;
  onCommit: (body: CommitImportBody) => void;
  onCancel: () => void;
  isCommitting: boolean;
  isCancelling: boolean;
  /** A failure to commit or cancel (403, 423, 409 IMPORT_NOT_READY …). */
  error: unknown;
}

/**
 * Step 3: what the import will do before anything is written — counts, the entries with their
 * change, warnings and unsupported features, a strategy for conflicts with per-row exceptions,
 * and the folder new APIs go to.
 */
export function PreviewStep(props: PreviewStepProps) {
  const { projectId, job, onCommit } = props;
  const { t } = useTranslation();
  const number = useNumberFormat();
  const [strategy, setStrategy] = useState<ConflictStrategy>(DEFAULT_STRATEGY);
  const [choices, setChoices] = useState<Record<string, ConflictStrategy>>({});
  const [filter, setFilter] = useState<Filter>(ALL);
  const [targetFolderId, setTargetFolderId] = useState<string>();
  const folders = useApiFolders(projectId);

  const counts = useMemo(() => {
    // The server's summary when it sent one; counted from the entries otherwise.
    const counted = { add: 0, change: 0, same: 0 };
    for (const entry of job.entries) counted[entry.change] += 1;
    return job.summary ?? counted;
  }, [job]);
  const entries = useMemo(
    () => (filter === ALL ? job.entries : job.entries.filter((entry) => entry.change === filter)),
    [job.entries, filter],
  );
  const notes = job.issues.filter((issue) => issue.severity !== 'error');

  const choose = (key: string, choice: ConflictStrategy | undefined) =>
    setChoices((current) => {
      const next = { ...current };
      if (choice) next[key] = choice;
      else delete next[key];
      return next;
    });

  const commit = () => onCommit({ strategy, choices, targetFolderId: targetFolderId ?? null });

  const filterOptions: { value: Filter; label: string }[] = [
    {
      value: ALL,
      label: t('design.transfer.import.filter.all', { n: number(job.entries.length) }),
    },
    ...IMPORT_CHANGES.map((change) => ({
      value: change,
      label: t(`design.transfer.import.filter.${change}`, { n: number(counts[change]) }),
    })),
  ];

  return (
    <div data-testid={TEST_ID.preview}>
      <ErrorAlert error={props.error} />
      <Flex gap={48} style={{ marginBottom: 16 }}>
        {IMPORT_CHANGES.map((change) => (
          <Statistic
            key={change}
            data-testid={`import-summary-${change}`}
            title={t(`design.transfer.import.summary.${change}`)}
            value={counts[change]}
            formatter={(value) => number(Number(value))}
          />
        ))}
      </Flex>
      {notes.length > 0 && (
        <Collapse
          data-testid={TEST_ID.notes}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: NOTES_PANEL,
              label: t('design.transfer.import.notes', { n: number(notes.length) }),
              children: <IssueTable issues={notes} />,
            },
          ]}
        />
      )}
      <Form layout={FORM_LAYOUT} component={false}>
        {counts.change > 0 && (
          <Form.Item label={t('design.transfer.import.strategy')}>
            <Radio.Group
              data-testid={TEST_ID.strategy}
              optionType={BUTTON}
              value={strategy}
              onChange={(event) => setStrategy(event.target.value as ConflictStrategy)}
              options={CONFLICT_STRATEGIES.map((value) => ({
                value,
                label: t(`design.transfer.import.strategies.${value}`),
              }))}
            />
          </Form.Item>
        )}
        <Segmented<Filter>
          data-testid={TEST_ID.filter}
          value={filter}
          onChange={setFilter}
          options={filterOptions}
          style={{ marginBottom: 8 }}
        />
        <PreviewTable entries={entries} strategy={strategy} choices={choices} onChoose={choose} />
        <Form.Item
          label={t('design.transfer.import.target')}
          htmlFor={ID.target}
          style={{ marginTop: 16 }}
        >
          <TreeSelect
            id={ID.target}
            data-testid={TEST_ID.target}
            allowClear
            showSearch
            treeNodeFilterProp={FILTER_FOLDERS_BY}
            listHeight={TREE_HEIGHT}
            value={targetFolderId}
            onChange={(value: string | undefined) => setTargetFolderId(value)}
            treeData={folders.data ?? []}
            loading={folders.isPending}
            placeholder={t('design.transfer.import.targetRoot')}
          />
        </Form.Item>
      </Form>
      {folders.isError && (
        <Alert type={WARNING} showIcon title={t('design.transfer.import.foldersUnavailable')} />
      )}
      <Flex justify={END} gap={8} style={{ marginTop: 16 }}>
        <Button data-testid={TEST_ID.cancel} loading={props.isCancelling} onClick={props.onCancel}>
          {t('design.transfer.import.cancel')}
        </Button>
        <Button
          type={PRIMARY}
          data-testid={TEST_ID.commit}
          loading={props.isCommitting}
          onClick={commit}
        >
          {t('design.transfer.import.commit')}
        </Button>
      </Flex>
    </div>
  );
}
