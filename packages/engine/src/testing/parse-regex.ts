export type ParsedRegex = { ok: true; regex: RegExp } | { ok: false; message: string };

const FLAGS = /^[dgimsuvy]*$/;

/**
 * A regular expression as people type it: `/pattern/flags`, or a bare pattern. Text that starts
 * with a slash but does not end in `/flags` (`/api/v1`) is a bare pattern, so a path can be
 * matched without escaping.
 */
export function parseRegex(text: string): ParsedRegex {
  const close = text.lastIndexOf('/');
  const isLiteral = text.startsWith('/') && close > 0 && FLAGS.test(text.slice(close + 1));
  const [source, flags] = isLiteral ? [text.slice(1, close), text.slice(close + 1)] : [text, ''];
  try {
    return { ok: true, regex: new RegExp(source, flags) };
  } catch (error) {
    return {
      ok: false,
      message: `the regular expression ${text} is not valid: ${(error as Error).message}`,
    };
  }
}
