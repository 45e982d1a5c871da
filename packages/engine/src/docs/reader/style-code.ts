/**
 * Code samples (tabs, copy buttons) and "Try it" (its form, shown only when the script runs and
 * the site allows it, and the answer the script writes). The attribute selectors match what
 * the script reads, so they hold whatever classes the page builder gives the elements.
 */
export const CODE_STYLE = `
/* Code panels and sample tabs */
.hr-code-block {
  margin: 0 0 16px; padding: 12px 14px; overflow: auto;
  background: var(--hr-code-bg); border: 1px solid var(--hr-border-soft); border-radius: var(--hr-radius);
  font: 12.5px/1.6 var(--hr-mono); color: var(--hr-text); tab-size: 2;
}
.hr-code-block code { padding: 0; background: none; font: inherit; color: inherit; white-space: pre; }
[data-code-tab] {
  position: relative; height: 34px; padding: 0 10px; margin: 0;
  border: 0; background: none; color: var(--hr-text-2); cursor: pointer; white-space: nowrap;
}
[data-code-tab]:hover { color: var(--hr-text); }
[data-code-tab][aria-selected='true'], [data-code-tab][aria-pressed='true'], [data-code-tab].hr-active { color: var(--hr-accent-strong); font-weight: 500; }
[data-code-tab][aria-selected='true']::after, [data-code-tab][aria-pressed='true']::after,
[data-code-tab].hr-active::after {
  content: ''; position: absolute; left: 8px; right: 8px; bottom: -1px; height: 2px;
  border-radius: 2px; background: var(--hr-accent);
}
.hr-code {
  position: relative; margin: 0 0 16px; overflow: hidden;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); background: var(--hr-code-bg);
}
.hr-code-tabs {
  display: flex; align-items: center; gap: 2px; min-height: 36px; padding: 0 84px 0 6px;
  overflow-x: auto; scrollbar-width: none;
  border-bottom: 1px solid var(--hr-border); background: var(--hr-bg-2);
}
.hr-code-tabs::-webkit-scrollbar { display: none; }
.hr-content .hr-code pre { margin: 0; border: 0; border-radius: 0; max-height: 520px; }
.hr-code > .hr-copy, .hr-code > button[data-copy] { position: absolute; top: 5px; right: 8px; background: var(--hr-bg-2); }
[role='tablist'] { display: flex; align-items: center; gap: 2px; overflow-x: auto; scrollbar-width: none; }
button[data-copy], .hr-copy {
  display: inline-flex; align-items: center; gap: 4px;
  height: 26px; padding: 0 8px; margin-left: auto;
  border: 1px solid transparent; border-radius: var(--hr-radius);
  background: none; color: var(--hr-text-3); font-size: 12px; cursor: pointer; white-space: nowrap;
}
button[data-copy]:hover, .hr-copy:hover { background: var(--hr-bg-3); color: var(--hr-text); }
html:not(.hr-js) button[data-copy] { display: none; }
.hr-copied { color: var(--hr-success) !important; }
.hr-copy-failed { color: var(--hr-danger) !important; }
.hr-copy-buffer { position: fixed; top: 0; left: -9999px; opacity: 0; }

/* Try it: hidden until the script finds the site allows it */
.hr-try { display: none; }
.hr-try-on .hr-try { display: block; }
.hr-try input:not([type='checkbox']):not([type='radio']), .hr-try select, .hr-try textarea {
  width: 100%; min-height: 32px; padding: 4px 10px;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); background: var(--hr-bg);
  font-family: var(--hr-mono); font-size: 12.5px;
}
.hr-try textarea { min-height: 140px; padding: 8px 10px; line-height: 1.55; resize: vertical; }
.hr-try input:focus, .hr-try select:focus, .hr-try textarea:focus {
  outline: none; border-color: var(--hr-accent); box-shadow: 0 0 0 3px var(--hr-accent-soft);
}
/* Try it: the form */
.hr-try {
  margin: 24px 0 16px; padding: 16px 20px 20px;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); background: var(--hr-bg);
}
.hr-content .hr-try h2 { margin: 0 0 12px; padding: 0; border: 0; font-size: 16px; }
.hr-try fieldset { margin: 0 0 14px; padding: 0; border: 0; min-width: 0; }
.hr-try legend {
  margin-bottom: 6px; padding: 0; color: var(--hr-text-3);
  font-size: 12px; font-weight: 500; text-transform: uppercase; letter-spacing: 0.04em;
}
.hr-try-field { display: grid; grid-template-columns: minmax(120px, 200px) minmax(0, 1fr); align-items: center; gap: 4px 12px; margin: 0 0 8px; }
.hr-try-field > span { min-width: 0; overflow-wrap: anywhere; color: var(--hr-text-2); font-size: 13px; }
.hr-try-field:has(textarea) { grid-template-columns: minmax(0, 1fr); }
.hr-try label { color: var(--hr-text-2); font-size: 13px; }
.hr-try button[type='submit'] {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  height: 34px; padding: 0 18px; border: 1px solid var(--hr-accent); border-radius: var(--hr-radius);
  background: var(--hr-accent); color: #fff; font-weight: 500; cursor: pointer;
}
.hr-try button[type='submit']:hover { background: var(--hr-accent-strong); border-color: var(--hr-accent-strong); }
.hr-try button[type='submit']:disabled { opacity: 0.6; cursor: progress; }
.hr-try[aria-busy='true'] { cursor: progress; }
.hr-try-result { margin-top: 16px; }
.hr-try-result:empty { display: none; }
.hr-try-pending { margin: 0; color: var(--hr-text-3); }
.hr-try-status { display: flex; align-items: baseline; gap: 12px; margin-bottom: 4px; }
.hr-try-code { font: 600 14px/1.5 var(--hr-mono); color: var(--hr-other); }
.hr-status-2xx { color: var(--hr-success); }
.hr-status-3xx { color: var(--hr-info); }
.hr-status-4xx { color: var(--hr-warning); }
.hr-status-5xx { color: var(--hr-danger); }
.hr-try-time { color: var(--hr-text-3); font-size: 12px; }
.hr-try-url { margin-bottom: 8px; font: 12px/1.5 var(--hr-mono); color: var(--hr-text-2); word-break: break-all; }
.hr-try-headers { margin-bottom: 8px; }
.hr-try-headers > summary { cursor: pointer; color: var(--hr-text-2); font-size: 13px; }
.hr-try-header-list {
  display: grid; grid-template-columns: minmax(120px, max-content) minmax(0, 1fr); gap: 2px 16px;
  margin: 6px 0 0; padding: 8px 12px; border-radius: var(--hr-radius); background: var(--hr-bg-2);
  font: 12px/1.6 var(--hr-mono);
}
.hr-try-header-list dt { color: var(--hr-text-2); }
.hr-try-header-list dd { margin: 0; word-break: break-all; }
.hr-try-body-bar { display: flex; align-items: center; margin-bottom: 4px; }
.hr-try-label { color: var(--hr-text-2); font-size: 13px; font-weight: 500; }
.hr-try-body pre { max-height: 480px; }
.hr-try-note { margin: 4px 0 0; color: var(--hr-text-3); font-size: 12px; }
.hr-try-error {
  margin: 0; padding: 8px 12px; border: 1px solid #ffccc7; border-radius: var(--hr-radius);
  background: #fff2f0; color: var(--hr-danger);
}
.hr-try-detail { margin: 6px 0 0; color: var(--hr-text-3); font: 12px/1.5 var(--hr-mono); word-break: break-word; }
@media (max-width: 600px) {
  .hr-try { padding: 12px 14px 16px; }
  .hr-try-field { grid-template-columns: minmax(0, 1fr); }
}
`;
