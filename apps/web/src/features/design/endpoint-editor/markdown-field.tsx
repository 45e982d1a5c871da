import { lazy, Suspense, useState } from 'react';
import { ConfigProvider, Flex, Input, Segmented, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from './lib/test-ids';

// The markdown renderer is only needed when someone previews: it loads then.
const MarkdownPreview = lazy(() => import('./markdown-preview'));

export interface MarkdownFieldProps {
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  id?: string;
}

const VIEWS = ['edit', 'preview'] as const;
type View = (typeof VIEWS)[number];
const VIEW_KEYS = {
  edit: 'design.endpoint.description.edit',
  preview: 'design.endpoint.description.preview',
} as const satisfies Record<View, string>;

const ROWS = { minRows: 4, maxRows: 20 } as const;
const SECONDARY = 'secondary';
const SMALL = 'small';
const PREVIEW_STYLE = {
  minHeight: 96,
  padding: '4px 11px',
  border: '1px solid rgba(5, 5, 5, 0.06)',
  borderRadius: 4,
} as const;

/** A markdown text with a preview toggle; read-only shows the preview first. */
export function MarkdownField({ value, onChange, readOnly, id }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(readOnly ? 'preview' : 'edit');
  return (
    <Flex vertical gap={6} data-testid={TEST_IDS.description}>
      {/* Switching the view is reading, not editing: it works when read-only too. */}
      <ConfigProvider componentDisabled={false}>
        <Segmented<View>
          size={SMALL}
          aria-label={t('design.endpoint.description.view')}
          data-testid={TEST_IDS.descriptionView}
          value={view}
          onChange={setView}
          options={VIEWS.map((value) => ({ value, label: t(VIEW_KEYS[value]) }))}
        />
      </ConfigProvider>
      {view === 'edit' ? (
        <Input.TextArea
          id={id}
          aria-label={t('design.endpoint.description.label')}
          value={value}
          autoSize={ROWS}
          placeholder={t('design.endpoint.description.placeholder')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div style={PREVIEW_STYLE} data-testid={TEST_IDS.descriptionPreview}>
          {value.trim() === '' ? (
            <Typography.Text type={SECONDARY}>
              {t('design.endpoint.description.empty')}
            </Typography.Text>
          ) : (
            <Suspense fallback={<Spin size={SMALL} />}>
              <MarkdownPreview text={value} />
            </Suspense>
          )}
        </div>
      )}
    </Flex>
  );
}
