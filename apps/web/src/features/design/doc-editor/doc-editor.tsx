import { useState } from 'react';
import { Flex, Input, Segmented } from 'antd';
import { MARKDOWN_MAX_LENGTH } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { MarkdownPreview } from './markdown-preview';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

export const DOC_VIEWS = ['edit', 'split', 'preview'] as const;
export type DocView = (typeof DOC_VIEWS)[number];

export interface DocEditorProps {
  /** The markdown text. */
  value: string;
  onChange: (next: string) => void;
  readOnly?: boolean;
}

const PANE = { flex: 1, minWidth: 0, minHeight: 0, overflow: 'auto' } as const;
const TEXT_STYLE = {
  ...PANE,
  resize: 'none',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
} as const;

/**
 * A markdown document: write, preview, or both side by side. A read-only document shows only
 * the preview.
 */
export function DocEditor({ value, onChange, readOnly = false }: DocEditorProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<DocView>('split');
  const shown: DocView = readOnly ? 'preview' : view;

  return (
    <Flex vertical gap={8} style={{ height: '100%', minHeight: 0 }}>
      {!readOnly && (
        <Segmented<DocView>
          value={view}
          onChange={setView}
          options={DOC_VIEWS.map((option) => ({
            value: option,
            label: t(`design.doc.view.${option}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Flex gap={16} style={{ flex: 1, minHeight: 320 }}>
        {shown !== 'preview' && (
          <Input.TextArea
            aria-label={t('design.doc.content')}
            data-testid={DESIGN_TEST_IDS.docText}
            value={value}
            maxLength={MARKDOWN_MAX_LENGTH}
            placeholder={t('design.doc.placeholder')}
            onChange={(event) => onChange(event.target.value)}
            style={TEXT_STYLE}
          />
        )}
        {shown !== 'edit' && (
          <div style={PANE}>
            <MarkdownPreview source={value} />
          </div>
        )}
      </Flex>
    </Flex>
  );
}
