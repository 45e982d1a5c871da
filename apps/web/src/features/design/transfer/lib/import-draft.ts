import { IMPORT_LIMITS, startImportBody, type ImportFormat, type Language } from '@heron/contract';
import type { ImportSourceInput } from '../api/start-import';

export const IMPORT_TABS = ['file', 'paste', 'url', 'ai'] as const;
export type ImportTab = (typeof IMPORT_TABS)[number];
/**
 * The tabs that take a description, checked by `importSourceOf`. The AI tab's material is
 * checked by its own form, against the contract's schema, and has its own Start.
 */
export type DescriptionTab = Exclude<ImportTab, 'ai'>;

/** The format choice meaning "detect it from the content". */
export const AUTO_FORMAT = 'auto';
export type FormatChoice = ImportFormat | typeof AUTO_FORMAT;

/** What the person has entered on the source step; kept while they go back and forth. */
export interface ImportDraft {
  tab: ImportTab;
  format: FormatChoice;
  text: string;
  url: string;
  file: File | undefined;
  /** A Postman environment chosen beside the collection. */
  environment: File | undefined;
  /** AI parsing: the material the model reads. */
  material: string;
  /** AI parsing: the language it writes in; undefined until chosen, which is the page's. */
  language: Language | undefined;
}

export const EMPTY_DRAFT: ImportDraft = {
  tab: 'file',
  format: AUTO_FORMAT,
  text: '',
  url: '',
  file: undefined,
  environment: undefined,
  material: '',
  language: undefined,
};

/** Why a draft cannot be sent yet; each has its message on the source step. */
export type DraftProblem = 'fileRequired' | 'textRequired' | 'urlInvalid' | 'tooLarge';

export type DraftResult =
  { ok: true; source: ImportSourceInput } | { ok: false; problem: DraftProblem };

/**
 * The request a draft makes, or the first thing wrong with it: checked here so a missing or
 * oversized source fails at once instead of after an upload. The URL rule is the contract's.
 */
export function importSourceOf(draft: ImportDraft & { tab: DescriptionTab }): DraftResult {
  const format = draft.format === AUTO_FORMAT ? undefined : draft.format;
  if (draft.tab === 'file') {
    if (!draft.file) return { ok: false, problem: 'fileRequired' };
    if (draft.file.size > IMPORT_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge' };
    const { environment } = draft;
    return {
      ok: true,
      source: {
        kind: 'file',
        file: draft.file,
        ...(format && { format }),
        ...(environment && { environment }),
      },
    };
  }
  if (draft.tab === 'paste') {
    if (draft.text.trim() === '') return { ok: false, problem: 'textRequired' };
    if (new Blob([draft.text]).size > IMPORT_LIMITS.maxBytes) {
      return { ok: false, problem: 'tooLarge' };
    }
    return {
      ok: true,
      source: { kind: 'json', body: { text: draft.text, ...(format && { format }) } },
    };
  }
  const parsed = startImportBody.safeParse({ url: draft.url.trim(), ...(format && { format }) });
  if (!parsed.success) return { ok: false, problem: 'urlInvalid' };
  return { ok: true, source: { kind: 'json', body: parsed.data } };
}
