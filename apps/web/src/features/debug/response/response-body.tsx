import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Segmented, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { SentResponse } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CodeField, type CodeFieldHandle } from '../request/code-field';
import { base64Bytes } from '../request/read-file';
import { useFormatBytes } from '../../../lib/format-measures';
import {
  isHtmlType,
  isImageType,
  isJsonType,
  isTextType,
  mediaTypeOf,
  prettyJson,
  textOf,
} from './response-body-text';
import { RESPONSE_TEST_IDS } from './test-ids';

type BodyView = 'pretty' | 'raw' | 'preview';

const SMALL = 'small';
const WARNING = 'warning';
const SECONDARY = 'secondary';
const CENTER = 'center';
const BETWEEN = 'space-between';
const JSON_LANGUAGE = 'json';
const NO_MAX_HEIGHT = 'none';
// Nothing in a previewed page runs: no scripts, forms, popups or same-origin access.
const SANDBOX_NOTHING = '';
const FRAME_STYLE = {
  width: '100%',
  height: 420,
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  background: '#fff',
} as const;

export interface ResponseBodyProps {
  body: SentResponse['body'];
}

/** The response body: pretty (JSON laid out, foldable, searchable), raw, or previewed. */
export function ResponseBody({ body }: ResponseBodyProps) {
  const { t } = useTranslation();
  const formatBytes = useFormatBytes();
  const search = useRef<CodeFieldHandle>(null);
  const contentType = body.contentType;
  const isText = isTextType(contentType);
  const [view, setView] = useState<BodyView>(isImageType(contentType) ? 'preview' : 'pretty');

  const text = useMemo(() => textOf(body.base64), [body.base64]);
  const pretty = useMemo(
    () => (isJsonType(contentType) || !isTextType(contentType) ? prettyJson(text) : null),
    [contentType, text],
  );

  const views = [
    { value: 'pretty', label: t('debug.response.body.pretty') },
    { value: 'raw', label: t('debug.response.body.raw') },
    { value: 'preview', label: t('debug.response.body.preview') },
  ];

  return (
    <Flex vertical gap={8} data-testid={RESPONSE_TEST_IDS.body}>
      {body.truncated && (
        <Alert
          type={WARNING}
          showIcon
          data-testid={RESPONSE_TEST_IDS.truncated}
          title={t('debug.response.body.truncated', {
            size: formatBytes(base64Bytes(body.base64)),
          })}
        />
      )}
      <Flex justify={BETWEEN} align={CENTER} gap={8}>
        <Segmented
          size={SMALL}
          value={view}
          options={views}
          onChange={(next) => setView(next as BodyView)}
          data-testid={RESPONSE_TEST_IDS.bodyView}
        />
        <Flex gap={8} align={CENTER}>
          <Typography.Text type={SECONDARY}>{mediaTypeOf(contentType) || '—'}</Typography.Text>
          {view !== 'preview' && (
            <Button
              size={SMALL}
              icon={<SearchOutlined />}
              onClick={() => search.current?.openSearch()}
            >
              {t('debug.response.body.search')}
            </Button>
          )}
        </Flex>
      </Flex>
      {body.base64 === '' ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.body.empty')}</Typography.Text>
      ) : view === 'preview' ? (
        <BodyPreview base64={body.base64} contentType={contentType} text={text} />
      ) : !isText && view === 'pretty' && pretty === null ? (
        <Typography.Text type={SECONDARY}>{t('debug.response.body.binary')}</Typography.Text>
      ) : (
        <CodeField
          // A new view starts at the top, with its own folds.
          key={view}
          value={view === 'pretty' ? (pretty ?? text) : text}
          language={view === 'pretty' && pretty !== null ? JSON_LANGUAGE : undefined}
          readOnly
          ariaLabel={t('debug.response.body.label')}
          minHeight={200}
          maxHeight={NO_MAX_HEIGHT}
          handle={search}
          data-testid={RESPONSE_TEST_IDS.bodyCode}
        />
      )}
    </Flex>
  );
}

function BodyPreview({
  base64,
  contentType,
  text,
}: {
  base64: string;
  contentType: string;
  text: string;
}) {
  const { t } = useTranslation();
  if (isHtmlType(contentType)) {
    return (
      <iframe
        title={t('debug.response.body.previewFrame')}
        sandbox={SANDBOX_NOTHING}
        srcDoc={text}
        style={FRAME_STYLE}
        data-testid={RESPONSE_TEST_IDS.previewFrame}
      />
    );
  }
  if (isImageType(contentType)) {
    return (
      <img
        alt={t('debug.response.body.previewImage')}
        src={`data:${mediaTypeOf(contentType)};base64,${base64}`}
        style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain', alignSelf: 'flex-start' }}
        data-testid={RESPONSE_TEST_IDS.previewImage}
      />
    );
  }
  return <Typography.Text type={SECONDARY}>{t('debug.response.body.noPreview')}</Typography.Text>;
}
