/**
 * Text for a terminal, for the `heron run` summary. Report fields come from servers and scripts,
 * and a terminal obeys escape sequences in what it prints: one in a response could recolour the
 * rest of the output, rewrite the title, or hide a failure. So controls are removed before
 * anything is printed, and colour is added afterwards, by us only.
 */

// C0 controls but tab and LF, DEL, C1 controls (U+0080–U+009F: 8-bit CSI and OSC), and half
// surrogate pairs, which a terminal cannot draw. Matching controls is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|\p{Cs}/gu;

/** The text with every control removed and tabs as spaces; lines kept. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, '').replaceAll('\t', '  ');
}

/** A name, URL or code on one line: line breaks become spaces. */
export function oneLine(text: string): string {
  return terminalSafe(text).replaceAll('\n', ' ');
}

/** Colours as ANSI SGR codes, or the text unchanged when the output is not a colour terminal. */
export interface Paint {
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  grey(text: string): string;
  bold(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) =>
  `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function paintFor(color = false): Paint {
  return color
    ? {
        green: sgr(32, 39),
        red: sgr(31, 39),
        yellow: sgr(33, 39),
        grey: sgr(90, 39),
        bold: sgr(1, 22),
      }
    : { green: plain, red: plain, yellow: plain, grey: plain, bold: plain };
}

/** `512B`, `1.2kB`, `3.4MB`: decimal units, as the names say. */
export function formatBytes(bytes: number): string {
  let size = finite(bytes);
  const units = ['B', 'kB', 'MB', 'GB'];
  let index = 0;
  while (size >= 1000 && index < units.length - 1) {
    size /= 1000;
    index++;
  }
  return index === 0 ? `${Math.round(size)}B` : `${trimZero(size.toFixed(1))}${units[index]}`;
}

/** A response time: whole milliseconds. */
export function formatMs(ms: number): string {
  return `${Math.round(finite(ms))}ms`;
}

/** A run's length: `450ms`, `2.3s`, `1m 2.3s`, `1h 2m 3.0s`. */
export function formatDuration(ms: number): string {
  const total = finite(ms);
  if (total < 1000) return formatMs(total);
  const tenths = Math.round(total / 100);
  const seconds = (tenths % 600) / 10;
  const minutes = Math.floor(tenths / 600) % 60;
  const hours = Math.floor(tenths / 36_000);
  if (hours > 0) return `${hours}h ${minutes}m ${seconds.toFixed(1)}s`;
  if (minutes > 0) return `${minutes}m ${seconds.toFixed(1)}s`;
  return `${seconds.toFixed(1)}s`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** NaN, Infinity and negatives (a clock that went back) are shown as 0. */
function finite(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
