// The changelog between two published versions of a design (issue 23): what changed, each change
// breaking or not, and the reader's page and Markdown that show it.
export { diffDesigns } from './diff-designs.js';
export { renderChangelogHtml } from './render-changelog.js';
export { changelogMarkdown } from './changelog-markdown.js';
export type { ChangelogInput } from './changelog-input.js';
