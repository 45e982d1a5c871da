/**
 * The CSS classes the page HTML uses (all `hr-`), for the reader's stylesheet. A test checks
 * that the pages use no other class, so this list is complete.
 *
 * Pages
 * - hr-page, hr-page-overview, hr-page-endpoint, hr-page-model, hr-page-doc, hr-page-tag: the
 *   `<article>` around a page's content.
 * - hr-kicker: a small line above a title saying what the page is (a tag).
 * - hr-title: the page's `<h1>`.
 * - hr-section: a `<section>` of a page with its `<h2>`; also one of hr-servers, hr-auth,
 *   hr-params, hr-body, hr-responses, hr-samples, hr-model-schema, hr-sections (the overview's
 *   list of sections).
 * - hr-md: a block of rendered Markdown (descriptions, documents): style it as prose.
 * - hr-version: the overview's version line; hr-count: a number of pages after a section link.
 *
 * Endpoints
 * - hr-operation: the line with the method badge, the path and a deprecated badge.
 * - hr-method and hr-method-get / -post / -put / -patch / -delete / -head / -options / -trace:
 *   the method badge (also in the navigation).
 * - hr-path: the endpoint's path (`<code>`).
 * - hr-tags: the line of an endpoint's tags; hr-tag: one, a link to the tag's page.
 * - hr-tag-endpoints: a tag page's list of its endpoints.
 * - hr-badge: a small label (read-only, recursive, pattern …); hr-badge-deprecated: deprecated.
 * - hr-required: the "required" mark of a field, a parameter or a body.
 * - hr-response: one response (`<details>`, the first success open); hr-status with
 *   hr-status-1xx … hr-status-5xx or hr-status-default: its status code.
 * - hr-media: one body of one content type; hr-content-type: the content type (`<code>`).
 * - hr-example: an example (a title line, a `<pre>` and a copy button).
 * - hr-more: a line saying something was left out (fields past the page's budget, with a link
 *   to the model page; an example cut short).
 *
 * Schemas and fields (parameters, headers and schema trees share them)
 * - hr-schema: a schema tree; hr-schema-type: its root's type line.
 * - hr-fields: a list (`<ul>`, `<ol>` for variants) of fields; each `<li>` is one field.
 * - hr-name: a field's name; hr-type: its type (models in it are links, hr-ref).
 * - hr-ref: a link to a model's page.
 * - hr-facts: the line of a field's facts; hr-fact: one (label, then `<code>` values).
 * - hr-children: the `<details>` with a field's own fields.
 * - hr-variants: oneOf / anyOf / allOf alternatives (a label, then an `<ol class="hr-fields">`).
 * - hr-discriminator: a discriminator's property and mapping.
 *
 * Code samples and try-it
 * - hr-code: the code samples (tab buttons in hr-code-tabs, `<pre data-code-panel>` panels).
 * - hr-copy: a copy button (`data-copy`).
 * - hr-try: the try-it `<form>`; hr-try-field: one labelled input or the body's textarea;
 *   hr-try-result: where the reader script writes the answer.
 *
 * Navigation
 * - hr-nav: the `<div>` around the navigation's lists (folders are `<details data-folder>`, pages are
 *   `<a data-slug>`); hr-deprecated: a link to a deprecated endpoint.
 */
export const PAGE_CLASS_NAMES = [
  'hr-page',
  'hr-page-overview',
  'hr-page-endpoint',
  'hr-page-model',
  'hr-page-doc',
  'hr-page-tag',
  'hr-kicker',
  'hr-title',
  'hr-section',
  'hr-servers',
  'hr-auth',
  'hr-params',
  'hr-body',
  'hr-responses',
  'hr-samples',
  'hr-model-schema',
  'hr-sections',
  'hr-md',
  'hr-version',
  'hr-count',
  'hr-operation',
  'hr-method',
  'hr-method-get',
  'hr-method-post',
  'hr-method-put',
  'hr-method-patch',
  'hr-method-delete',
  'hr-method-head',
  'hr-method-options',
  'hr-method-trace',
  'hr-path',
  'hr-tags',
  'hr-tag',
  'hr-tag-endpoints',
  'hr-badge',
  'hr-badge-deprecated',
  'hr-required',
  'hr-response',
  'hr-status',
  'hr-status-1xx',
  'hr-status-2xx',
  'hr-status-3xx',
  'hr-status-4xx',
  'hr-status-5xx',
  'hr-status-default',
  'hr-media',
  'hr-content-type',
  'hr-example',
  'hr-more',
  'hr-schema',
  'hr-schema-type',
  'hr-fields',
  'hr-name',
  'hr-type',
  'hr-ref',
  'hr-facts',
  'hr-fact',
  'hr-children',
  'hr-variants',
  'hr-discriminator',
  'hr-code',
  'hr-code-tabs',
  'hr-copy',
  'hr-try',
  'hr-try-field',
  'hr-try-result',
  'hr-nav',
  'hr-deprecated',
] as const;
