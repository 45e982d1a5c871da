import { useState } from 'react';
import { useStableList } from './use-stable-list';
import { Alert, Button, Flex, Segmented } from 'antd';
import type { JsonSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { SchemaCodeView, useCodeErrorText } from './schema-code-view';
import { SchemaVisualView } from './schema-visual-view';
import { useSchemaCode } from './use-schema-code';
import { TEST_IDS } from './test-ids';

export const SCHEMA_VIEWS = ['visual', 'code', 'split'] as const;
export type SchemaView = (typeof SCHEMA_VIEWS)[number];

const SMALL = 'small';
const WARNING = 'warning';
const PANE = { flex: '1 1 420px', minWidth: 0 } as const;

export interface SchemaEditorProps {
  value: JsonSchema;
  onChange(next: JsonSchema): void;
  readOnly?: boolean;
  /** The project's model names, offered as `$ref` targets. */
  models: string[];
}

/**
 * A JSON Schema (OpenAPI 3.1 dialect) edited visually, as JSON/YAML text, or both side by side,
 * all views kept in step. Controlled: the owner keeps the value and saves it.
 *
 * While the text does not parse, the value stays the last valid one and the visual view is
 * read-only (both views editing two different schemas would lose one of them).
 */
export function SchemaEditor({ value, onChange, readOnly = false, models }: SchemaEditorProps) {
  const { t } = useTranslation();
  const code = useSchemaCode(value, onChange);
  const stableModels = useStableList(models);
  const errorText = useCodeErrorText();
  const [view, setView] = useState<SchemaView>('visual');
  const codeError = code.draft.error;

  const changeView = (next: SchemaView) => {
    code.flush();
    setView(next);
  };
  const showCode = () => changeView('code');

  const visual = (
    <div style={PANE}>
      {codeError && (
        <Alert
          type={WARNING}
          showIcon
          data-testid={TEST_IDS.visualLocked}
          title={t('design.schema.visualLocked', { error: errorText(codeError) })}
          action={
            view === 'visual' ? (
              <Button size={SMALL} onClick={showCode}>
                {t('design.schema.showCode')}
              </Button>
            ) : undefined
          }
        />
      )}
      <SchemaVisualView
        value={value}
        onChange={onChange}
        readOnly={readOnly || codeError !== null}
        models={stableModels}
      />
    </div>
  );

  return (
    <Flex vertical gap={8} data-testid={TEST_IDS.editor}>
      <Segmented<SchemaView>
        size={SMALL}
        value={view}
        options={SCHEMA_VIEWS.map((option) => ({
          value: option,
          label: t(`design.schema.view.${option}`),
        }))}
        aria-label={t('design.schema.viewLabel')}
        data-testid={TEST_IDS.view}
        onChange={changeView}
      />
      <Flex gap={16} wrap>
        {view !== 'code' && visual}
        {view !== 'visual' && (
          <div style={PANE}>
            <SchemaCodeView code={code} readOnly={readOnly} />
          </div>
        )}
      </Flex>
    </Flex>
  );
}
