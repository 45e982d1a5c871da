/**
 * The HTML report's style sheet, inlined so the file stands alone (mailed, archived by CI, opened
 * offline). Purple accent for the header, greys for the rest, green and red only for outcomes.
 * Laid out for a 1280 px screen and for paper: on paper nothing scrolls, colours are kept and a
 * step is not split across pages when it fits on one.
 */
export const REPORT_CSS = `
:root {
  --accent: #835cff;
  --ink: #1f2328;
  --muted: #59636e;
  --line: #d8dee4;
  --soft: #f6f8fa;
  --pass: #1a7f37;
  --pass-soft: #dafbe1;
  --fail: #cf222e;
  --fail-soft: #ffebe9;
  --warn: #9a6700;
  --warn-soft: #fff8c5;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--soft);
  color: var(--ink);
  font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
.wrap { max-width: 1160px; margin: 0 auto; padding: 0 32px; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
code, pre { font-family: var(--mono); font-size: 12.5px; }

.top { background: var(--accent); color: #fff; padding: 28px 0 24px; }
.eyebrow { margin: 0; font-size: 13px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; }
.top h1 { margin: 4px 0 16px; font-size: 28px; line-height: 1.25; overflow-wrap: anywhere; }
.meta { display: flex; flex-wrap: wrap; gap: 12px 40px; margin: 0; }
.meta dt { font-size: 12px; font-weight: 600; }
.meta dd { margin: 2px 0 0; font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
.reason { margin: 16px 0 0; padding: 10px 14px; border-radius: 6px; background: #fff; color: var(--ink); }

.badge { display: inline-block; padding: 1px 10px; border-radius: 999px; font-size: 13px; font-weight: 600; border: 1px solid transparent; }
.badge.is-passed { background: var(--pass-soft); color: var(--pass); }
.badge.is-failed, .badge.is-error { background: var(--fail-soft); color: var(--fail); }
.badge.is-stopped, .badge.is-interrupted { background: var(--warn-soft); color: var(--warn); }
.badge.is-running, .badge.is-skipped { background: #fff; color: var(--muted); border-color: var(--line); }

main.wrap { padding-top: 24px; padding-bottom: 48px; }
.totals { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 20px 24px; }
.cards { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 16px; margin: 0; }
.cards dt { color: var(--muted); font-size: 12px; }
.cards dd { margin: 2px 0 0; font-size: 22px; font-weight: 600; }
.cards .is-bad dd { color: var(--fail); }
.rate { margin-top: 20px; }
.rate-head { display: flex; justify-content: space-between; font-size: 13px; color: var(--muted); margin-bottom: 6px; }
.rate-head strong { color: var(--ink); }
.bar { display: flex; height: 10px; border-radius: 5px; overflow: hidden; background: var(--line); }
.bar-pass { background: var(--pass); }
.bar-fail { background: var(--fail); }

.iteration h2 { margin: 28px 0 12px; font-size: 17px; }
.steps { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 10px; }
.step { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 6px; padding: 12px 16px; }
.step.is-passed { border-left-color: var(--pass); }
.step.is-failed, .step.is-error { border-left-color: var(--fail); }
.step.is-skipped { color: var(--muted); }
.step-head { display: flex; align-items: baseline; gap: 10px; }
.step-title { flex: 1; min-width: 0; }
.step h3 { margin: 0; font-size: 15px; overflow-wrap: anywhere; }
.path { margin: 0; color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.step-time { color: var(--muted); white-space: nowrap; }
.mark { font-weight: 700; width: 1.1em; text-align: center; flex: none; }
.is-passed > .step-head .mark, .assertion.is-passed .mark { color: var(--pass); }
.is-failed > .step-head .mark, .is-error > .step-head .mark, .assertion.is-failed .mark { color: var(--fail); }
.line { margin: 6px 0 0 calc(1.1em + 10px); display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.method { font-family: var(--mono); font-weight: 700; }
.url { overflow-wrap: anywhere; min-width: 0; }
.code.is-ok { color: var(--pass); font-weight: 600; }
.code.is-bad { color: var(--fail); font-weight: 600; }
.muted { color: var(--muted); }
.step-error { margin: 8px 0 0 calc(1.1em + 10px); padding: 8px 12px; border-radius: 6px; background: var(--fail-soft); color: var(--fail); overflow-wrap: anywhere; }
.block { margin: 10px 0 0 calc(1.1em + 10px); }
.block h4 { margin: 0 0 4px; font-size: 12px; color: var(--muted); font-weight: 600; }

.assertions { list-style: none; margin: 0; padding: 0; }
.assertion { display: flex; gap: 10px; padding: 3px 0; border-top: 1px solid var(--soft); }
.assertion:first-child { border-top: 0; }
.assertion-text { min-width: 0; overflow-wrap: anywhere; }
.assertion-detail { display: block; color: var(--muted); font-size: 13px; }
.assertion.is-failed .assertion-message { color: var(--fail); }

table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; vertical-align: top; padding: 4px 10px 4px 0; border-top: 1px solid var(--soft); overflow-wrap: anywhere; }
th { color: var(--muted); font-weight: 600; font-size: 12px; border-top: 0; }
td:first-child { width: 30%; font-family: var(--mono); font-size: 12.5px; }

pre { margin: 0; padding: 10px 12px; background: var(--soft); border: 1px solid var(--line); border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; overflow: auto; }
details { margin: 10px 0 0 calc(1.1em + 10px); }
summary { cursor: pointer; color: var(--muted); font-weight: 600; font-size: 13px; }
.exchange { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; margin-top: 10px; }
.exchange h4 { margin: 0 0 6px; font-size: 14px; }
.exchange h5 { margin: 10px 0 4px; font-size: 12px; color: var(--muted); }
.note { margin: 6px 0 0; font-size: 12px; color: var(--warn); }
.empty { color: var(--muted); font-style: italic; }

@media (max-width: 900px) {
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .exchange { grid-template-columns: minmax(0, 1fr); }
}
@media print {
  @page { margin: 14mm; }
  body { background: #fff; font-size: 11pt; }
  .wrap { max-width: none; padding: 0; }
  .top { padding: 16px 20px; border-radius: 6px; }
  .top, .badge, .bar, .bar-pass, .bar-fail, .step, .step-error { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  main.wrap { padding-top: 16px; }
  .step { break-inside: avoid; }
  .iteration h2 { break-after: avoid; }
  pre { max-height: none; overflow: visible; }
  .exchange { grid-template-columns: minmax(0, 1fr); }
  summary { color: var(--ink); }
}
`;
