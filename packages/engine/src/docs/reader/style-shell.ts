/**
 * The reader's frame: colours, type, header, search, menus, navigation, layout and the message
 * pages. System fonts only (the CSP allows no font host, and readers in every script get their
 * own system's font). `--hr-accent` comes from the site, in the `style` attribute of <html>.
 */
export const SHELL_STYLE = `
:root {
  --hr-accent: #835cff;
  --hr-accent-soft: #f3efff;
  --hr-accent-strong: #6a45e6;
  --hr-text: #1f2329;
  --hr-text-2: #4e5969;
  --hr-text-3: #86909c;
  --hr-border: #e5e6eb;
  --hr-border-soft: #eef0f3;
  --hr-bg: #ffffff;
  --hr-bg-2: #f7f8fa;
  --hr-bg-3: #f2f3f5;
  --hr-code-bg: #f6f7f9;
  --hr-success: #12a150;
  --hr-info: #1677ff;
  --hr-warning: #d46b08;
  --hr-danger: #e5383b;
  --hr-get: #12a150;
  --hr-post: #d46b08;
  --hr-put: #1677ff;
  --hr-patch: #8e44ec;
  --hr-delete: #e5383b;
  --hr-other: #667085;
  --hr-radius: 4px;
  --hr-header-height: 56px;
  --hr-sidebar-width: 288px;
  --hr-shadow: 0 6px 24px rgba(31, 35, 41, 0.12), 0 1px 3px rgba(31, 35, 41, 0.08);
  --hr-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC',
    'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Microsoft YaHei', 'Microsoft JhengHei',
    'Noto Sans', 'Noto Sans CJK SC', sans-serif;
  --hr-mono: ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono',
    'Courier New', monospace;
}
@supports (color: color-mix(in srgb, red 50%, blue)) {
  :root {
    --hr-accent-soft: color-mix(in srgb, var(--hr-accent) 10%, #ffffff);
    --hr-accent-strong: color-mix(in srgb, var(--hr-accent) 82%, #000000);
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: calc(var(--hr-header-height) + 16px); }
body {
  margin: 0;
  background: var(--hr-bg);
  color: var(--hr-text);
  font-family: var(--hr-font);
  font-size: 14px;
  line-height: 1.6;
  -webkit-font-smoothing: antialiased;
}
a { color: var(--hr-accent-strong); text-decoration: none; }
a:hover { text-decoration: underline; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--hr-accent); outline-offset: 2px; }
[hidden] { display: none !important; }
.hr-icon { flex: none; display: inline-block; vertical-align: middle; }

.hr-skip {
  position: absolute; left: 8px; top: -48px; z-index: 100;
  padding: 8px 12px; border-radius: var(--hr-radius);
  background: var(--hr-accent); color: #fff;
}
.hr-skip:focus { top: 8px; }

/* Header */
.hr-header {
  position: sticky; top: 0; z-index: 20;
  display: flex; align-items: center; gap: 16px;
  height: var(--hr-header-height); padding: 0 20px;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid var(--hr-border);
  backdrop-filter: saturate(180%) blur(8px);
}
.hr-brand {
  display: inline-flex; align-items: center; gap: 10px; min-width: 0;
  color: var(--hr-text); font-size: 16px; font-weight: 600;
}
.hr-brand:hover { text-decoration: none; }
.hr-logo { height: 28px; width: auto; max-width: 140px; object-fit: contain; }
.hr-brand-title { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 260px; }
.hr-tools { display: flex; align-items: center; gap: 4px; margin-left: auto; }
.hr-tool-link, .hr-dropdown-button {
  display: inline-flex; align-items: center; gap: 6px;
  height: 32px; padding: 0 10px; border-radius: var(--hr-radius);
  color: var(--hr-text-2); white-space: nowrap; cursor: pointer;
}
.hr-tool-link:hover, .hr-dropdown-button:hover { background: var(--hr-bg-3); color: var(--hr-text); text-decoration: none; }
.hr-menu-toggle {
  display: none; align-items: center; justify-content: center;
  width: 32px; height: 32px; margin-left: -6px; padding: 0;
  border: 0; border-radius: var(--hr-radius); background: none; color: var(--hr-text-2); cursor: pointer;
}
.hr-menu-toggle:hover { background: var(--hr-bg-3); }

/* Header menus: <details> that work without the script */
.hr-dropdown { position: relative; }
.hr-dropdown > summary { list-style: none; }
.hr-dropdown > summary::-webkit-details-marker { display: none; }
.hr-chevron { width: 12px; height: 12px; transition: transform 0.15s; }
.hr-dropdown[open] .hr-chevron { transform: rotate(180deg); }
.hr-dropdown[open] > .hr-dropdown-button { background: var(--hr-bg-3); color: var(--hr-text); }
.hr-dropdown-list {
  position: absolute; right: 0; top: calc(100% + 6px); z-index: 30;
  min-width: 200px; max-height: 70vh; overflow-y: auto;
  margin: 0; padding: 4px; list-style: none;
  background: var(--hr-bg); border: 1px solid var(--hr-border); border-radius: var(--hr-radius);
  box-shadow: var(--hr-shadow);
}
.hr-dropdown-item {
  display: block; padding: 6px 10px; border-radius: var(--hr-radius);
  color: var(--hr-text); white-space: nowrap;
}
.hr-dropdown-item:hover { background: var(--hr-bg-2); text-decoration: none; }
.hr-narrow-only { display: none !important; }
.hr-dropdown-item[aria-current] { color: var(--hr-accent-strong); background: var(--hr-accent-soft); font-weight: 500; }

/* Search */
.hr-search { position: relative; flex: 1 1 auto; max-width: 440px; min-width: 0; }
html:not(.hr-js) .hr-search { visibility: hidden; }
.hr-search-icon { position: absolute; left: 10px; top: 50%; transform: translateY(-50%); color: var(--hr-text-3); pointer-events: none; }
.hr-search-input {
  width: 100%; height: 34px; padding: 0 32px 0 34px;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius);
  background: var(--hr-bg-2); outline: none;
  transition: border-color 0.15s, background 0.15s, box-shadow 0.15s;
}
.hr-search-input::-webkit-search-cancel-button { display: none; }
.hr-search-input:hover { border-color: #c9cdd4; }
.hr-search-input:focus {
  background: var(--hr-bg); border-color: var(--hr-accent);
  box-shadow: 0 0 0 3px var(--hr-accent-soft);
}
.hr-search-key {
  position: absolute; right: 8px; top: 50%; transform: translateY(-50%);
  min-width: 18px; padding: 0 5px; border: 1px solid var(--hr-border); border-radius: 3px;
  background: var(--hr-bg); color: var(--hr-text-3);
  font: 11px/16px var(--hr-mono); text-align: center; pointer-events: none;
}
.hr-search-input:focus ~ .hr-search-key { display: none; }
.hr-search-results {
  position: absolute; left: 0; top: calc(100% + 6px); z-index: 30;
  width: max(100%, 520px); max-width: calc(100vw - 32px); max-height: min(70vh, 560px); overflow-y: auto;
  padding: 4px; background: var(--hr-bg);
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); box-shadow: var(--hr-shadow);
}
.hr-search-result {
  display: flex; align-items: flex-start; gap: 10px;
  padding: 8px 10px; border-radius: var(--hr-radius); color: var(--hr-text);
}
.hr-search-result:hover, .hr-search-result.hr-active { background: var(--hr-accent-soft); text-decoration: none; }
.hr-search-result > .hr-method, .hr-search-kind { flex: none; width: 58px; margin-top: 2px; }
.hr-search-kind {
  font-size: 11px; line-height: 18px; color: var(--hr-text-3);
  text-transform: uppercase; letter-spacing: 0.02em; overflow: hidden; text-overflow: ellipsis;
}
.hr-search-main { display: flex; flex-direction: column; min-width: 0; }
.hr-search-title { font-weight: 500; }
.hr-search-path { font: 12px/1.5 var(--hr-mono); color: var(--hr-text-2); word-break: break-all; }
.hr-search-section, .hr-search-text {
  font-size: 12px; color: var(--hr-text-3);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.hr-search-status { margin: 0; padding: 12px; color: var(--hr-text-3); }

/* Layout and navigation */
.hr-layout { display: grid; grid-template-columns: var(--hr-sidebar-width) minmax(0, 1fr); min-height: calc(100vh - var(--hr-header-height)); }
.hr-sidebar {
  position: sticky; top: var(--hr-header-height); align-self: start;
  height: calc(100vh - var(--hr-header-height)); overflow-y: auto; overscroll-behavior: contain;
  padding: 16px 10px 32px; background: var(--hr-bg-2); border-right: 1px solid var(--hr-border);
  scrollbar-width: thin;
}
.hr-nav, .hr-nav ul { margin: 0; padding: 0; list-style: none; }
/* A folder's pages (whether .hr-nav is the outer list or holds it) */
.hr-nav details > ul { margin: 2px 0 2px 13px; padding-left: 6px; border-left: 1px solid var(--hr-border); }
.hr-nav a {
  display: flex; align-items: center; gap: 8px;
  padding: 5px 10px; border-radius: var(--hr-radius);
  color: var(--hr-text-2); line-height: 1.45; word-break: break-word;
}
.hr-nav a:hover { background: var(--hr-bg-3); color: var(--hr-text); text-decoration: none; }
.hr-nav a[aria-current='page'] { background: var(--hr-accent-soft); color: var(--hr-accent-strong); font-weight: 500; }
.hr-nav summary {
  display: flex; align-items: center; gap: 6px;
  padding: 5px 10px; border-radius: var(--hr-radius);
  color: var(--hr-text); font-weight: 500; cursor: pointer; list-style: none; user-select: none;
}
.hr-nav summary::-webkit-details-marker { display: none; }
.hr-nav summary::before {
  content: ''; flex: none; width: 6px; height: 6px; margin: 0 2px 0 -2px;
  border-right: 1.5px solid var(--hr-text-3); border-bottom: 1.5px solid var(--hr-text-3);
  transform: rotate(-45deg); transition: transform 0.15s;
}
.hr-nav details[open] > summary::before { transform: rotate(45deg); }
.hr-nav summary:hover { background: var(--hr-bg-3); }
.hr-nav .hr-method { flex: none; width: 44px; font-size: 10px; }
/* A closed folder sent empty (nav-fold.ts): room for its links while they are fetched */
.hr-nav details[open] > ul[data-lazy] { min-height: 28px; }
.hr-main { min-width: 0; padding: 32px 48px 48px; }
/* One readable column, centred in the space beside the navigation. */
.hr-content, .hr-notice, .hr-footer { max-width: 1040px; margin-left: auto; margin-right: auto; }
.hr-notice {
  margin-top: 0; margin-bottom: 20px; padding: 8px 12px;
  border-left: 3px solid var(--hr-accent); border-radius: var(--hr-radius);
  background: var(--hr-accent-soft); color: var(--hr-text);
}
.hr-footer {
  margin-top: 64px; padding-top: 16px;
  border-top: 1px solid var(--hr-border-soft); color: var(--hr-text-3); font-size: 12px;
}

/* Method badges (navigation, search, the endpoint's line); --hr-m lets a badge fill with it */
.hr-method {
  --hr-m: var(--hr-other);
  display: inline-block; font: 700 11px/18px var(--hr-mono);
  text-transform: uppercase; letter-spacing: 0.02em; color: var(--hr-m);
}
.hr-method-get { --hr-m: var(--hr-get); }
.hr-method-post { --hr-m: var(--hr-post); }
.hr-method-put { --hr-m: var(--hr-put); }
.hr-method-patch { --hr-m: var(--hr-patch); }
.hr-method-delete { --hr-m: var(--hr-delete); }
.hr-method-head, .hr-method-options, .hr-method-trace { --hr-m: var(--hr-other); }
.hr-nav a.hr-deprecated { color: var(--hr-text-3); }
.hr-nav a.hr-deprecated:not(:hover) { text-decoration: line-through; text-decoration-color: rgba(134, 144, 156, 0.6); }

/* Forms and buttons shared by try-it and the message pages */
.hr-input {
  width: 100%; height: 34px; padding: 4px 10px;
  border: 1px solid var(--hr-border); border-radius: var(--hr-radius); background: var(--hr-bg);
}
.hr-input:focus { outline: none; border-color: var(--hr-accent); box-shadow: 0 0 0 3px var(--hr-accent-soft); }
.hr-input[aria-invalid='true'] { border-color: var(--hr-danger); }
.hr-field-label { display: block; margin-bottom: 4px; color: var(--hr-text-2); font-weight: 500; }
.hr-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  height: 34px; padding: 0 16px; border: 1px solid var(--hr-border); border-radius: var(--hr-radius);
  background: var(--hr-bg); color: var(--hr-text); font-weight: 500; cursor: pointer; white-space: nowrap;
}
.hr-button:hover { border-color: var(--hr-accent); color: var(--hr-accent-strong); text-decoration: none; }
.hr-button-primary { background: var(--hr-accent); border-color: var(--hr-accent); color: #fff; }
.hr-button-primary:hover { background: var(--hr-accent-strong); border-color: var(--hr-accent-strong); color: #fff; }
.hr-button:disabled { opacity: 0.6; cursor: default; }
.hr-form-error { margin: 0; color: var(--hr-danger); }

/* Message pages (not found, password, expired link …) */
.hr-message-page { background: var(--hr-bg-2); }
.hr-message-page .hr-header { background: var(--hr-bg); }
.hr-message {
  max-width: 460px; margin: 12vh auto 48px; padding: 32px;
  background: var(--hr-bg); border: 1px solid var(--hr-border); border-radius: var(--hr-radius);
}
.hr-message-title { margin: 0 0 8px; font-size: 20px; font-weight: 600; line-height: 1.4; }
.hr-message-text { margin: 0 0 20px; color: var(--hr-text-2); }
.hr-message p:last-child { margin-bottom: 0; }
.hr-password-form { display: flex; flex-direction: column; gap: 10px; }
.hr-password-form .hr-button { align-self: flex-start; }

/* Narrow screens: the navigation slides in from the left */
@media (max-width: 900px) {
  .hr-header { gap: 10px; padding: 0 12px; }
  .hr-js .hr-menu-toggle { display: inline-flex; }
  .hr-brand-title { max-width: 40vw; }
  .hr-dropdown-download .hr-dropdown-text, .hr-dropdown-lang .hr-dropdown-text { display: none; }
  .hr-tool-link { display: none; }
  .hr-narrow-only { display: block !important; }
  .hr-layout { grid-template-columns: minmax(0, 1fr); }
  .hr-sidebar { position: static; height: auto; max-height: 50vh; border-right: 0; border-bottom: 1px solid var(--hr-border); }
  .hr-js .hr-sidebar {
    position: fixed; top: var(--hr-header-height); bottom: 0; left: 0; z-index: 25;
    width: min(86vw, 320px); max-height: none; align-self: stretch;
    border-right: 1px solid var(--hr-border); border-bottom: 0;
    transform: translateX(-105%); transition: transform 0.2s ease; visibility: hidden;
  }
  .hr-nav-open .hr-sidebar { transform: none; visibility: visible; box-shadow: var(--hr-shadow); }
  .hr-nav-open .hr-layout::before {
    content: ''; position: fixed; inset: var(--hr-header-height) 0 0 0; z-index: 24;
    background: rgba(31, 35, 41, 0.32);
  }
  .hr-main { padding: 24px 16px 40px; }
  .hr-search-results { position: fixed; left: 12px; right: 12px; top: calc(var(--hr-header-height) - 4px); width: auto; max-width: none; }
}
@media (max-width: 600px) {
  .hr-logo + .hr-brand-title { display: none; }
  .hr-search-key { display: none; }
  .hr-dropdown-version .hr-dropdown-text { max-width: 64px; overflow: hidden; text-overflow: ellipsis; }
  .hr-message { margin-top: 6vh; padding: 24px 20px; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
@media print {
  .hr-header, .hr-sidebar, .hr-footer, .hr-try, .hr-skip { display: none !important; }
  .hr-layout { display: block; }
  .hr-main { padding: 0; }
}
`;
