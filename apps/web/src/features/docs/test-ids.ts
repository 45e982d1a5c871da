/**
 * The docs section's `data-testid`s, for component tests and the browser journeys. Stable:
 * change one only with the tests that name it.
 */
export const DOCS_TEST_IDS = {
  section: 'docs-section',
  siteCard: 'docs-site-card',
  siteUrl: 'docs-site-url',
  copySiteUrl: 'docs-copy-site-url',
  openSiteUrl: 'docs-open-site-url',
  siteSave: 'docs-site-save',
  siteReadOnly: 'docs-site-read-only',
  siteConflict: 'docs-site-conflict',
  siteReload: 'docs-site-reload',
  logoUpload: 'docs-logo-upload',
  logoPreview: 'docs-logo-preview',
  versionsCard: 'docs-versions-card',
  publish: 'docs-publish',
  publishDialog: 'docs-publish-dialog',
  publishSummary: 'docs-publish-summary',
  publishChangelog: 'docs-publish-changelog',
  publishOk: 'docs-publish-ok',
  versionsTable: 'docs-versions-table',
  sharesCard: 'docs-shares-card',
  newShare: 'docs-new-share',
  shareDialog: 'docs-share-dialog',
  shareCreate: 'docs-share-create',
  shareCreatedUrl: 'docs-share-created-url',
  shareItems: 'docs-share-items',
  shareExpiry: 'docs-share-expiry',
  sharesTable: 'docs-shares-table',
} as const;

/** Test ids that name one version (by number) or one share link (by id), or an action of it. */
export const docsTestIdOf = {
  versionRow: (number: number) => `docs-version-${number}`,
  withdraw: (number: number) => `docs-withdraw-${number}`,
  withdrawOk: (number: number) => `docs-withdraw-ok-${number}`,
  shareRow: (id: string) => `docs-share-${id}`,
  revoke: (id: string) => `docs-revoke-${id}`,
  revokeOk: (id: string) => `docs-revoke-ok-${id}`,
};
