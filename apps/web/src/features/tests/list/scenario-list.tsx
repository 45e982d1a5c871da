import { useState } from 'react';
import {
  App,
  Button,
  Dropdown,
  Flex,
  Spin,
  Tooltip,
  Typography,
  theme,
  type DropdownProps,
  type MenuProps,
} from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import type { TestScenarioSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormatDateTime } from '../../../lib/format-time';
import { useDeleteTestScenario } from '../api/delete-test-scenario';
import { useTestScenarios } from '../api/list-test-scenarios';
import { useRenameTestScenario, type RenamedScenario } from '../api/rename-test-scenario';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { NewScenarioDialog } from './new-scenario-dialog';
import { RenameScenarioDialog } from './rename-scenario-dialog';
import { RunStatusTag } from './run-status-tag';

const PRIMARY = 'primary';
const TEXT = 'text';
const SMALL = 'small';
const SECONDARY = 'secondary';
const CENTER = 'center';
const BETWEEN = 'space-between';
const START = 'flex-start';
const CLICK: DropdownProps['trigger'] = ['click'];
const BUTTON = 'button';
const CURRENT = 'true';
const IMG = 'img';
const RENAME = 'rename';
const DELETE = 'delete';

export interface ScenarioListProps {
  projectId: string;
  readOnly: boolean;
  openId: string | null;
  /** Scenarios changed in the editor and not saved yet, marked in the list. */
  unsavedIds: ReadonlySet<string>;
  onOpen: (scenarioId: string) => void;
  onRenamed: (renamed: RenamedScenario) => void;
  onDeleted: (scenarioId: string) => void;
}

/**
 * The project's scenarios (issue 22), the Tests section's left pane: each with its step count and
 * how and when it last ran. Members who may edit create, rename and delete them here.
 */
export function ScenarioList({
  projectId,
  readOnly,
  openId,
  unsavedIds,
  onOpen,
  onRenamed,
  onDeleted,
}: ScenarioListProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const scenarios = useTestScenarios(projectId);
  const remove = useDeleteTestScenario();
  const rename = useRenameTestScenario();
  const [isCreating, setIsCreating] = useState(false);
  const [renaming, setRenaming] = useState<TestScenarioSummary | null>(null);

  const confirmDelete = (scenario: TestScenarioSummary) => {
    modal.confirm({
      title: t('tests.list.deleteTitle', { name: scenario.name }),
      content: t('tests.list.deleteContent'),
      okText: t('tests.list.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('tests.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ projectId, scenarioId: scenario.id });
          onDeleted(scenario.id);
          void message.success(t('tests.list.deleted'));
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const saveName = async (scenario: TestScenarioSummary, name: string) => {
    const renamed = await rename.mutateAsync({ projectId, scenarioId: scenario.id, name });
    onRenamed(renamed);
  };

  const menuOf = (scenario: TestScenarioSummary): MenuProps => ({
    items: [
      { key: RENAME, icon: <EditOutlined />, label: t('tests.list.rename') },
      { key: DELETE, icon: <DeleteOutlined />, label: t('tests.list.delete'), danger: true },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === RENAME) setRenaming(scenario);
      else confirmDelete(scenario);
    },
  });

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} data-testid={TESTS_TEST_IDS.list}>
      <Flex
        align={CENTER}
        justify={BETWEEN}
        gap={8}
        style={{ padding: '12px 12px 8px', flex: 'none' }}
      >
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
          {t('tests.list.title')}
        </Typography.Text>
        {!readOnly && (
          <Tooltip title={t('tests.list.new')}>
            <Button
              type={PRIMARY}
              size={SMALL}
              icon={<PlusOutlined />}
              aria-label={t('tests.list.new')}
              onClick={() => setIsCreating(true)}
              data-testid={TESTS_TEST_IDS.newScenario}
            />
          </Tooltip>
        )}
      </Flex>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '0 8px 8px' }}>
        <ErrorAlert error={scenarios.error} />
        {scenarios.isPending && <Spin aria-label={t('common.loading')} />}
        {scenarios.data?.length === 0 && (
          <Flex vertical gap={8} align={START} style={{ padding: '8px 4px' }}>
            <Typography.Text type={SECONDARY}>
              {readOnly ? t('tests.list.emptyReadOnly') : t('tests.list.empty')}
            </Typography.Text>
            {!readOnly && (
              <Button icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
                {t('tests.list.new')}
              </Button>
            )}
          </Flex>
        )}
        <ul aria-label={t('tests.list.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {scenarios.data?.map((scenario) => {
            const isOpen = scenario.id === openId;
            return (
              <li
                key={scenario.id}
                data-testid={testsTestIdOf.scenario(scenario.id)}
                style={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 4,
                  borderRadius: token.borderRadius,
                  background: isOpen ? token.colorPrimaryBg : undefined,
                  marginBottom: 2,
                }}
              >
                <button
                  type={BUTTON}
                  aria-current={isOpen ? CURRENT : undefined}
                  onClick={() => onOpen(scenario.id)}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 4,
                    padding: '8px 8px',
                    border: 0,
                    background: 'none',
                    textAlign: 'start',
                    cursor: 'pointer',
                    font: 'inherit',
                    color: token.colorText,
                  }}
                >
                  <Flex align={CENTER} gap={6} style={{ width: '100%', minWidth: 0 }}>
                    <Typography.Text
                      ellipsis
                      strong={isOpen}
                      style={{ minWidth: 0, color: isOpen ? token.colorPrimary : undefined }}
                    >
                      {scenario.name}
                    </Typography.Text>
                    {unsavedIds.has(scenario.id) && (
                      <span
                        role={IMG}
                        aria-label={t('tests.editor.unsaved')}
                        title={t('tests.editor.unsaved')}
                        style={{
                          flex: 'none',
                          width: 6,
                          height: 6,
                          borderRadius: 3,
                          background: token.colorWarning,
                        }}
                      />
                    )}
                  </Flex>
                  <ScenarioFacts scenario={scenario} />
                </button>
                {!readOnly && (
                  <Dropdown menu={menuOf(scenario)} trigger={CLICK}>
                    <Button
                      type={TEXT}
                      size={SMALL}
                      icon={<MoreOutlined />}
                      aria-label={t('tests.list.actionsOf', { name: scenario.name })}
                      data-testid={testsTestIdOf.scenarioMenu(scenario.id)}
                      style={{ marginTop: 6, flex: 'none' }}
                    />
                  </Dropdown>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {!readOnly && (
        <NewScenarioDialog
          projectId={projectId}
          isOpen={isCreating}
          onClose={() => setIsCreating(false)}
          onCreated={onOpen}
        />
      )}
      <RenameScenarioDialog
        scenario={renaming}
        onClose={() => setRenaming(null)}
        onRename={saveName}
        isSaving={rename.isPending}
      />
    </Flex>
  );
}

/** A scenario's steps, and how and when it last ran (never: said so). */
function ScenarioFacts({ scenario }: { scenario: TestScenarioSummary }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { lastRun } = scenario;
  return (
    <Flex align={CENTER} gap={6} wrap style={{ fontSize: 12 }}>
      <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
        {t('tests.list.steps', { n: scenario.stepCount })}
      </Typography.Text>
      {lastRun ? (
        <>
          <RunStatusTag status={lastRun.status} />
          <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
            {formatDateTime(lastRun.finishedAt ?? lastRun.startedAt)}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
          {t('tests.list.neverRun')}
        </Typography.Text>
      )}
    </Flex>
  );
}
