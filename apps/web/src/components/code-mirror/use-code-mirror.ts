import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { textChange } from './text-change';

/** Marks the editor's own updates from the `value` prop, which are not the person typing. */
const fromProps = Annotation.define<boolean>();

function editableOf(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

export interface CodeMirrorOptions {
  /** The text. A new value from outside is applied as the smallest change, so the cursor and
   * scroll position follow the text instead of jumping to the top. */
  value: string;
  /** The language support. The editor is reconfigured whenever a different one is given, so keep
   * it stable from one render to the next (`useMemo` on the language's name). */
  language: Extension;
  readOnly: boolean;
  /** The accessible name of the editing area. */
  ariaLabel: string;
  /** Every change the person makes, as the whole text; never a change from `value`. */
  onChange?(text: string): void;
  onBlur?(): void;
  /** The look (size, border, colours): only the first one given is used. */
  theme: Extension;
  /** Anything more the caller needs (say, a compartment it reconfigures itself), after the
   * language, editable and label settings: called once, when the editor is made. */
  extensions?: () => Extension;
}

export interface CodeMirror {
  /** Goes on the element the editor is mounted in. */
  host: RefObject<HTMLDivElement | null>;
  /** The editor while it is mounted, null before and after. */
  view: RefObject<EditorView | null>;
}

/**
 * CodeMirror 6 (basicSetup: folding, search, brackets) as a controlled text field: the setup the
 * schema editor and the debugger's code fields share.
 */
export function useCodeMirror({
  value,
  language,
  readOnly,
  ariaLabel,
  onChange,
  onBlur,
  theme,
  extensions,
}: CodeMirrorOptions): CodeMirror {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [compartments] = useState(() => ({
    language: new Compartment(),
    editable: new Compartment(),
    attributes: new Compartment(),
  }));
  const initial = useRef({ value, language, readOnly, ariaLabel, theme, extensions });
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
          start.theme,
          compartments.language.of(start.language),
          compartments.editable.of(editableOf(start.readOnly)),
          compartments.attributes.of(
            EditorView.contentAttributes.of({ 'aria-label': start.ariaLabel }),
          ),
          start.extensions?.() ?? [],
          EditorView.updateListener.of((update) => {
            const isOwn = update.transactions.some((tr) => tr.annotation(fromProps));
            if (update.docChanged && !isOwn)
              callbacks.current.onChange?.(update.state.doc.toString());
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
    view.current?.dispatch({ effects: compartments.language.reconfigure(language) });
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

  return { host, view };
}
