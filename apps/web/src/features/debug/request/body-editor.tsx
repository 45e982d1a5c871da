import { useRef, useState } from 'react';
import { AutoComplete, Button, Flex, Radio, Typography } from 'antd';
import { DEBUG_BODY_KINDS, type DebugBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field';
import { FilePicker } from './file-picker';
import { FormDataRows } from './form-data-rows';
import { KeyValueRows } from './key-value-rows';
import { REQUEST_TEST_IDS, requestTestIdOf } from './test-ids';
import { templateOf, useVariableMarks } from './variable-marks';

type BodyKind = DebugBody['kind'];

const SMALL = 'small';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const CENTER = 'center';
const JSON_LANGUAGE = 'json';
// Where each editor's text sits in the request, as the resolver names it.
const WHERE = {
  text: 'body',
  fields: 'body/fields',
  query: 'body/query',
  variables: 'body/variables',
} as const;
const URLENCODED_ROWS = requestTestIdOf.rows('urlencoded');
const FORM_DATA_ROWS = requestTestIdOf.rows('form-data');
const RAW_TYPES = [
  'text/plain',
  'application/json',
  'application/xml',
  'text/html',
  'text/csv',
  'application/javascript',
].map((value) => ({ value }));

/** A new body of a kind, empty. */
export function emptyBody(kind: BodyKind): DebugBody {
  switch (kind) {
    case 'none':
      return { kind };
    case 'json':
    case 'xml':
      return { kind, text: '' };
    case 'raw':
      return { kind, text: '', contentType: 'text/plain' };
    case 'form-data':
    case 'x-www-form-urlencoded':
      return { kind, fields: [] };
    case 'binary':
      return { kind, file: null };
    case 'graphql':
      return { kind, query: '', variables: '' };
  }
}

export interface BodyEditorProps {
  body: DebugBody;
  onChange: (body: DebugBody) => void;
}

/** The request body: its kind, then the editor of that kind. */
export function BodyEditor({ body, onChange }: BodyEditorProps) {
  const { t } = useTranslation();
  const marks = useVariableMarks();
  // What each kind held before a switch, so switching back gives it back.
  const earlier = useRef<Partial<Record<BodyKind, DebugBody>>>({});
  const [formatFailed, setFormatFailed] = useState(false);

  const switchTo = (kind: BodyKind) => {
    earlier.current[body.kind] = body;
    setFormatFailed(false);
    onChange(earlier.current[kind] ?? emptyBody(kind));
  };

  const formatJson = (text: string) => {
    try {
      onChange({ kind: 'json', text: JSON.stringify(JSON.parse(text), null, 2) });
      setFormatFailed(false);
    } catch {
      setFormatFailed(true);
    }
  };

  return (
    <Flex vertical gap={10}>
      <Radio.Group
        size={SMALL}
        value={body.kind}
        onChange={(event) => switchTo(event.target.value as BodyKind)}
        data-testid={REQUEST_TEST_IDS.bodyKind}
        options={DEBUG_BODY_KINDS.map((kind) => ({
          value: kind,
          label: t(`debug.request.body.kinds.${kind}`),
        }))}
      />
      {body.kind === 'none' && (
        <Typography.Text type={SECONDARY}>{t('debug.request.body.none')}</Typography.Text>
      )}
      {(body.kind === 'json' || body.kind === 'xml' || body.kind === 'raw') && (
        <Flex vertical gap={6}>
          {body.kind === 'raw' && (
            <Flex gap={8} align={CENTER}>
              <Typography.Text type={SECONDARY}>
                {t('debug.request.body.contentType')}
              </Typography.Text>
              <AutoComplete
                size={SMALL}
                value={body.contentType}
                options={RAW_TYPES}
                style={{ width: 260 }}
                aria-label={t('debug.request.body.contentType')}
                data-testid={REQUEST_TEST_IDS.rawContentType}
                onChange={(contentType: string) => onChange({ ...body, contentType })}
              />
            </Flex>
          )}
          {body.kind === 'json' && (
            <Flex gap={8} align={CENTER}>
              <Button size={SMALL} onClick={() => formatJson(body.text)}>
                {t('debug.request.body.format')}
              </Button>
              {formatFailed && (
                <Typography.Text type={WARNING}>{t('debug.request.body.notJson')}</Typography.Text>
              )}
            </Flex>
          )}
          <CodeField
            value={body.text}
            language={body.kind === 'json' ? JSON_LANGUAGE : undefined}
            ariaLabel={t('debug.request.body.text')}
            isKnownVariable={marks.isKnown}
            data-testid={REQUEST_TEST_IDS.bodyText}
            onChange={(text) => onChange({ ...body, text })}
          />
          <UnknownBelow where={WHERE.text} />
        </Flex>
      )}
      {body.kind === 'x-www-form-urlencoded' && (
        <KeyValueRows
          rows={body.fields}
          where={WHERE.fields}
          data-testid={URLENCODED_ROWS}
          onChange={(fields) => onChange({ kind: body.kind, fields })}
        />
      )}
      {body.kind === 'form-data' && (
        <FormDataRows
          fields={body.fields}
          data-testid={FORM_DATA_ROWS}
          onChange={(fields) => onChange({ kind: body.kind, fields })}
        />
      )}
      {body.kind === 'binary' && (
        <FilePicker
          file={body.file}
          aria-label={t('debug.request.body.binaryFile')}
          onChange={(file) => onChange({ kind: body.kind, file })}
        />
      )}
      {body.kind === 'graphql' && (
        <Flex vertical gap={6}>
          <Typography.Text type={SECONDARY}>{t('debug.request.body.graphqlQuery')}</Typography.Text>
          <CodeField
            value={body.query}
            ariaLabel={t('debug.request.body.graphqlQuery')}
            isKnownVariable={marks.isKnown}
            data-testid={REQUEST_TEST_IDS.graphqlQuery}
            onChange={(query) => onChange({ ...body, query })}
          />
          <UnknownBelow where={WHERE.query} />
          <Typography.Text type={SECONDARY}>
            {t('debug.request.body.graphqlVariables')}
          </Typography.Text>
          <CodeField
            value={body.variables}
            language={JSON_LANGUAGE}
            minHeight={100}
            ariaLabel={t('debug.request.body.graphqlVariables')}
            isKnownVariable={marks.isKnown}
            data-testid={REQUEST_TEST_IDS.graphqlVariables}
            onChange={(variables) => onChange({ ...body, variables })}
          />
          <UnknownBelow where={WHERE.variables} />
        </Flex>
      )}
    </Flex>
  );
}

/** Under a code field: the names in it that no variable defines. */
export function UnknownBelow({ where }: { where: string }) {
  const { t } = useTranslation();
  const unknown = useVariableMarks().unknownAt(where);
  if (unknown.length === 0) return null;
  return (
    <Typography.Text type={WARNING} data-unknown-variables={unknown.join(',')}>
      {t('debug.request.unknownHere', {
        names: unknown.map(templateOf).join(', '),
      })}
    </Typography.Text>
  );
}
