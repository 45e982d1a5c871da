/**
 * The Content-Disposition of a form part, for targets whose code writes it out (Go, Java,
 * PHP with repeated names). Quotes and line breaks in names are percent-encoded the way
 * browsers, undici and curl do (WHATWG multipart/form-data encoding).
 */
export function formDisposition(name: string, fileName?: string): string {
  const escape = (value: string): string =>
    value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const disposition = `form-data; name="${escape(name)}"`;
  return fileName === undefined ? disposition : `${disposition}; filename="${escape(fileName)}"`;
}
