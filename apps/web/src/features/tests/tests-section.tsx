import { useState } from 'react';
import { Alert, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportUnsaved } from '../../lib/unsaved-work';
import type { RenamedScenario } from './api/rename-test-scenario';
import { ScenarioEditor } from './editor/scenario-editor';
import type { ScenarioEdit } from './lib/scenario-draft';
import { ScenarioList } from './list/scenario-list';
import { TESTS_TEST_IDS } from './test-ids';

const INFO = 'info';
const CENTER = 'center';
/** Wide enough for a name and the facts under it; the editor takes the rest. */
const LIST_WIDTH = 240;

export interface TestsSectionProps {
  projectId: string;
  /** Read-only members, locked and frozen projects: everything shown, nothing changeable. */
  readOnly: boolean;
  /** On screen: only then does Ctrl/Cmd+S save the open scenario. */
  isOpen: boolean;
}

/**
 * The workspace's Tests section (issue 22): the project's scenarios on the left, the open one's
 * editor beside them. Changes are kept per scenario until saved, so moving between scenarios
 * loses nothing; leaving the project with any of them unsaved asks first (the one guard, §35).
 */
export function TestsSection({ projectId, readOnly, isOpen }: TestsSectionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [openId, setOpenId] = useState<string | null>(null);
  const [edits, setEdits] = useState<Readonly<Record<string, ScenarioEdit>>>({});
  useReportUnsaved(!readOnly && Object.keys(edits).length > 0);

  const setEdit = (scenarioId: string, edit: ScenarioEdit | null) =>
    setEdits((current) => {
      const { [scenarioId]: _, ...rest } = current;
      return edit === null ? rest : { ...rest, [scenarioId]: edit };
    });

  // A rename from the list is a save: an edit open on the version it renamed goes on from the
  // renamed one, with the new name, rather than reading as someone else's save.
  const onRenamed = ({ saved, renamedFrom }: RenamedScenario) =>
    setEdits((current) => {
      const edit = current[saved.id];
      if (!edit || edit.baseVersion !== renamedFrom) return current;
      return {
        ...current,
        [saved.id]: { baseVersion: saved.version, draft: { ...edit.draft, name: saved.name } },
      };
    });

  const onDeleted = (scenarioId: string) => {
    setEdit(scenarioId, null);
    if (openId === scenarioId) setOpenId(null);
  };

  return (
    <Flex
      style={{ flex: 1, minWidth: 0, minHeight: 0, background: token.colorBgContainer }}
      data-testid={TESTS_TEST_IDS.section}
    >
      <aside
        style={{
          width: LIST_WIDTH,
          flex: 'none',
          minHeight: 0,
          borderRight: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <ScenarioList
          projectId={projectId}
          readOnly={readOnly}
          openId={openId}
          unsavedIds={new Set(Object.keys(edits))}
          onOpen={setOpenId}
          onRenamed={onRenamed}
          onDeleted={onDeleted}
        />
      </aside>
      <Flex vertical style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        {readOnly && (
          <Alert
            type={INFO}
            banner
            title={t('tests.readOnly')}
            data-testid={TESTS_TEST_IDS.readOnly}
          />
        )}
        {openId === null ? (
          <Flex
            flex={1}
            align={CENTER}
            justify={CENTER}
            style={{ padding: 24 }}
            data-testid={TESTS_TEST_IDS.noScenario}
          >
            <Empty description={readOnly ? t('tests.noScenarioReadOnly') : t('tests.noScenario')} />
          </Flex>
        ) : (
          <ScenarioEditor
            key={openId}
            projectId={projectId}
            scenarioId={openId}
            readOnly={readOnly}
            isActive={isOpen}
            edit={edits[openId] ?? null}
            onEdit={(edit) => setEdit(openId, edit)}
          />
        )}
      </Flex>
    </Flex>
  );
}
