import type { JsonSchema } from '@heron/contract';
import {
  formatSchemaText,
  parseSchemaText,
  sameJson,
  type CodeError,
  type CodeSyntax,
} from './schema-text';

/**
 * The code view's text and how it relates to the schema value. Pure, so the text ⇄ value rules
 * are tested without a code editor:
 * - the text is made from the value, and kept as the person typed it while it still means the
 *   value (their spacing and key order survive the round trip through `onChange`);
 * - an edit only reaches the value once it parses (`applyDraft`); until then `error` says where
 *   it is wrong and the value stays the last good one;
 * - a value that changes from elsewhere (the visual view, a restored revision) replaces the text.
 */
export interface CodeDraft {
  text: string;
  syntax: CodeSyntax;
  /** The value the text stands for: what it was made from, or what it last parsed into. */
  value: JsonSchema;
  /** Why the text, as last applied, is not a schema. */
  error: CodeError | null;
  /** The text changed since it was last applied. */
  isPending: boolean;
}

export function draftFromValue(value: JsonSchema, syntax: CodeSyntax): CodeDraft {
  return { text: formatSchemaText(value, syntax), syntax, value, error: null, isPending: false };
}

export function editDraft(draft: CodeDraft, text: string): CodeDraft {
  return text === draft.text ? draft : { ...draft, text, isPending: true };
}

/** Parses the text: `emit` is the new value when it parses into something else than before. */
export function applyDraft(draft: CodeDraft): { draft: CodeDraft; emit: JsonSchema | null } {
  const outcome = parseSchemaText(draft.text, draft.syntax);
  if (!outcome.ok)
    return { draft: { ...draft, error: outcome.error, isPending: false }, emit: null };
  const isChanged = !sameJson(outcome.value, draft.value);
  return {
    draft: {
      ...draft,
      value: isChanged ? outcome.value : draft.value,
      error: null,
      isPending: false,
    },
    emit: isChanged ? outcome.value : null,
  };
}

/**
 * The value as the editor's owner has it now: the text follows unless it already means it. An
 * equal value returns the very same draft, so an owner that rebuilds the value on every render
 * (`schema ?? {}`) causes no state change.
 */
export function receiveValue(draft: CodeDraft, value: JsonSchema): CodeDraft {
  return sameJson(value, draft.value) ? draft : draftFromValue(value, draft.syntax);
}

/**
 * Shows the text in the other syntax. Pending text is applied first; text that does not parse
 * is not thrown away: the switch is refused and the draft shows why.
 */
export function switchSyntax(
  draft: CodeDraft,
  syntax: CodeSyntax,
): { draft: CodeDraft; emit: JsonSchema | null } {
  if (syntax === draft.syntax) return { draft, emit: null };
  const applied = applyDraft(draft);
  if (applied.draft.error) return applied;
  return { draft: draftFromValue(applied.draft.value, syntax), emit: applied.emit };
}

/** Drops text that does not parse, back to the value. */
export function discardDraft(draft: CodeDraft): CodeDraft {
  return draftFromValue(draft.value, draft.syntax);
}
