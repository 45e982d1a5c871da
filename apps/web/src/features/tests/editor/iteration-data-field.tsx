import { useMemo, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CloseOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import type { IterationData } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { readIterationFile, rowCountOf, type IterationFileProblem } from '../lib/iteration-file';
import { TESTS_TEST_IDS } from '../test-ids';

const SMALL = 'small';
const TEXT = 'text';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const CENTER = 'center';
const FILE = 'file';
const ALERT = 'alert';
const ACCEPT = '.csv,.json,text/csv,application/json';
const HIDDEN = { display: 'none' } as const;
const NO_DATA: IterationData = { kind: 'none' };

export interface IterationDataFieldProps {
  id: string;
  data: IterationData;
  readOnly: boolean;
  onChange: (data: IterationData) => void;
}

/**
 * A scenario's iteration data: a CSV or JSON file, kept in the scenario as text, shown by its
 * name and its rows (one iteration each). A file a run could not read is refused with why.
 */
export function IterationDataField({ id, data, readOnly, onChange }: IterationDataFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ problem: IterationFileProblem; name: string } | null>(
    null,
  );
  const [isReading, setIsReading] = useState(false);
  const rows = useMemo(() => (data.kind === 'none' ? null : rowCountOf(data)), [data]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setIsReading(true);
    try {
      const read = await readIterationFile(file);
      if (read.ok) onChange(read.data);
      else setProblem({ problem: read.problem, name: file.name });
    } finally {
      setIsReading(false);
      // The same file picked again must fire a change.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      {data.kind !== 'none' && (
        <Flex
          align={CENTER}
          gap={6}
          style={{ minWidth: 0 }}
          data-testid={TESTS_TEST_IDS.dataSummary}
        >
          <FileTextOutlined aria-hidden />
          <Typography.Text ellipsis style={{ minWidth: 0 }}>
            {data.fileName || t(`tests.settings.dataKinds.${data.kind}`)}
          </Typography.Text>
          <Typography.Text type={SECONDARY} style={{ flex: 'none' }}>
            {rows === null
              ? t('tests.settings.dataUnreadable')
              : t('tests.settings.dataRows', { n: rows })}
          </Typography.Text>
          {!readOnly && (
            <Button
              size={SMALL}
              type={TEXT}
              icon={<CloseOutlined />}
              aria-label={t('tests.settings.dataRemove')}
              onClick={() => onChange(NO_DATA)}
              data-testid={TESTS_TEST_IDS.dataRemove}
            />
          )}
        </Flex>
      )}
      {data.kind === 'none' && readOnly && (
        <Typography.Text type={SECONDARY}>{t('tests.settings.noData')}</Typography.Text>
      )}
      {!readOnly && (
        <>
          <input
            ref={input}
            id={id}
            type={FILE}
            accept={ACCEPT}
            style={HIDDEN}
            onChange={(event) => void pick(event.target.files?.[0])}
            data-testid={TESTS_TEST_IDS.dataFile}
          />
          <Button
            size={SMALL}
            icon={<UploadOutlined />}
            loading={isReading}
            onClick={() => input.current?.click()}
            style={{ alignSelf: 'flex-start' }}
          >
            {data.kind === 'none'
              ? t('tests.settings.dataChoose')
              : t('tests.settings.dataReplace')}
          </Button>
        </>
      )}
      {problem && (
        <Typography.Text type={DANGER} role={ALERT} data-testid={TESTS_TEST_IDS.dataError}>
          {t(`tests.settings.dataProblems.${problem.problem}`, { name: problem.name })}
        </Typography.Text>
      )}
    </Flex>
  );
}
