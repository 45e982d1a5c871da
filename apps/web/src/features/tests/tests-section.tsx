import { useCallback, useEffect, useState } from 'react';
import { Alert, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReportUnsaved } from '../../lib/unsaved-work';
import type { RenamedScenario } from './api/rename-test-scenario';
import { ScenarioEditor } from './editor/scenario-editor';
import type { ScenarioEdit } from './lib/scenario-draft';
import { ScenarioList } from './list/scenario-list';
import { TESTS_TEST_IDS } from './test-ids';

const INFO = 'info';
/** The open scenario in the address: `/project/{id}/tests?scenario={id}`, as emails link it. */
const SCENARIO_PARAM = 'scenario';
const CENTER = 'center';
/** Wide enough for a name and the facts under it; the editor takes the rest. */
const LIST_WIDTH = 240;

export interface TestsSectionProps {
  projectId: string;
  /** Read-only members, locked and frozen projects: everything shown, nothing changeable. */
  readOnly: boolean;
  /** May start and stop runs (the server's `test.run`). */
  canRun: boolean;
  /** On screen: only then does Ctrl/Cmd+S save the open scenario. */
  isOpen: boolean;
}

/**
 * The workspace's Tests section (issue 22): the project's scenarios on the left, the open one's
 * editor beside them. Changes are kept per scenario until saved, so moving between scenarios
 * loses nothing; leaving the project with any of them unsaved asks first (the one guard, §35).
 */
export function TestsSection({ projectId, readOnly, canRun, isOpen }: TestsSectionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [openId, open] = useOpenScenario(isOpen);
  const [edits, setEdits] = useState<Readonly<Record<string, ScenarioEdit>>>({});
  // The run each scenario's Run tab shows, so coming back to a scenario shows it again.
  const [runIds, setRunIds] = useState<Readonly<Record<string, string>>>({});
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
    if (openId === scenarioId) open(null);
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
          onOpen={open}
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
            canRun={canRun}
            runId={runIds[openId] ?? null}
            onShowRun={(runId) => setRunIds((current) => ({ ...current, [openId]: runId }))}
            isActive={isOpen}
            edit={edits[openId] ?? null}
            onEdit={(edit) => setEdit(openId, edit)}
          />
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The scenario open in the section, kept in step with the address while the section is shown:
 * a link or a reload naming `?scenario=` opens it, and opening one writes it there (replacing
 * the entry, as the designer's `?item=` does). Hidden, the section keeps its scenario and leaves
 * the address to the section shown; back, it writes it again.
 */
function useOpenScenario(isShown: boolean): [string | null, (id: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressId = isShown ? searchParams.get(SCENARIO_PARAM) : null;
  const [openId, setOpenId] = useState<string | null>(addressId);
  // A change of the address (a link followed, the section shown again) opens what it names, at
  // once, while rendering; an address not yet caught up with `open` changes nothing.
  const [seenId, setSeenId] = useState(addressId);
  if (addressId !== seenId) {
    setSeenId(addressId);
    if (addressId !== null) setOpenId(addressId);
  }

  const write = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(SCENARIO_PARAM);
          else next.set(SCENARIO_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (isShown && addressId === null && openId !== null) write(openId);
  }, [isShown, addressId, openId, write]);

  const open = useCallback(
    (id: string | null) => {
      setOpenId(id);
      if (isShown) write(id);
    },
    [isShown, write],
  );
  return [openId, open];
}
