import { useImperativeHandle, useMemo, type Ref } from 'react';
import { EditorView } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import type { Extension } from '@codemirror/state';
import { useCodeMirror } from '../../../components/code-mirror/use-code-mirror';
import type { CodeSyntax } from './schema-text';

const THEME = EditorView.theme({
  '&': { minHeight: '240px', maxHeight: '70vh', border: '1px solid #d9d9d9', borderRadius: '4px' },
  '&.cm-focused': { outline: 'none', borderColor: '#835CFF' },
  '.cm-scroller': { overflow: 'auto' },
});

function languageOf(syntax: CodeSyntax): Extension {
  return syntax === 'json' ? json() : yaml();
}

export interface CodeEditorHandle {
  /** Puts the cursor at a 1-based line and column and scrolls it into view. */
  reveal(line: number, column: number): void;
}

export interface CodeEditorProps {
  value: string;
  syntax: CodeSyntax;
  readOnly?: boolean;
  /** Every change the person makes, as the whole text. */
  onChange(text: string): void;
  onBlur?(): void;
  /** The accessible name of the editing area. */
  ariaLabel: string;
  handle?: Ref<CodeEditorHandle>;
}

/**
 * CodeMirror 6 as a controlled text field. A new `value` from outside is applied as the smallest
 * change, so the cursor and scroll position follow the text instead of jumping to the top.
 * Loaded on demand (`schema-code-view` imports it lazily): it is the heaviest part of the editor.
 */
export default function CodeEditor({
  value,
  syntax,
  readOnly = false,
  onChange,
  onBlur,
  ariaLabel,
  handle,
}: CodeEditorProps) {
  const language = useMemo(() => languageOf(syntax), [syntax]);
  const { host, view } = useCodeMirror({
    value,
    language,
    readOnly,
    ariaLabel,
    onChange,
    onBlur,
    theme: THEME,
  });

  useImperativeHandle(
    handle,
    () => ({
      reveal(line, column) {
        const editor = view.current;
        if (!editor) return;
        const { doc } = editor.state;
        const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
        const anchor = Math.min(target.from + Math.max(column - 1, 0), target.to);
        editor.dispatch({ selection: { anchor }, scrollIntoView: true });
        editor.focus();
      },
    }),
    [view],
  );

  return <div ref={host} />;
}
