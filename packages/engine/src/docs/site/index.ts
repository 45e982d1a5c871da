// The site builder (issue 23): a design → a DocSiteBuild (doc-site-types.ts), and its texts for
// language models. The boundary types are exported by docs/index.ts.
export { buildDocSite } from './build-doc-site.js';
export { llmsFullTxt, llmsTxt, type LlmsTxtOptions } from './llms-text.js';
export { PAGE_CLASS_NAMES } from './class-names.js';
