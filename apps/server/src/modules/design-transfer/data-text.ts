/**
 * The JSON text of an item's data, made once per data object: an import writes each item's data
 * twice, into the job's stored copy of the parsed design (at the preview) and into the item's row
 * (at the commit), megabytes each time. Keyed by the object itself, so the text lives as long as
 * the parsed design does. This holds because parsed designs are never changed in place: the
 * commit's changes (renamed model references, dropped owners) make new objects.
 */

const texts = new WeakMap<object, string>();

export function dataText(data: object): string {
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
}
