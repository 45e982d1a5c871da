/**
 * JavaScript run inside the sandbox: console.log/info/warn/error/debug, one event per call.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const CONSOLE_SOURCE = String.raw`
/** A console line longer than this is cut: it is shown to a person, not stored. */
const CONSOLE_TEXT_LIMIT = 10000;

function logAt(level) {
  return function (...args) {
    let text = formatLogLine(args);
    if (text.length > CONSOLE_TEXT_LIMIT) text = text.slice(0, CONSOLE_TEXT_LIMIT) + ' … (cut at ' + CONSOLE_TEXT_LIMIT + ' characters)';
    emit(['console', level, text]);
  };
}

const consoleApi = {
  log: logAt('log'),
  info: logAt('info'),
  warn: logAt('warn'),
  error: logAt('error'),
  debug: logAt('log'),
};
`;
