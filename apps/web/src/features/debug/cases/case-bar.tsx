import { useState } from 'react';
import { Button, Flex, Popconfirm, Select } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { DebugRequest } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import type { ReplaceRequest } from '../history/use-replace-request';
import { CaseConflictDialog } from './case-conflict-dialog';
import { CaseNameDialog } from './case-name-dialog';
import { DEBUG_CASES_TEST_IDS } from './test-ids';
import { useLoadedCase } from './use-loaded-case';

const SMALL = 'small';
const TEXT = 'text';
const CENTER = 'center';
const ERROR = 'error';
const PICKER_STYLE = { minWidth: 180, maxWidth: 280 } as const;

const NEW = 'new';
const RENAME = 'rename';
type Naming = typeof NEW | typeof RENAME | null;

export interface CaseBarProps {
  projectId: string;
  endpointId: string;
  /** The builder's request: what Save and Save as case store. */
  request: DebugRequest;
  /** Read-only members open cases; they are not offered save, rename or delete. */
  readOnly: boolean;
  /** Puts a case's request in the builder, asking first when it has unsent edits. */
  replace: ReplaceRequest;
  /** The builder's request was saved as it is (it has no unsent edits any more). */
  onSaved: (request: DebugRequest) => void;
}

/**
 * An endpoint's cases in the debug panel's toolbar (Apifox's cases): a picker that loads one
 * into the builder, Save as case, and, while one is loaded, Save, Rename and Delete.
 */
export function CaseBar({
  projectId,
  endpointId,
  request,
  readOnly,
  replace,
  onSaved,
}: CaseBarProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [naming, setNaming] = useState<Naming>(null);
  const cases = useLoadedCase({ projectId, endpointId, request, replace, onSaved });
  const { current } = cases;
  const options = (cases.cases.data ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <Flex gap={8} align={CENTER} wrap data-testid={DEBUG_CASES_TEST_IDS.bar}>
      <Select
        size={SMALL}
        allowClear
        style={PICKER_STYLE}
        options={options}
        value={current?.id}
        onChange={(caseId: string | undefined) => void cases.choose(caseId ?? null)}
        loading={cases.cases.isPending}
        status={cases.cases.error ? ERROR : undefined}
        placeholder={
          cases.cases.error ? errorMessage(cases.cases.error) : t('debug.cases.placeholder')
        }
        notFoundContent={t('debug.cases.none')}
        aria-label={t('debug.cases.picker')}
        data-testid={DEBUG_CASES_TEST_IDS.picker}
      />
      {!readOnly && current && (
        <>
          <Button
            size={SMALL}
            icon={<SaveOutlined />}
            loading={cases.isSaving}
            onClick={() => void cases.save()}
            data-testid={DEBUG_CASES_TEST_IDS.save}
          >
            {t('debug.cases.save')}
          </Button>
          <Button
            size={SMALL}
            type={TEXT}
            icon={<EditOutlined />}
            onClick={() => setNaming(RENAME)}
            data-testid={DEBUG_CASES_TEST_IDS.rename}
          >
            {t('debug.cases.rename')}
          </Button>
          <Popconfirm
            title={t('debug.cases.deleteTitle', { name: current.name })}
            description={t('debug.cases.deleteContent')}
            okText={t('debug.cases.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('debug.cases.cancel')}
            onConfirm={() => cases.deleteCase()}
          >
            <Button
              size={SMALL}
              type={TEXT}
              danger
              icon={<DeleteOutlined />}
              loading={cases.isDeleting}
              data-testid={DEBUG_CASES_TEST_IDS.delete}
            >
              {t('debug.cases.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
      {!readOnly && (
        <Button
          size={SMALL}
          type={TEXT}
          icon={<PlusOutlined />}
          onClick={() => setNaming(NEW)}
          data-testid={DEBUG_CASES_TEST_IDS.saveAs}
        >
          {t('debug.cases.saveAs')}
        </Button>
      )}
      <CaseNameDialog
        open={naming !== null}
        title={naming === RENAME ? t('debug.cases.renameTitle') : t('debug.cases.saveAsTitle')}
        okText={naming === RENAME ? t('debug.cases.rename') : t('debug.cases.saveAsOk')}
        initialName={naming === RENAME ? (current?.name ?? '') : ''}
        onSubmit={naming === RENAME ? cases.rename : cases.saveAs}
        onClose={() => setNaming(null)}
      />
      <CaseConflictDialog
        open={cases.isConflict}
        name={current?.name ?? ''}
        onReload={() => void cases.reload()}
        onOverwrite={() => void cases.overwrite()}
        onCancel={cases.dismissConflict}
        isBusy={cases.isResolving}
      />
    </Flex>
  );
}
