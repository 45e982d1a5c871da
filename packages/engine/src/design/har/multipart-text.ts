import type { FormField } from '../import/media-from-example.js';

/**
 * The fields of a multipart/form-data body recorded as text (HAR tools that keep `text` but no
 * `params`). Each part's name, file name and content type come from its headers; a file part's
 * bytes are not kept, only its file name. Null when the text is not a multipart body.
 */
export function parseMultipartText(text: string, contentType: string): FormField[] | null {
  const declared = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const boundary = declared ?? /^--([^\r\n]+)\r?\n/.exec(text)?.[1];
  if (boundary === undefined) return null;
  const delimiter = `--${boundary}`;
  const parts = text.split(delimiter).slice(1);
  const fields: FormField[] = [];
  for (const raw of parts) {
    if (raw.startsWith('--')) break;
    const part = raw.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
    const split = /\r?\n\r?\n/.exec(part);
    const head = split === null ? part : part.slice(0, split.index);
    const body = split === null ? '' : part.slice(split.index + split[0].length);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined || name === '') continue;
    const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const partType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    const field: FormField = {
      name,
      value: fileName ?? body,
      isFile: fileName !== undefined,
    };
    if (partType !== undefined) field.contentType = partType;
    fields.push(field);
  }
  return fields.length > 0 ? fields : null;
}
