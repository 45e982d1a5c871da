import type { Language } from '@heron/contract';

/**
 * A table of reader-interface texts (issue 23): key → text, in every interface language. The
 * reader's texts come in three tables, one per part that owns them (page-text.ts: the pages'
 * headings and labels; change-text.ts: the changelog; shell-text.ts: the page shell, search,
 * try-it and the message pages), merged by `readerText` in index.ts. A text may hold `{name}`
 * placeholders that `readerText` fills.
 */
export type TextTable = Record<Language, Record<string, string>>;
