import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGINATION, projectListTabSchema, type ProjectListTab } from '@heron/contract';

// The list's state lives in the address (`?tab=trash&page=2&q=pay`), so a reload, a shared
// link or the back button shows the same page.
const TAB = 'tab';
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const QUERY = 'q';

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

export interface ProjectListState {
  tab: ProjectListTab;
  page: number;
  pageSize: number;
  q: string;
}

/**
 * The tab, page and search of a project list, read from and written to the address. A tab not
 * in `tabs` (or none) reads as the first of `tabs`.
 */
export function useProjectListParams(tabs: readonly ProjectListTab[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawTab = projectListTabSchema.safeParse(searchParams.get(TAB));
  const tab = rawTab.success && tabs.includes(rawTab.data) ? rawTab.data : (tabs[0] ?? 'all');
  const page = positiveInt(searchParams.get(PAGE), PAGINATION.defaultPage);
  const pageSize = positiveInt(
    searchParams.get(PAGE_SIZE),
    PAGINATION.defaultPageSize,
    PAGINATION.maxPageSize,
  );
  const q = (searchParams.get(QUERY) ?? '').trim();

  const update = useCallback(
    (changes: Partial<ProjectListState>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        const write = (key: string, value: string | number | undefined, fallback: unknown) => {
          if (value === undefined) return;
          if (value === fallback || value === '') next.delete(key);
          else next.set(key, String(value));
        };
        write(TAB, changes.tab, tabs[0]);
        write(PAGE, changes.page, PAGINATION.defaultPage);
        write(PAGE_SIZE, changes.pageSize, PAGINATION.defaultPageSize);
        write(QUERY, changes.q, '');
        return next;
      });
    },
    [setSearchParams, tabs],
  );

  const state = useMemo<ProjectListState>(
    () => ({ tab, page, pageSize, q }),
    [tab, page, pageSize, q],
  );
  /** Another tab starts at its first page. */
  const setTab = useCallback(
    (next: ProjectListTab) => update({ tab: next, page: PAGINATION.defaultPage }),
    [update],
  );
  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      update({
        // A new page size starts again at the first page.
        page: nextSize === pageSize ? nextPage : PAGINATION.defaultPage,
        pageSize: nextSize,
      }),
    [update, pageSize],
  );
  /** A new search starts at the first page. */
  const setQuery = useCallback(
    (next: string) => update({ q: next.trim(), page: PAGINATION.defaultPage }),
    [update],
  );
  return { state, setTab, setPage, setQuery };
}
