import { DOC_CHANGE_CODES, HTTP_METHODS, type DocChange } from '@heron/contract';

/** What a change is about, in the order the changelog lists them. */
export type ChangeSubjectKind = 'design' | 'endpoint' | 'model' | 'doc';
const KIND_ORDER: Record<ChangeSubjectKind, number> = { design: 0, endpoint: 1, model: 2, doc: 3 };

/** A change's subject: its endpoint, else a page (DOC_* codes), else a model, else the design. */
export function subjectKindOf(change: DocChange): ChangeSubjectKind {
  if (change.endpoint !== null) return 'endpoint';
  if (change.item === null) return 'design';
  return change.code.startsWith('DOC_') ? 'doc' : 'model';
}

const CODE_ORDER = new Map<string, number>(DOC_CHANGE_CODES.map((code, index) => [code, index]));
const METHOD_ORDER = new Map<string, number>(HTTP_METHODS.map((method, index) => [method, index]));

// Code-unit order, not the locale's: the same list must come out the same on every machine.
function compareText(a: string | null, b: string | null): number {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareChanges(a: DocChange, b: DocChange): number {
  return (
    Number(b.breaking) - Number(a.breaking) ||
    KIND_ORDER[subjectKindOf(a)] - KIND_ORDER[subjectKindOf(b)] ||
    compareText(a.endpoint?.path ?? null, b.endpoint?.path ?? null) ||
    (METHOD_ORDER.get(a.endpoint?.method ?? '') ?? 0) -
      (METHOD_ORDER.get(b.endpoint?.method ?? '') ?? 0) ||
    compareText(a.item, b.item) ||
    compareText(a.location, b.location) ||
    (CODE_ORDER.get(a.code) ?? 0) - (CODE_ORDER.get(b.code) ?? 0) ||
    compareText(a.before, b.before) ||
    compareText(a.after, b.after)
  );
}

/**
 * Breaking changes first; then the design as a whole, endpoints by path and method, models and
 * pages by name; then by location and code. Deterministic: equal changes are equal in every field.
 */
export function sortChanges(changes: readonly DocChange[]): DocChange[] {
  return [...changes].sort(compareChanges);
}
