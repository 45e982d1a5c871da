import { Component, Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Segmented, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeEditorHandle } from './code-editor';
import { CODE_SYNTAXES, type CodeError, type CodeSyntax } from './schema-text';
import type { SchemaCode } from './use-schema-code';
import { TEST_IDS } from './test-ids';

const ERROR = 'error';
const SMALL = 'small';
const LINK = 'link';
const VERTICAL = 'vertical';

const loadCodeEditor = () => import('./code-editor');

/** The sentence for a code error, with its place. */
export function useCodeErrorText(): (error: CodeError) => string {
  const { t } = useTranslation();
  return (error) => {
    switch (error.kind) {
      case 'json':
        return t('design.schema.code.jsonError', {
          line: error.line,
          column: error.column,
          reason: t(`design.schema.code.jsonReason.${error.reason}`),
        });
      case 'yaml':
        return t('design.schema.code.yamlError', {
          line: error.line,
          column: error.column,
          reason: error.reason,
        });
      case 'notSchema':
        return t('design.schema.code.notSchema');
      case 'tooDeep':
        return t('design.schema.code.tooDeep', { max: error.maxDepth });
    }
  };
}

interface BoundaryProps {
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** Keeps a failed editor chunk inside the code pane, with a retry, instead of the whole page. */
class ChunkBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed
      ? this.props.fallback(() => this.setState({ hasFailed: false }))
      : this.props.children;
  }
}

export interface SchemaCodeViewProps {
  code: SchemaCode;
  readOnly: boolean;
}

/** The schema as JSON or YAML text in CodeMirror (loaded on first use). */
export function SchemaCodeView({ code, readOnly }: SchemaCodeViewProps) {
  const { t } = useTranslation();
  const errorText = useCodeErrorText();
  const editor = useRef<CodeEditorHandle>(null);
  // A new lazy component per attempt: a failed dynamic import is not retried by the same one.
  const [attempt, setAttempt] = useState(0);
  const [CodeEditor, setCodeEditor] = useState(() => lazy(loadCodeEditor));
  const { draft } = code;
  const error = draft.error;

  return (
    <Flex vertical gap={8} data-testid={TEST_IDS.code}>
      <Segmented<CodeSyntax>
        size={SMALL}
        value={draft.syntax}
        options={CODE_SYNTAXES.map((syntax) => ({
          value: syntax,
          label: t(`design.schema.code.syntax.${syntax}`),
        }))}
        aria-label={t('design.schema.code.syntaxLabel')}
        data-testid={TEST_IDS.syntax}
        onChange={code.setSyntax}
      />
      <ChunkBoundary
        key={attempt}
        fallback={(retry) => (
          <Alert
            type={ERROR}
            showIcon
            title={t('design.schema.code.loadFailed')}
            action={
              <Button
                size={SMALL}
                onClick={() => {
                  setCodeEditor(() => lazy(loadCodeEditor));
                  setAttempt((n) => n + 1);
                  retry();
                }}
              >
                {t('design.schema.code.retry')}
              </Button>
            }
          />
        )}
      >
        <Suspense fallback={<Spin aria-label={t('design.schema.code.loading')} />}>
          <CodeEditor
            handle={editor}
            value={draft.text}
            syntax={draft.syntax}
            readOnly={readOnly}
            ariaLabel={t('design.schema.code.editorLabel', {
              syntax: t(`design.schema.code.syntax.${draft.syntax}`),
            })}
            onChange={code.edit}
            onBlur={code.flush}
          />
        </Suspense>
      </ChunkBoundary>
      {error && (
        <Alert
          type={ERROR}
          showIcon
          data-testid={TEST_IDS.codeError}
          title={errorText(error)}
          description={t('design.schema.code.keptValue')}
          action={
            <Space orientation={VERTICAL} size={0}>
              {(error.kind === 'json' || error.kind === 'yaml') && (
                <Button
                  size={SMALL}
                  type={LINK}
                  onClick={() => editor.current?.reveal(error.line, error.column)}
                >
                  {t('design.schema.code.goToError')}
                </Button>
              )}
              <Button size={SMALL} type={LINK} onClick={code.discard}>
                {t('design.schema.code.discard')}
              </Button>
            </Space>
          }
        />
      )}
    </Flex>
  );
}
