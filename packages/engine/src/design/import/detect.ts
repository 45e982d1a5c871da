import type { ImportFormat } from '@heron/contract';

/** How far into a text detection looks; the markers sit near the top of every format we read. */
const HEAD_LENGTH = 64 * 1024;

/**
 * Names the format of a source from its first characters, without parsing it: importers parse
 * once, and a 13 MB description should not be read twice to learn what it is.
 */
export function detectFormat(text: string): ImportFormat | null {
  const head = text.slice(0, HEAD_LENGTH).replace(/^\uFEFF/, '');
  const trimmed = head.trimStart();
  if (/^curl(\.exe)?\s/i.test(trimmed)) return 'curl';

  if (trimmed.startsWith('{')) {
    // First: a Heron project file holds `"openapi": …` in its design's meta.
    if (/"kind"\s*:\s*"heron-project"/.test(head)) return 'heron';
    const version = /"(openapi|swagger)"\s*:\s*"(\d+\.\d+)/.exec(head);
    if (version !== null) return versionFormat(version[1]!, version[2]!);
    if (/"log"\s*:\s*\{/.test(head) && /"entries"\s*:/.test(text)) return 'har';
    const postman = /schema\.getpostman\.com\/json\/collection\/v(2\.[01])/.exec(head);
    if (postman !== null) return postman[1] === '2.0' ? 'postman-2.0' : 'postman-2.1';
    if (/"_postman_id"\s*:/.test(head) && /"item"\s*:/.test(text)) return 'postman-2.1';
    // A collection without `info`, a v1 collection (refused by the importer with a clear message)
    // and an environment given alone (which the importer explains) all go to the Postman reader.
    if (/"item"\s*:\s*\[/.test(head) && /"request"\s*:/.test(text)) return 'postman-2.1';
    if (/"requests"\s*:\s*\[/.test(head) && /"(order|folders)"\s*:/.test(head))
      return 'postman-2.0';
    if (/"_postman_variable_scope"\s*:/.test(head)) return 'postman-2.1';
    // JSON written with sorted keys puts "openapi"/"swagger" far below the head (Kubernetes,
    // Stripe, Slack): looked for in the whole text, last.
    const late = /"(openapi|swagger)"\s*:\s*"(\d+\.\d+)/.exec(text);
    if (late !== null) return versionFormat(late[1]!, late[2]!);
    return null;
  }

  // YAML: a top-level key at the start of a line (or at the root's indentation, which some
  // documents give after `---`), near the top or, last, anywhere.
  const rootIndent = /^(?:(?:[ \t]*#.*|[ \t]*|---.*|%.*)\r?\n)*( *)\S/.exec(head)?.[1]?.length ?? 0;
  const versionKey = new RegExp(
    `^ {${rootIndent}}(openapi|swagger)\\s*:\\s*["']?(\\d+\\.\\d+)`,
    'm',
  );
  const yamlVersion = versionKey.exec(head);
  if (yamlVersion !== null) return versionFormat(yamlVersion[1]!, yamlVersion[2]!);
  if (/^kind\s*:\s*["']?heron-project/m.test(head)) return 'heron';
  const lateYaml = text.length > head.length ? versionKey.exec(text) : null;
  if (lateYaml !== null) return versionFormat(lateYaml[1]!, lateYaml[2]!);
  // curl commands after comments, blank lines or a `$ ` prompt.
  if (/^[ \t]*(\$[ \t]+)?curl(\.exe)?[ \t]/m.test(head)) return 'curl';
  return null;
}

function versionFormat(key: string, version: string): ImportFormat | null {
  if (key === 'swagger') return version === '2.0' ? 'swagger-2.0' : null;
  if (version === '3.0') return 'openapi-3.0';
  // 3.2 is read as 3.1: the importer lists what 3.1 cannot hold.
  if (version === '3.1' || version === '3.2') return 'openapi-3.1';
  return null;
}
