import { isRecord } from '../../design/import/import-context.js';
import { readVariableList } from './variable-text.js';

/**
 * A Postman environment or globals export, as `heron run -e` / `-g` reads it (newman's
 * `--environment` and `--globals`). Not `readEnvironment` from the design importer: that one
 * blanks secret values, right for a design that goes out in every export but wrong for a run,
 * which needs the secret to send it.
 */

export type PostmanVariablesFileKind = 'environment' | 'globals';

export type PostmanVariablesFile =
  | {
      ok: true;
      /** The file's `name`; null when it has none (a globals file often has none). */
      name: string | null;
      /** Enabled variables by key, every value as text. */
      values: Record<string, string>;
    }
  | { ok: false; message: string };

const LABEL: Record<PostmanVariablesFileKind, string> = {
  environment: 'Postman environment',
  globals: 'Postman globals file',
};

export function readPostmanVariablesFile(
  json: unknown,
  kind: PostmanVariablesFileKind,
): PostmanVariablesFile {
  // Early Postman versions exported globals as a bare list of variables.
  if (Array.isArray(json)) return { ok: true, name: null, values: readVariableList(json) };
  if (!isRecord(json)) {
    return { ok: false, message: `A ${LABEL[kind]} is a JSON object with a "values" list.` };
  }
  if (!Array.isArray(json.values)) {
    const isCollection = Array.isArray(json.item) || isRecord(json.info);
    return {
      ok: false,
      message: isCollection
        ? `This is a Postman collection, not a ${LABEL[kind]}.`
        : `A ${LABEL[kind]} needs a "values" list of variables.`,
    };
  }
  const name = typeof json.name === 'string' && json.name.trim() !== '' ? json.name : null;
  return { ok: true, name, values: readVariableList(json.values) };
}
