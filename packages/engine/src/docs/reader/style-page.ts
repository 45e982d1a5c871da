/**
 * The pages' content, by the classes the site builder lists in site/class-names.ts: prose,
 * sections, the endpoint's line, parameters, responses, examples and schema trees. Schema trees
 * are nested `<details>` (they open without a script), each level indented with a guide line so
 * a reader sees which object a field belongs to, as in Stoplight's and Apifox's docs. Prose is
 * scoped to `.hr-content`, the shell's wrapper, so pages made elsewhere (the changelog) get it.
 */
export const PAGE_STYLE = `
/* Prose */
.hr-content { color: var(--hr-text); overflow-wrap: break-word; }
.hr-content h1, .hr-title { margin: 0 0 10px; font-size: 26px; font-weight: 600; line-height: 1.35; letter-spacing: -0.01em; }
.hr-content h2 {
  margin: 40px 0 14px; padding-bottom: 8px; border-bottom: 1px solid var(--hr-border-soft);
  font-size: 19px; font-weight: 600; line-height: 1.4;
}
.hr-content h3 { margin: 24px 0 10px; font-size: 15px; font-weight: 600; line-height: 1.45; }
.hr-content h4, .hr-content h5, .hr-content h6 { margin: 20px 0 8px; font-size: 14px; font-weight: 600; }
.hr-content p { margin: 0 0 12px; }
.hr-content ul, .hr-content ol { margin: 0 0 12px; padding-left: 22px; }
.hr-content li + li { margin-top: 4px; }
.hr-content blockquote { margin: 0 0 12px; padding: 4px 14px; border-left: 3px solid var(--hr-border); color: var(--hr-text-2); }
.hr-content hr { margin: 24px 0; border: 0; border-top: 1px solid var(--hr-border); }
.hr-content img { max-width: 100%; height: auto; }
.hr-content :not(pre) > code {
  padding: 1px 5px; border-radius: 3px; background: var(--hr-bg-3);
  font-family: var(--hr-mono); font-size: 0.9em; color: #c41d7f; word-break: break-word;
}
.hr-content a code { color: inherit; }
.hr-content table { width: 100%; margin: 0 0 16px; border-collapse: collapse; border: 1px solid var(--hr-border); }
.hr-content th, .hr-content td { padding: 8px 12px; border-bottom: 1px solid var(--hr-border-soft); text-align: left; vertical-align: top; }
.hr-content th { background: var(--hr-bg-2); color: var(--hr-text-2); font-weight: 500; white-space: nowrap; }
.hr-content pre {
  margin: 0 0 16px; padding: 12px 14px; overflow: auto;
  background: var(--hr-code-bg); border: 1px solid var(--hr-border-soft); border-radius: var(--hr-radius);
  font: 12.5px/1.6 var(--hr-mono); tab-size: 2;
}
.hr-content pre code { padding: 0; background: none; font: inherit; color: inherit; white-space: pre; }
.hr-md { color: var(--hr-text-2); }
.hr-md > :last-child { margin-bottom: 0; }
.hr-md h1, .hr-md h2, .hr-md h3, .hr-md h4 { color: var(--hr-text); }

/* Pages */
.hr-page { display: block; }
.hr-page-doc .hr-md, .hr-page-overview > .hr-md { color: var(--hr-text); font-size: 15px; line-height: 1.7; }
.hr-page-overview .hr-title { font-size: 30px; }
.hr-page-endpoint .hr-title { margin-bottom: 8px; }
.hr-page-model .hr-title { font-family: var(--hr-mono); font-size: 24px; }
.hr-version { margin: -4px 0 16px; color: var(--hr-text-3); }
.hr-section { margin-top: 36px; }
.hr-content .hr-section > h2 { margin-top: 0; }
.hr-section > h3:first-of-type { margin-top: 8px; }
.hr-servers ul, .hr-auth ul { margin: 0; padding: 0; list-style: none; }
.hr-servers li, .hr-auth li:not(.hr-fields > li) {
  margin: 0 0 6px; padding: 8px 12px; border-radius: var(--hr-radius); background: var(--hr-bg-2);
  color: var(--hr-text-2);
}
.hr-content .hr-servers code { margin-right: 8px; padding: 0; background: none; color: var(--hr-text); font-size: 13px; }
.hr-params h3, .hr-body h3, .hr-responses h3 {
  color: var(--hr-text-3); font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em;
}
.hr-body > p .hr-required { vertical-align: 0; }
.hr-samples .hr-code { margin-bottom: 0; }
.hr-model-schema .hr-schema { margin-bottom: 0; }
.hr-content .hr-sections ul {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px;
  margin: 0; padding: 0; list-style: none;
}
.hr-content .hr-sections li {
  margin: 0; padding: 14px 16px; border: 1px solid var(--hr-border); border-radius: var(--hr-radius);
  transition: border-color 0.15s, box-shadow 0.15s;
}
.hr-content .hr-sections li:hover { border-color: var(--hr-accent); box-shadow: 0 2px 8px rgba(31, 35, 41, 0.06); }
.hr-sections li > a { font-weight: 600; }
.hr-sections li > p { margin: 6px 0 0; color: var(--hr-text-3); font-size: 13px; }
.hr-count {
  display: inline-block; min-width: 20px; margin-left: 6px; padding: 0 6px; border-radius: 999px;
  background: var(--hr-bg-3); color: var(--hr-text-3); font-size: 12px; line-height: 18px; text-align: center;
}

/* A tag's page: what it is above the title, its endpoints one per line */
.hr-page-tag .hr-title { margin-top: 0; }
.hr-kicker { margin: 0 0 4px; color: var(--hr-text-3); font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.hr-tag-endpoints ul { margin: 0; padding: 0; list-style: none; }
.hr-tag-endpoints li {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px;
  padding: 8px 0; border-bottom: 1px solid var(--hr-border);
}
.hr-tag-endpoints li > a { display: inline-flex; align-items: baseline; gap: 8px; font-weight: 600; }
.hr-tag-endpoints .hr-method { flex: none; width: 52px; font-size: 11px; }
.hr-content .hr-tag-endpoints code.hr-path { font-size: 13px; font-weight: 400; color: var(--hr-text-3); }
/* An endpoint's tags, each a link to its page */
.hr-tags { display: flex; flex-wrap: wrap; gap: 6px; margin: -8px 0 20px; }
.hr-tag {
  padding: 0 8px; border: 1px solid var(--hr-border); border-radius: 999px;
  color: var(--hr-text-2); font-size: 12px; line-height: 22px;
}
.hr-tag:hover { border-color: var(--hr-accent); color: var(--hr-accent); text-decoration: none; }

/* The endpoint's line: method and path */
.hr-operation {
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px;
  margin: 0 0 20px; padding: 10px 12px;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); background: var(--hr-bg-2);
}
.hr-operation .hr-method { padding: 2px 8px; border-radius: var(--hr-radius); background: var(--hr-m); color: #fff; font-size: 12px; }
.hr-path, .hr-content code.hr-path {
  padding: 0; background: none; color: var(--hr-text);
  font: 600 14px/1.5 var(--hr-mono); word-break: break-all;
}

/* Badges */
.hr-badge, .hr-required {
  display: inline-block; padding: 0 6px; border-radius: 3px;
  font-size: 11px; line-height: 18px; font-weight: 500; white-space: nowrap; vertical-align: 1px;
}
.hr-badge { background: var(--hr-bg-3); color: var(--hr-text-2); }
.hr-required { background: #fff1f0; color: var(--hr-danger); }
.hr-badge-deprecated { background: #fff7e6; color: var(--hr-warning); }
.hr-ref { font-weight: 500; }

/* Responses, bodies and examples */
.hr-response { margin: 0 0 10px; border: 1px solid var(--hr-border); border-radius: var(--hr-radius); }
.hr-response > summary {
  display: flex; align-items: center; gap: 10px; padding: 10px 14px;
  color: var(--hr-text-2); cursor: pointer; list-style: none;
}
.hr-response > summary::-webkit-details-marker { display: none; }
.hr-response > summary::after {
  content: ''; width: 6px; height: 6px; margin-left: auto;
  border-right: 1.5px solid var(--hr-text-3); border-bottom: 1.5px solid var(--hr-text-3);
  transform: rotate(45deg); transition: transform 0.15s;
}
.hr-response[open] > summary { border-bottom: 1px solid var(--hr-border-soft); }
.hr-response[open] > summary::after { transform: rotate(-135deg); }
.hr-response > summary:hover { background: var(--hr-bg-2); }
.hr-response > :not(summary) { margin-left: 14px; margin-right: 14px; }
.hr-response > :nth-child(2) { margin-top: 12px; }
.hr-response > :last-child:not(summary) { margin-bottom: 14px; }
.hr-status { font: 700 13px/1.5 var(--hr-mono); color: var(--hr-other); }
.hr-status-1xx { color: var(--hr-other); }
.hr-status-default { color: var(--hr-text-2); }
.hr-media { margin: 12px 0 0; }
.hr-content .hr-media > h3 { margin: 0 0 8px; }
.hr-content code.hr-content-type { padding: 1px 6px; background: var(--hr-bg-3); color: var(--hr-text-2); font-size: 12px; font-weight: 500; text-transform: none; letter-spacing: 0; }
.hr-example { position: relative; margin: 12px 0 0; }
.hr-example > p:first-child { margin: 0 0 6px; color: var(--hr-text-3); font-size: 12px; font-weight: 500; }
.hr-example > pre { max-height: 420px; margin-bottom: 6px; }
.hr-example > .hr-copy { position: absolute; top: -3px; right: 0; }
.hr-more { margin: 8px 0 0; color: var(--hr-text-3); font-size: 12px; }

/* Fields and schema trees */
.hr-schema { margin: 0 0 16px; }
.hr-schema-type { margin: 0 0 6px; color: var(--hr-text-2); }
.hr-type { font-family: var(--hr-mono); font-size: 12.5px; color: var(--hr-text-3); }
.hr-name { font-family: var(--hr-mono); font-size: 13px; font-weight: 600; color: var(--hr-text); }
.hr-content code.hr-name { padding: 0; background: none; color: var(--hr-text); font-size: 13px; }
.hr-content .hr-fields { margin: 0; padding: 0; list-style: none; }
.hr-content .hr-fields > li { margin: 0; padding: 10px 0; border-bottom: 1px solid var(--hr-border-soft); }
.hr-content .hr-fields > li:last-child { border-bottom: 0; }
.hr-fields > li > .hr-md { margin-top: 4px; }
.hr-facts { margin: 4px 0 0; color: var(--hr-text-3); font-size: 12px; }
.hr-content .hr-facts { margin: 4px 0 0; }
.hr-fact { display: inline-block; margin-right: 12px; }
.hr-content .hr-fact code { font-size: 11.5px; }
.hr-children { margin-top: 6px; }
.hr-children > summary {
  display: inline-flex; align-items: center; gap: 6px;
  padding: 1px 8px; border: 1px solid var(--hr-border); border-radius: 999px;
  color: var(--hr-text-2); font-size: 12px; cursor: pointer; list-style: none; user-select: none;
}
.hr-children > summary::-webkit-details-marker { display: none; }
.hr-children > summary::before { content: '+'; font-family: var(--hr-mono); }
.hr-children[open] > summary::before { content: '\\2212'; }
.hr-children > summary:hover { border-color: var(--hr-accent); color: var(--hr-accent-strong); }
.hr-content .hr-children > .hr-fields, .hr-children > .hr-variants, .hr-children > .hr-discriminator, .hr-children > .hr-more {
  margin: 6px 0 0 6px; padding-left: 16px; border-left: 1px solid var(--hr-border);
}
.hr-content .hr-variants > p, .hr-content .hr-discriminator > p { margin: 8px 0 4px; color: var(--hr-text-2); font-size: 13px; }
.hr-variants > ol.hr-fields { counter-reset: hr-variant; }
.hr-variants > ol.hr-fields > li { counter-increment: hr-variant; }
.hr-variants > ol.hr-fields > li::before { content: counter(hr-variant) '. '; color: var(--hr-text-3); font-size: 12px; }
.hr-content .hr-discriminator ul { margin: 0; padding-left: 18px; }

@media (max-width: 900px) {
  /* A wide table scrolls on its own rather than widening the page. */
  .hr-content table { display: block; overflow-x: auto; }
  .hr-content h1, .hr-title { font-size: 22px; }
  .hr-page-overview .hr-title { font-size: 24px; }
}
`;
