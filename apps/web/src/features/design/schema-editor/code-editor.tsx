import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import type { CodeSyntax } from './schema-text';
import { textChange } from './text-change';

/** Marks the editor's own updates from the `value` prop, which are not the person typing. */
const fromProps = Annotation.define<boolean>();

const THEME = EditorView.theme({
  '&': { minHeight: '240px', maxHeight: '70vh', border: '1px solid #d9d9d9', borderRadius: '4px' },
  '&.cm-focused': { outline: 'none', borderColor: '#835CFF' },
  '.cm-scroller': { overflow: 'auto' },
});

function languageOf(syntax: CodeSyntax): Extension {
  return syntax === 'json' ? json() : yaml();
}

function editableOf(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
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
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [compartments] = useState(() => ({
    language: new Compartment(),
    editable: new Compartment(),
    attributes: new Compartment(),
  }));
  const initial = useRef({ value, syntax, readOnly, ariaLabel });
  const callbacks = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  useEffect(() => {
    const start = initial.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: start.value,
        extensions: [
          basicSetup,
          THEME,
          compartments.language.of(languageOf(start.syntax)),
          compartments.editable.of(editableOf(start.readOnly)),
          compartments.attributes.of(
            EditorView.contentAttributes.of({ 'aria-label': start.ariaLabel }),
          ),
          EditorView.updateListener.of((update) => {
            const isOwn = update.transactions.some((tr) => tr.annotation(fromProps));
            if (update.docChanged && !isOwn)
              callbacks.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({ blur: () => void callbacks.current.onBlur?.() }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [compartments]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const change = textChange(editor.state.doc.toString(), value);
    if (change) editor.dispatch({ changes: change, annotations: fromProps.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.language.reconfigure(languageOf(syntax)) });
  }, [compartments, syntax]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.editable.reconfigure(editableOf(readOnly)) });
  }, [compartments, readOnly]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.attributes.reconfigure(
        EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
      ),
    });
  }, [compartments, ariaLabel]);

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
    [],
  );

  return <div ref={host} />;
}
