import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { JsonSchema } from '@heron/contract';
import {
  applyDraft,
  discardDraft,
  draftFromValue,
  editDraft,
  receiveValue,
  switchSyntax,
  type CodeDraft,
} from './code-draft';
import type { CodeSyntax } from './schema-text';

/** Typing pauses this long before the text is parsed and reaches the value. */
export const CODE_APPLY_DELAY_MS = 400;

export interface SchemaCode {
  draft: CodeDraft;
  edit(text: string): void;
  /** Applies pending text now (the editor lost focus, or the person switched view). */
  flush(): void;
  setSyntax(syntax: CodeSyntax): void;
  discard(): void;
}

/** The code view's state, kept by the schema editor so it survives switching views. */
export function useSchemaCode(
  value: JsonSchema,
  onChange: (next: JsonSchema) => void,
  delayMs = CODE_APPLY_DELAY_MS,
): SchemaCode {
  const [draft, setDraft] = useState(() => draftFromValue(value, 'json'));
  // Following the prop while rendering (React's documented pattern); only a value that means
  // something else than the text updates the state.
  const current = receiveValue(draft, value);
  if (current !== draft) setDraft(current);

  const latest = useRef({ draft: current, onChange });
  useLayoutEffect(() => {
    latest.current = { draft: current, onChange };
  });

  const run = useCallback(
    (step: (draft: CodeDraft) => { draft: CodeDraft; emit: JsonSchema | null }) => {
      const result = step(latest.current.draft);
      latest.current.draft = result.draft;
      setDraft(result.draft);
      if (result.emit !== null) latest.current.onChange(result.emit);
    },
    [],
  );

  const flush = useCallback(() => {
    if (latest.current.draft.isPending) run(applyDraft);
  }, [run]);

  useEffect(() => {
    if (!current.isPending) return;
    const timer = setTimeout(flush, delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs, flush]);

  // Text typed just before the editor goes away still counts.
  useEffect(() => flush, [flush]);

  const edit = useCallback((text: string) => {
    const next = editDraft(latest.current.draft, text);
    latest.current.draft = next;
    setDraft(next);
  }, []);
  const setSyntax = useCallback(
    (syntax: CodeSyntax) => run((draft) => switchSyntax(draft, syntax)),
    [run],
  );
  const discard = useCallback(
    () => run((draft) => ({ draft: discardDraft(draft), emit: null })),
    [run],
  );

  return { draft: current, edit, flush, setSyntax, discard };
}
