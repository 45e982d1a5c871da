import { useMemo, useState, type KeyboardEvent } from 'react';
import { Badge, Flex, Modal, Tabs, Typography } from 'antd';
import type { DebugRequest, KeyValue } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import type { OAuthSignInContext } from '../oauth';
import { AuthEditor } from './auth-editor';
import { BodyEditor } from './body-editor';
import { CodeField } from './code-field';
import { KeyValueRows } from './key-value-rows';
import { isKnownVariable, resolvePreview, type PreviewVariables } from './preview-variables';
import { RequestPreview } from './request-preview';
import { RequestSettingsEditor } from './request-settings-editor';
import { REQUEST_TEST_IDS, requestTestIdOf } from './test-ids';
import { UrlBar } from './url-bar';
import { moveQueryToRows, syncPathParams } from './url-parts';
import { templateOf, VariableMarksContext, type VariableMarks } from './variable-marks';
import { useWhereLabel } from './where-label';

const SMALL = 'small';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const CENTER = 'center';
const COUNT_COLOUR = '#835CFF';
const PREVIEW_WIDTH = 760;
const URL_WHERE = { query: 'query', path: 'pathParams' } as const;
const ROWS = { query: requestTestIdOf.rows('query'), path: requestTestIdOf.rows('path') };

export interface RequestBuilderProps {
  value: DebugRequest;
  /** Every edit, as the whole new request. */
  onChange: (next: DebugRequest) => void;
  /** The Send button and Ctrl/Cmd+Enter anywhere in the builder. */
  onSend: () => void;
  /** The Code button: the request as code. */
  onCode: () => void;
  isSending?: boolean;
  /** The variables the browser knows: unknown `{{names}}` are marked, the preview uses them. */
  variables: PreviewVariables;
  /** Where an OAuth 2.0 sign-in takes its variables (see AuthEditor). */
  oauth?: OAuthSignInContext | undefined;
  /** Why Send is refused before it is tried (a path with no base URL); Send works without. */
  sendBlockedReason?: string | undefined;
}

const enabledCount = (rows: readonly { enabled: boolean }[]) =>
  rows.filter((row) => row.enabled).length;

/**
 * The request builder (issue 6), a controlled component over a DebugRequest: method, URL and
 * Send, then tabs for parameters, headers, cookies, body, auth, scripts and settings.
 */
export function RequestBuilder({
  value,
  onChange,
  onSend,
  onCode,
  isSending = false,
  variables,
  oauth,
  sendBlockedReason,
}: RequestBuilderProps) {
  const { t } = useTranslation();
  const whereLabel = useWhereLabel();
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const resolution = useMemo(() => resolvePreview(value, variables), [value, variables]);

  const marks = useMemo<VariableMarks>(() => {
    const byWhere = new Map<string, string[]>();
    for (const { name, where } of resolution.unknownVariables) {
      byWhere.set(where, [...(byWhere.get(where) ?? []), name]);
    }
    return {
      unknownAt: (where) => byWhere.get(where) ?? [],
      isKnown: (name) => isKnownVariable(variables.scopes, name),
    };
  }, [resolution, variables]);

  const change = (patch: Partial<DebugRequest>) => onChange({ ...value, ...patch });
  const canSend = /^[A-Za-z]+$/.test(value.method) && !isSending && !sendBlockedReason;
  const send = () => {
    if (canSend) onSend();
  };

  // Captured above the fields: CodeMirror would take Ctrl/Cmd+Enter for a new line.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      send();
    }
  };

  const label = (text: string, count: number) => (
    <Flex gap={6} align={CENTER}>
      {text}
      {count > 0 && <Badge count={count} color={COUNT_COLOUR} size={SMALL} />}
    </Flex>
  );
  const rowsTab = (
    key: 'headers' | 'cookies',
    rows: KeyValue[],
    onRows: (rows: KeyValue[]) => void,
  ) => ({
    key,
    label: (
      <span data-testid={requestTestIdOf.tab(key)}>
        {label(t(`debug.request.tabs.${key}`), enabledCount(rows))}
      </span>
    ),
    children: (
      <KeyValueRows
        rows={rows}
        where={key}
        onChange={onRows}
        data-testid={requestTestIdOf.rows(key)}
      />
    ),
  });
  const scriptTab = (key: 'preRequestScript' | 'postResponseScript') => ({
    key,
    label: (
      <span data-testid={requestTestIdOf.tab(key)}>
        {label(t(`debug.request.tabs.${key}`), value[key].trim() === '' ? 0 : 1)}
      </span>
    ),
    children: (
      <Flex vertical gap={6}>
        <Typography.Text type={SECONDARY}>{t(`debug.request.scripts.${key}Hint`)}</Typography.Text>
        <CodeField
          value={value[key]}
          ariaLabel={t(`debug.request.tabs.${key}`)}
          data-testid={REQUEST_TEST_IDS[key]}
          onChange={(text) => change({ [key]: text })}
        />
      </Flex>
    ),
  });

  const tabs = [
    {
      key: 'params',
      label: (
        <span data-testid={requestTestIdOf.tab('params')}>
          {label(
            t('debug.request.tabs.params'),
            enabledCount(value.query) + value.pathParams.length,
          )}
        </span>
      ),
      children: (
        <Flex vertical gap={12}>
          <Typography.Text strong>{t('debug.request.params.query')}</Typography.Text>
          <KeyValueRows
            rows={value.query}
            where={URL_WHERE.query}
            onChange={(query) => change({ query })}
            data-testid={ROWS.query}
          />
          <Typography.Text strong>{t('debug.request.params.path')}</Typography.Text>
          {value.pathParams.length === 0 ? (
            <Typography.Text type={SECONDARY}>{t('debug.request.params.pathHint')}</Typography.Text>
          ) : (
            <KeyValueRows
              rows={value.pathParams}
              where={URL_WHERE.path}
              isFixed
              onChange={(pathParams) => change({ pathParams })}
              data-testid={ROWS.path}
            />
          )}
        </Flex>
      ),
    },
    rowsTab('headers', value.headers, (headers) => change({ headers })),
    rowsTab('cookies', value.cookies, (cookies) => change({ cookies })),
    {
      key: 'body',
      label: (
        <span data-testid={requestTestIdOf.tab('body')}>
          {label(t('debug.request.tabs.body'), value.body.kind === 'none' ? 0 : 1)}
        </span>
      ),
      children: <BodyEditor body={value.body} onChange={(body) => change({ body })} />,
    },
    {
      key: 'auth',
      label: <span data-testid={requestTestIdOf.tab('auth')}>{t('debug.request.tabs.auth')}</span>,
      children: (
        <AuthEditor auth={value.auth} oauth={oauth} onChange={(auth) => change({ auth })} />
      ),
    },
    scriptTab('preRequestScript'),
    scriptTab('postResponseScript'),
    {
      key: 'settings',
      label: (
        <span data-testid={requestTestIdOf.tab('settings')}>
          {t('debug.request.tabs.settings')}
        </span>
      ),
      children: (
        <RequestSettingsEditor
          settings={value.settings}
          onChange={(settings) => change({ settings })}
        />
      ),
    },
  ];

  return (
    <VariableMarksContext.Provider value={marks}>
      <Flex
        vertical
        gap={8}
        data-testid={REQUEST_TEST_IDS.builder}
        onKeyDownCapture={onKeyDownCapture}
      >
        <UrlBar
          method={value.method}
          url={value.url}
          isSending={isSending}
          canSend={canSend}
          sendBlockedReason={sendBlockedReason}
          onMethodChange={(method) => change({ method })}
          onUrlChange={(url) => change({ url, pathParams: syncPathParams(value.pathParams, url) })}
          onUrlBlur={() => {
            const moved = moveQueryToRows(value);
            if (moved !== value) onChange(moved);
          }}
          onSend={send}
          onCode={onCode}
          onPreview={() => setIsPreviewOpen(true)}
        />
        {resolution.unknownVariables.length > 0 && (
          <Typography.Text type={WARNING} data-testid={REQUEST_TEST_IDS.unknownVariables}>
            {t('debug.request.unknownSummary', {
              list: resolution.unknownVariables
                .map((v) => `${templateOf(v.name)} (${whereLabel(v.where)})`)
                .join(', '),
            })}
          </Typography.Text>
        )}
        <Tabs size={SMALL} items={tabs} />
      </Flex>
      <Modal
        open={isPreviewOpen}
        title={t('debug.request.preview.title')}
        footer={null}
        width={PREVIEW_WIDTH}
        onCancel={() => setIsPreviewOpen(false)}
        destroyOnHidden
      >
        <RequestPreview resolution={resolution} />
      </Modal>
    </VariableMarksContext.Provider>
  );
}
