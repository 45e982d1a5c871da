import { useId, useMemo, useState } from 'react';
import { Alert, App, Button, Flex, InputNumber, Result, Spin, Switch, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MOCK_DELAY_MAX_MS, type EndpointMock, type MockExpectation } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { endpointMockQuery, useEndpointMock, useUpdateEndpointMock } from '../api/endpoint-mock';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { ConflictNotice } from '../../../components/conflict-notice';
import { CopyButton } from '../../../components/copy-button';
import { FieldMessage, invalidProps } from '../field-message';
import { MOCK_TEST_IDS } from '../test-ids';
import { ExpectationCard } from './expectation-card';
import {
  duplicateOf,
  endpointMockBodyOf,
  endpointMockDraftOf,
  fieldKey,
  moved,
  newExpectation,
  placeProblem,
  schemaProblems,
  type EndpointMockDraft,
  type FieldProblem,
} from './expectation-draft';
import { useProblemText } from './problem-text';
import { MAGIC_PARAMETERS, TEMPLATE_EXAMPLES } from './template-values';

const PRIMARY = 'primary';
const DASHED = 'dashed';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const ERROR = 'error';
const CENTER = 'center';
const BETWEEN = 'space-between';
const START = 'flex-start';
const TITLE_LEVEL = 5;
const BREAK_ALL = { wordBreak: 'break-all' } as const;
const PANE_STYLE = { height: '100%', overflow: 'auto', paddingBottom: 16 } as const;

export interface EndpointMockPaneProps {
  projectId: string;
  endpointId: string;
  /** Read-only members, locked and frozen projects: everything shown, nothing changeable. */
  readOnly: boolean;
}

/**
 * The Mock view of an endpoint (issue 7): its mock URL, whether it is mocked, its latency and
 * its expectations, saved together from the version loaded.
 */
export function EndpointMockPane({ projectId, endpointId, readOnly }: EndpointMockPaneProps) {
  const { t } = useTranslation();
  const mock = useEndpointMock(projectId, endpointId);
  if (mock.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (mock.isError) {
    return (
      <Result
        status={WARNING}
        title={t('mock.endpoint.loadFailed')}
        subTitle={<ErrorAlert error={mock.error} />}
        extra={<Button onClick={() => void mock.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <EndpointMockForm
      projectId={projectId}
      endpointId={endpointId}
      loaded={mock.data}
      readOnly={readOnly}
    />
  );
}

interface Edit {
  base: EndpointMock;
  draft: EndpointMockDraft;
}

/** The problems of a draft, each by its key; the paths under `changed` of `scope` dropped. */
function withoutChanged(problems: Map<string, FieldProblem>, scope: string, changed: string) {
  const kept = new Map(problems);
  for (const [key, problem] of problems) {
    if (problem.scope !== scope) continue;
    if (
      changed === '' ||
      problem.path === changed ||
      problem.path.startsWith(`${changed}.`) ||
      problem.path === ''
    ) {
      kept.delete(key);
    }
  }
  return kept;
}

/** The problems by field; the first of a field's is the one shown. */
function keyed(problems: FieldProblem[]): Map<string, FieldProblem> {
  const byKey = new Map<string, FieldProblem>();
  for (const problem of problems) {
    const key = fieldKey(problem.scope, problem.path);
    if (!byKey.has(key)) byKey.set(key, problem);
  }
  return byKey;
}

function EndpointMockForm({
  projectId,
  endpointId,
  loaded,
  readOnly,
}: {
  projectId: string;
  endpointId: string;
  loaded: EndpointMock;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const update = useUpdateEndpointMock();
  const idPrefix = useId();
  // Untouched, the form shows the endpoint's mock as loaded; once changed, the draft is kept
  // until it is saved or reloaded (a refused save keeps it, with the problems beside fields).
  const [edit, setEdit] = useState<Edit | null>(null);
  const [problems, setProblems] = useState<Map<string, FieldProblem>>(new Map());
  const [unplaced, setUnplaced] = useState<unknown>();
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

  const draft = edit?.draft ?? endpointMockDraftOf(loaded);
  const change = (next: EndpointMockDraft, scope: string, path: string) => {
    setEdit({ base: edit?.base ?? loaded, draft: next });
    setProblems((shown) => withoutChanged(shown, scope, path));
  };
  const setExpectations = (expectations: MockExpectation[], scope: string, path: string) =>
    change({ ...draft, expectations }, scope, path);

  // Each expectation's problems in the person's language, by path inside it.
  const problemsById = useMemo(() => {
    const byId = new Map<string, Map<string, string>>();
    for (const problem of problems.values()) {
      const expectation = draft.expectations.find((item) => item.id === problem.scope);
      const texts = byId.get(problem.scope) ?? new Map<string, string>();
      texts.set(problem.path, problemText(problem, expectation));
      byId.set(problem.scope, texts);
    }
    return byId;
  }, [problems, draft.expectations, problemText]);
  const ownProblems = problemsById.get('') ?? new Map<string, string>();

  const save = async () => {
    if (!edit) return;
    const body = endpointMockBodyOf(edit.draft, edit.base.version);
    const found = schemaProblems(edit.draft, body);
    if (found.length > 0) {
      setProblems(keyed(found));
      return;
    }
    setUnplaced(undefined);
    try {
      await update.mutateAsync({ projectId, endpointId, body });
      setEdit(null);
      setProblems(new Map());
      void message.success(t('success.edit'));
    } catch (error) {
      if (isEditConflict(error)) {
        setIsConflict(true);
        return;
      }
      if (!(error instanceof ApiError) || error.errors.length === 0) {
        void message.error(errorMessage(error));
        return;
      }
      const placed = error.errors.map((fieldError) =>
        placeProblem(edit.draft, fieldError.pointer, fieldError.message),
      );
      setProblems(keyed(placed.filter((problem) => problem !== undefined)));
      // What names no field is said above the list (in the catalogue's words).
      if (placed.some((problem) => problem === undefined)) setUnplaced(error);
    }
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      await queryClient.fetchQuery({ ...endpointMockQuery(projectId, endpointId), staleTime: 0 });
      setEdit(null);
      setProblems(new Map());
      setUnplaced(undefined);
      setIsConflict(false);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setIsReloading(false);
    }
  };

  const add = () =>
    setExpectations(
      [...draft.expectations, newExpectation(crypto.randomUUID())],
      '',
      'expectations',
    );

  const duplicate = (index: number) => {
    const original = draft.expectations[index]!;
    const name = original.name.trim()
      ? t('mock.expectations.copyOf', { name: original.name.trim() })
      : '';
    const copy = duplicateOf(original, crypto.randomUUID(), name);
    const next = [...draft.expectations];
    next.splice(index + 1, 0, copy);
    setExpectations(next, '', 'expectations');
  };

  const latencyError = `${idPrefix}-latency-error`;
  const latencyProblem = ownProblems.get('latencyMs');
  const setEnabled = (enabled: boolean) => change({ ...draft, enabled }, '', 'enabled');
  const setLatency = (latencyMs: number | null) => change({ ...draft, latencyMs }, '', 'latencyMs');
  const move = (index: number, delta: number) =>
    setExpectations(moved(draft.expectations, index, delta), '', 'expectations');
  const hasProblems = problems.size > 0;

  return (
    <Flex vertical gap={16} style={PANE_STYLE} data-testid={MOCK_TEST_IDS.endpointPane}>
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap>
        <Flex align={CENTER} gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong>{t('mock.endpoint.url')}</Typography.Text>
          <Typography.Text code style={BREAK_ALL} data-testid={MOCK_TEST_IDS.endpointUrl}>
            {loaded.url}
          </Typography.Text>
          <CopyButton
            text={loaded.url}
            label={t('mock.endpoint.copyUrl')}
            data-testid={MOCK_TEST_IDS.copyEndpointUrl}
          />
        </Flex>
        <Button
          type={PRIMARY}
          icon={<SaveOutlined />}
          disabled={readOnly || edit === null}
          loading={update.isPending}
          onClick={() => void save()}
          data-testid={MOCK_TEST_IDS.endpointSave}
        >
          {t('mock.endpoint.save')}
        </Button>
      </Flex>
      <Typography.Text type={SECONDARY}>
        {t('mock.endpoint.magicHelp', MAGIC_PARAMETERS)}
      </Typography.Text>
      {isConflict && (
        <ConflictNotice
          message={t('mock.endpoint.conflict')}
          onReload={() => void reload()}
          isReloading={isReloading}
          data-testid={MOCK_TEST_IDS.endpointConflict}
          reloadTestId={MOCK_TEST_IDS.endpointReload}
        />
      )}
      {hasProblems && <Alert type={ERROR} showIcon title={t('mock.endpoint.fixIssues')} />}
      <ErrorAlert error={unplaced} />
      <Flex gap={24} wrap align={START}>
        <Flex vertical gap={2}>
          <Flex align={CENTER} gap={8}>
            <Switch
              checked={draft.enabled}
              disabled={readOnly}
              aria-label={t('mock.endpoint.enabled')}
              onChange={setEnabled}
              data-testid={MOCK_TEST_IDS.endpointEnabled}
            />
            <Typography.Text strong>{t('mock.endpoint.enabled')}</Typography.Text>
          </Flex>
          <Typography.Text type={SECONDARY}>{t('mock.endpoint.enabledHelp')}</Typography.Text>
        </Flex>
        <Flex vertical gap={2}>
          <Typography.Text strong>{t('mock.endpoint.latency')}</Typography.Text>
          <InputNumber<number>
            value={draft.latencyMs}
            min={0}
            max={MOCK_DELAY_MAX_MS}
            precision={0}
            disabled={readOnly}
            placeholder={t('mock.endpoint.latencyPlaceholder')}
            aria-label={t('mock.endpoint.latency')}
            onChange={setLatency}
            style={{ width: 180 }}
            data-testid={MOCK_TEST_IDS.endpointLatency}
            {...invalidProps(latencyError, latencyProblem)}
          />
          <FieldMessage id={latencyError} message={latencyProblem} />
          <Typography.Text type={SECONDARY}>{t('mock.endpoint.latencyHelp')}</Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
          {t('mock.expectations.title')}
        </Typography.Title>
        <Typography.Text type={SECONDARY}>{t('mock.expectations.help')}</Typography.Text>
        <Typography.Text type={SECONDARY}>
          {t('mock.expectations.templateHelp', { values: TEMPLATE_EXAMPLES.join('  ') })}
        </Typography.Text>
      </Flex>
      {draft.expectations.length === 0 && (
        <Typography.Text type={SECONDARY}>{t('mock.expectations.empty')}</Typography.Text>
      )}
      {draft.expectations.map((expectation, index) => (
        <ExpectationCard
          key={expectation.id}
          expectation={expectation}
          index={index}
          count={draft.expectations.length}
          readOnly={readOnly}
          problems={problemsById.get(expectation.id) ?? new Map()}
          onChange={(next, path) =>
            setExpectations(
              draft.expectations.map((item) => (item.id === expectation.id ? next : item)),
              expectation.id,
              path,
            )
          }
          onMove={(delta) => move(index, delta)}
          onDuplicate={() => duplicate(index)}
          onRemove={() =>
            setExpectations(
              draft.expectations.filter((item) => item.id !== expectation.id),
              expectation.id,
              '',
            )
          }
        />
      ))}
      {!readOnly && (
        <Button
          type={DASHED}
          icon={<PlusOutlined />}
          onClick={add}
          style={{ alignSelf: START }}
          data-testid={MOCK_TEST_IDS.addExpectation}
        >
          {t('mock.expectations.add')}
        </Button>
      )}
    </Flex>
  );
}
