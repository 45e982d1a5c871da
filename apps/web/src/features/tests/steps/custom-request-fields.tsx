import { useId } from 'react';
import { Checkbox, Flex, Input, Select, Typography } from 'antd';
import type { DebugRequest, KeyValue } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../debug';
import { TESTS_TEST_IDS } from '../test-ids';
import { RemoveRowButton, RowTable, RowTableRow } from './row-table';

const DANGER = 'danger';
const SECONDARY = 'secondary';
const START = 'flex-start';
const OFF = 'off';
const ERROR = 'error';
const JSON_LANGUAGE = 'json';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const HEADER_COLUMNS = '20px minmax(0, 1fr) minmax(0, 1.5fr) 28px';
const BODY_MIN_HEIGHT = 120;
const BODY_MAX_HEIGHT = '40vh';

/** An empty body sends none, rather than an empty JSON text. */
function jsonBodyOf(text: string): DebugRequest['body'] {
  return text.trim() === '' ? { kind: 'none' } : { kind: 'json', text };
}

export interface CustomRequestFieldsProps {
  request: DebugRequest;
  readOnly: boolean;
  /** Why the method was refused, already in the person's language. */
  methodIssue: string | null;
  onChange: (request: DebugRequest) => void;
}

/**
 * A request written in the step itself: method, URL, headers and a JSON body, `{{variables}}`
 * allowed everywhere. A body of another kind (from an import) is kept as it is and said so.
 */
export function CustomRequestFields({
  request,
  readOnly,
  methodIssue,
  onChange,
}: CustomRequestFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const change = (patch: Partial<DebugRequest>) => onChange({ ...request, ...patch });
  const setHeader = (index: number, patch: Partial<KeyValue>) =>
    change({
      headers: request.headers.map((header, at) =>
        at === index ? { ...header, ...patch } : header,
      ),
    });
  const isJsonBody = request.body.kind === 'json' || request.body.kind === 'none';
  const bodyText = request.body.kind === 'json' ? request.body.text : '';
  const methodOptions = (
    METHODS.includes(request.method.toUpperCase()) ? METHODS : [request.method, ...METHODS]
  ).map((method) => ({ value: method, label: method }));

  return (
    <Flex vertical gap={10}>
      <Flex gap={8} align={START}>
        <Flex vertical gap={2} style={{ width: 120, flex: 'none' }}>
          <Select
            value={request.method.toUpperCase()}
            options={methodOptions}
            disabled={readOnly}
            status={methodIssue ? ERROR : undefined}
            aria-label={t('tests.request.method')}
            onChange={(method) => change({ method })}
          />
          {methodIssue && (
            <Typography.Text type={DANGER} style={{ fontSize: 12 }}>
              {methodIssue}
            </Typography.Text>
          )}
        </Flex>
        <Input
          value={request.url}
          disabled={readOnly}
          autoComplete={OFF}
          aria-label={t('tests.request.url')}
          placeholder={t('tests.request.urlPlaceholder')}
          onChange={(event) => change({ url: event.target.value })}
        />
      </Flex>
      <Typography.Text strong>{t('tests.request.headers')}</Typography.Text>
      <RowTable
        label={t('tests.request.headers')}
        columns={HEADER_COLUMNS}
        rowCount={request.headers.length}
        readOnly={readOnly}
        addLabel={t('tests.request.addHeader')}
        onAdd={() =>
          change({ headers: [...request.headers, { key: '', value: '', enabled: true }] })
        }
        addTestId={TESTS_TEST_IDS.addHeader}
      >
        {request.headers.map((header, index) => {
          const n = index + 1;
          return (
            <RowTableRow key={index} columns={HEADER_COLUMNS}>
              <Checkbox
                checked={header.enabled}
                disabled={readOnly}
                aria-label={t('tests.request.headerEnabledOf', { n })}
                onChange={(event) => setHeader(index, { enabled: event.target.checked })}
              />
              <Input
                value={header.key}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.request.headerNameOf', { n })}
                placeholder={t('tests.request.headerName')}
                onChange={(event) => setHeader(index, { key: event.target.value })}
              />
              <Input
                value={header.value}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.request.headerValueOf', { n })}
                placeholder={t('tests.request.headerValue')}
                onChange={(event) => setHeader(index, { value: event.target.value })}
              />
              <RemoveRowButton
                label={t('tests.request.headerRemoveOf', { n })}
                readOnly={readOnly}
                onRemove={() =>
                  change({ headers: request.headers.filter((_, at) => at !== index) })
                }
              />
            </RowTableRow>
          );
        })}
      </RowTable>
      <Typography.Text strong id={`${id}-body`}>
        {t('tests.request.body')}
      </Typography.Text>
      {isJsonBody ? (
        <CodeField
          value={bodyText}
          language={JSON_LANGUAGE}
          readOnly={readOnly}
          ariaLabel={t('tests.request.body')}
          minHeight={BODY_MIN_HEIGHT}
          maxHeight={BODY_MAX_HEIGHT}
          onChange={(text) => change({ body: jsonBodyOf(text) })}
        />
      ) : (
        <Typography.Text type={SECONDARY}>
          {t('tests.request.otherBody', { kind: request.body.kind })}
        </Typography.Text>
      )}
    </Flex>
  );
}
