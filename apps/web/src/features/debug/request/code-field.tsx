import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { EditorView } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { Compartment, type Extension } from '@codemirror/state';
import {
  Decoration,
  MatchDecorator,
  runScopeHandlers,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { useCodeMirror } from '../../../components/code-mirror/use-code-mirror';

/**
 * The debugger's code fields (bodies, scripts, the response): the CodeMirror setup the design
 * schema editor uses too (`useCodeMirror`: folding, search, brackets), plus marks on
 * `{{variables}}`. Only JSON is highlighted: the other languages' CodeMirror packages are not
 * part of the app.
 */

export type CodeLanguage = 'json' | 'text';

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

function marksOf(isKnownVariable: ((name: string) => boolean) | undefined): Extension {
  return isKnownVariable ? variableMarks(isKnownVariable) : [];
}

function languageOf(language: CodeLanguage): Extension {
  return language === 'json' ? json() : [];
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
  // The height is set once: a field does not change size after it mounts.
  const [theme] = useState(() => themeOf(minHeight, maxHeight));
  const [marks] = useState(() => new Compartment());
  const languageSupport = useMemo(() => languageOf(language), [language]);
  const { host, view } = useCodeMirror({
    value,
    language: languageSupport,
    readOnly,
    ariaLabel,
    onChange,
    theme,
    extensions: () => marks.of(marksOf(isKnownVariable)),
  });

  useEffect(() => {
    view.current?.dispatch({ effects: marks.reconfigure(marksOf(isKnownVariable)) });
  }, [view, marks, isKnownVariable]);

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
    [view],
  );

  return <div ref={host} data-testid={testId} />;
}
