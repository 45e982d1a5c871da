import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  Decoration,
  MatchDecorator,
  runScopeHandlers,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { textChange } from '../../design/schema-editor/text-change';

/**
 * The debugger's code fields (bodies, scripts, the response): the design schema editor's
 * CodeMirror setup (basicSetup: folding, search, brackets) as a controlled field, plus marks on
 * `{{variables}}`. Only JSON is highlighted: the other languages' CodeMirror packages are not
 * part of the app.
 */

export type CodeLanguage = 'json' | 'text';

/** Marks the editor's own updates from the `value` prop, which are not the person typing. */
const fromProps = Annotation.define<boolean>();

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;
const KNOWN_MARK = Decoration.mark({ class: 'cm-heron-variable' });
const UNKNOWN_MARK = Decoration.mark({
  class: 'cm-heron-variable-unknown',
  attributes: { 'data-unknown-variable': 'true' },
});

function themeOf(minHeight: number, maxHeight: string): Extension {
  return EditorView.theme({
    '&': {
      minHeight: `${minHeight}px`,
      maxHeight,
      border: '1px solid #d9d9d9',
      borderRadius: '4px',
      fontSize: '13px',
    },
    '&.cm-focused': { outline: 'none', borderColor: '#835CFF' },
    '.cm-scroller': { overflow: 'auto' },
    '.cm-heron-variable': { color: '#835CFF', fontWeight: '600' },
    '.cm-heron-variable-unknown': {
      color: '#D92D20',
      textDecoration: 'wavy underline #D92D20',
      fontWeight: '600',
    },
  });
}

/** Colours every `{{name}}`: unknown names in red, so they are seen before sending. */
function variableMarks(isKnown: (name: string) => boolean): Extension {
  const decorator = new MatchDecorator({
    regexp: VARIABLE,
    decoration: (match) => (isKnown(match[1]!.trim()) ? KNOWN_MARK : UNKNOWN_MARK),
  });
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorator.createDeco(view);
      }
      update(update: ViewUpdate) {
        this.decorations = decorator.updateDeco(update, this.decorations);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}

function languageOf(language: CodeLanguage): Extension {
  return language === 'json' ? json() : [];
}

function editableOf(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

export interface CodeFieldHandle {
  /** Opens the search panel (the same as Ctrl/Cmd+F inside the field). */
  openSearch(): void;
}

export interface CodeFieldProps {
  value: string;
  language?: CodeLanguage;
  readOnly?: boolean;
  /** Every change the person makes, as the whole text. */
  onChange?(text: string): void;
  /** The accessible name of the editing area. */
  ariaLabel: string;
  /** When given, `{{variables}}` are marked, the ones it says no for as unknown. */
  isKnownVariable?: (name: string) => boolean;
  minHeight?: number;
  /** A CSS length. */
  maxHeight?: string;
  handle?: Ref<CodeFieldHandle>;
  'data-testid'?: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function CodeField({
  value,
  language = 'text',
  readOnly = false,
  onChange,
  ariaLabel,
  isKnownVariable,
  minHeight = 160,
  maxHeight = '60vh',
  handle,
  'data-testid': testId,
}: CodeFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [compartments] = useState(() => ({
    language: new Compartment(),
    editable: new Compartment(),
    attributes: new Compartment(),
    marks: new Compartment(),
  }));
  // The height is set once: a field does not change size after it mounts.
  const initial = useRef({
    value,
    language,
    readOnly,
    ariaLabel,
    isKnownVariable,
    minHeight,
    maxHeight,
  });
  const callbacks = useRef({ onChange });
  useLayoutEffect(() => {
    callbacks.current = { onChange };
  });

  useEffect(() => {
    const start = initial.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: start.value,
        extensions: [
          basicSetup,
          themeOf(start.minHeight, start.maxHeight),
          compartments.language.of(languageOf(start.language)),
          compartments.editable.of(editableOf(start.readOnly)),
          compartments.attributes.of(
            EditorView.contentAttributes.of({ 'aria-label': start.ariaLabel }),
          ),
          compartments.marks.of(start.isKnownVariable ? variableMarks(start.isKnownVariable) : []),
          EditorView.updateListener.of((update) => {
            const isOwn = update.transactions.some((tr) => tr.annotation(fromProps));
            if (update.docChanged && !isOwn)
              callbacks.current.onChange?.(update.state.doc.toString());
          }),
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
    view.current?.dispatch({ effects: compartments.language.reconfigure(languageOf(language)) });
  }, [compartments, language]);

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

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.marks.reconfigure(
        isKnownVariable ? variableMarks(isKnownVariable) : [],
      ),
    });
  }, [compartments, isKnownVariable]);

  useImperativeHandle(
    handle,
    () => ({
      openSearch() {
        const editor = view.current;
        if (!editor) return;
        editor.focus();
        // The search keymap of basicSetup opens its panel; a read-only field has no other way in.
        const mac = isMac();
        const key = new KeyboardEvent('keydown', { key: 'f', ctrlKey: !mac, metaKey: mac });
        runScopeHandlers(editor, key, 'editor');
      },
    }),
    [],
  );

  return <div ref={host} data-testid={testId} />;
}
