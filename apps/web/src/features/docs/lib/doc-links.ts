import type { DocSite } from '@heron/contract';

// The reader's addresses under a site's (server-rendered pages, not routes of this app).

/** Where a reader's page opens: a tab of its own. */
export const NEW_TAB = '_blank';
/** The reader's pages are another site: they get neither this page's window nor its address. */
export const NO_OPENER = 'noopener noreferrer';

/** The live changelog: what changed since the newest version. */
export function liveChangelogUrl(site: Pick<DocSite, 'url'>): string {
  return `${site.url}/changelog`;
}

/** A published version as readers see it. */
export function versionUrl(site: Pick<DocSite, 'url'>, number: number): string {
  return `${site.url}/v/${number}`;
}

/** What a published version changed from the one before. */
export function versionChangelogUrl(site: Pick<DocSite, 'url'>, number: number): string {
  return `${versionUrl(site, number)}/changelog`;
}
