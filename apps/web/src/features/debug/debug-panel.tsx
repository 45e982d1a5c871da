import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Splitter, Tooltip, Typography } from 'antd';
import { ClearOutlined, HistoryOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { DebugRequest, SendResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { useDebugCode } from './api/debug-code';
import { useDesignServers } from './api/design-servers';
import { useSendRequest } from './api/send-request';
import { sessionValueCount, useSessionVariables } from './api/session-variables';
import { CaseBar } from './cases';
import { CodeDialog } from './code';
import { panelMemoryKey, recallPanel, rememberPanel } from './debug-panel-memory';
import {
  EnvironmentPicker,
  EnvironmentsDrawer,
  useEnvironments,
  useProjectVariables,
  useSelectedEnvironment,
} from './environments';
import { DEBUG_HISTORY_TEST_IDS, HistoryDrawer, useReplaceRequest } from './history';
import { BaseUrlBar } from './request/base-url-bar';
import { previewVariablesOf, resolvePreview } from './request/preview-variables';
import { RequestBuilder } from './request/request-builder';
import { REQUEST_TEST_IDS } from './request/test-ids';
import { ProblemList } from './request/problem-list';
import { ResponseView } from './response/response-view';

const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const CENTER = 'center';
const BETWEEN = 'space-between';
const VERTICAL = 'vertical';
const BUILDER_SIZE = '55%';
const PANE_MIN = 120;
const PANE_STYLE = { overflow: 'auto', padding: '8px 2px' } as const;

export interface DebugPanelProps {
  projectId: string;
  /** Where the request starts: from an endpoint's design, or blank. */
  initial: DebugRequest;
  /** The endpoint being run: its answer is checked against its design, its edits are kept. */
  endpointId?: string;
  /** Read-only members may send and open cases, but not change environments, variables or cases. */
  readOnly?: boolean;
  /**
   * Offers "Save as endpoint" (a blank request, for members who may edit the design): called
   * with the request as it stands and the base URLs a path of it is relative to.
   */
  onSaveAsEndpoint?: (request: DebugRequest, bases: string[]) => void;
}

/**
 * The debugger (issue 6): the environment picker (and an endpoint's cases), the request builder
 * and, below it, the response; the person's history in a drawer. Edits to an endpoint's request
 * and its last answer are kept for the page's life.
 */
export function DebugPanel({
  projectId,
  initial,
  endpointId,
  readOnly = false,
  onSaveAsEndpoint,
}: DebugPanelProps) {
  const { t } = useTranslation();
  const memoryKey = endpointId ? panelMemoryKey(projectId, endpointId) : null;
  const [request, setRequest] = useState<DebugRequest>(
    () => (memoryKey && recallPanel(memoryKey)?.request) || initial,
  );
  const [result, setResult] = useState<SendResult | null>(
    () => (memoryKey && recallPanel(memoryKey)?.result) || null,
  );
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  // Each opening of the code starts with its secrets hidden.
  const [revealSecrets, setRevealSecrets] = useState(false);
  const errorMessage = useErrorMessage();

  const selected = useSelectedEnvironment(projectId);
  const environments = useEnvironments(projectId);
  const servers = useDesignServers(projectId);
  const projectVariables = useProjectVariables(projectId);
  const { session, clear: clearSession } = useSessionVariables(projectId);
  const send = useSendRequest(projectId);
  const { reset: resetSend } = send;

  // Another request (from the history, a case) drops the answer of the one it replaces.
  const applyRequest = useCallback(
    (next: DebugRequest) => {
      setRequest(next);
      setResult(null);
      resetSend();
    },
    [resetSend],
  );
  const { replace, markClean } = useReplaceRequest(request, applyRequest);

  useEffect(() => {
    if (memoryKey) rememberPanel(memoryKey, { request, result });
  }, [memoryKey, request, result]);

  const variables = useMemo(
    () =>
      previewVariablesOf({
        environment: selected.environment,
        projectVariables: projectVariables.data?.variables ?? [],
        session,
        servers: servers.servers,
        serverUrl: servers.serverUrl,
      }),
    [selected.environment, projectVariables.data, session, servers.servers, servers.serverUrl],
  );
  const hasEnvironmentBaseUrl = (selected.environment?.baseUrl.trim() ?? '') !== '';
  // The design's server the person picked, for the server to use too (issue 21).
  const serverUrl = hasEnvironmentBaseUrl ? undefined : (servers.serverUrl ?? undefined);
  // Said before sending, once the environments and the design's servers are known: a path with
  // nowhere to go is not sent (the server would refuse it with NO_BASE_URL).
  const isBaseUrlMissing = useMemo(
    () =>
      servers.servers !== undefined &&
      environments.isSuccess &&
      resolvePreview(request, variables).problems.some((problem) => problem.code === 'NO_BASE_URL'),
    [servers.servers, environments.isSuccess, request, variables],
  );

  const code = useDebugCode(
    projectId,
    isCodeOpen
      ? {
          request,
          environmentId: selected.environmentId,
          endpointId: endpointId ?? null,
          ...(serverUrl === undefined ? {} : { serverUrl }),
          session,
          revealSecrets,
        }
      : null,
  );
  const codeNotes = [
    ...(code.data?.authAddedWhenSent
      ? [
          t('debug.code.authNotInCode', {
            auth: t(`debug.request.auth.types.${code.data.authAddedWhenSent}`),
          }),
        ]
      : []),
    ...(request.preRequestScript.trim() === '' ? [] : [t('debug.code.scriptNote')]),
  ];

  const sendNow = () => {
    markClean(request);
    send.mutate(
      {
        request,
        environmentId: selected.environmentId,
        endpointId: endpointId ?? null,
        serverUrl,
      },
      { onSuccess: setResult },
    );
  };

  const sessionCount = sessionValueCount(session);

  // The bases a URL typed in full may start with: the environment's, then the design's servers
  // as written and as sent.
  const basesOfRequest = () => [
    ...(hasEnvironmentBaseUrl ? [selected.environment!.baseUrl] : []),
    ...(servers.servers ?? []).map((server) => server.url),
    ...servers.sendable.map((server) => server.address),
  ];

  return (
    <Flex
      vertical
      gap={8}
      style={{ height: '100%', minHeight: 0 }}
      data-testid={REQUEST_TEST_IDS.panel}
    >
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap>
        <Flex gap={8} align={CENTER} wrap>
          <EnvironmentPicker
            projectId={projectId}
            value={selected.environmentId}
            onChange={selected.select}
            onManage={() => setIsDrawerOpen(true)}
          />
          <BaseUrlBar
            hasEnvironmentBaseUrl={hasEnvironmentBaseUrl}
            servers={servers.sendable}
            serverUrl={servers.serverUrl ?? undefined}
            onSelect={servers.select}
          />
          {endpointId && (
            <CaseBar
              projectId={projectId}
              endpointId={endpointId}
              request={request}
              readOnly={readOnly}
              replace={replace}
              onSaved={markClean}
            />
          )}
        </Flex>
        <Flex gap={8} align={CENTER}>
          {sessionCount > 0 && (
            <Tooltip
              title={t('debug.panel.sessionHint', {
                names: [
                  ...Object.keys(session.environment),
                  ...Object.keys(session.collection),
                  ...Object.keys(session.globals),
                ].join(', '),
              })}
            >
              <Typography.Text type={SECONDARY}>
                {t('debug.panel.sessionCount', { n: sessionCount })}
              </Typography.Text>
            </Tooltip>
          )}
          <Button
            size={SMALL}
            type={TEXT}
            icon={<ClearOutlined />}
            disabled={sessionCount === 0}
            onClick={clearSession}
            data-testid={REQUEST_TEST_IDS.sessionClear}
          >
            {t('debug.panel.clearSession')}
          </Button>
          <Button
            size={SMALL}
            type={TEXT}
            icon={<HistoryOutlined />}
            onClick={() => setIsHistoryOpen(true)}
            data-testid={DEBUG_HISTORY_TEST_IDS.open}
          >
            {t('debug.history.open')}
          </Button>
          {onSaveAsEndpoint && (
            <Button
              size={SMALL}
              type={TEXT}
              icon={<SaveOutlined />}
              onClick={() => onSaveAsEndpoint(request, basesOfRequest())}
              data-testid={REQUEST_TEST_IDS.saveAsEndpoint}
            >
              {t('debug.panel.saveAsEndpoint')}
            </Button>
          )}
          {endpointId && (
            <Popconfirm
              title={t('debug.panel.resetConfirm')}
              okText={t('debug.panel.reset')}
              cancelText={t('debug.panel.cancel')}
              onConfirm={() => {
                setRequest(initial);
                markClean(initial);
              }}
            >
              <Button
                size={SMALL}
                type={TEXT}
                icon={<UndoOutlined />}
                data-testid={REQUEST_TEST_IDS.resetFromDesign}
              >
                {t('debug.panel.reset')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      {isBaseUrlMissing && (
        <Alert
          type={WARNING}
          showIcon
          title={t('debug.baseUrl.missing')}
          data-testid={REQUEST_TEST_IDS.baseUrlMissing}
        />
      )}
      <Splitter orientation={VERTICAL} style={{ flex: 1, minHeight: 0 }}>
        <Splitter.Panel defaultSize={BUILDER_SIZE} min={PANE_MIN} style={PANE_STYLE}>
          <RequestBuilder
            value={request}
            onChange={setRequest}
            onSend={sendNow}
            onCode={() => setIsCodeOpen(true)}
            isSending={send.isPending}
            variables={variables}
            oauth={{ projectId, environmentId: selected.environmentId }}
            sendBlockedReason={isBaseUrlMissing ? t('debug.baseUrl.sendBlocked') : undefined}
          />
        </Splitter.Panel>
        <Splitter.Panel min={PANE_MIN} style={PANE_STYLE}>
          <ResponseView
            result={send.isPending ? null : result}
            isSending={send.isPending}
            failure={send.isError ? send.error : undefined}
          />
        </Splitter.Panel>
      </Splitter>
      <EnvironmentsDrawer
        projectId={projectId}
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        readOnly={readOnly}
        environmentId={selected.environmentId}
      />
      <HistoryDrawer
        projectId={projectId}
        endpointId={endpointId}
        open={isHistoryOpen}
        onClose={() => setIsHistoryOpen(false)}
        replace={replace}
      />
      <CodeDialog
        open={isCodeOpen}
        onClose={() => {
          setIsCodeOpen(false);
          setRevealSecrets(false);
        }}
        request={code.data?.request ?? null}
        isLoading={code.isFetching}
        secrets={{ isRevealed: revealSecrets, onChange: setRevealSecrets }}
        notes={codeNotes}
        reason={
          code.error ? (
            errorMessage(code.error)
          ) : code.data && code.data.problems.length > 0 ? (
            <ProblemList problems={code.data.problems} />
          ) : undefined
        }
      />
    </Flex>
  );
}
