import type { DesignBundle } from '@heron/contract';

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

/** The lists of a design whose items carry `data`. */
const ITEM_LISTS = ['folders', 'endpoints', 'models', 'docs'] as const;

/**
 * The data texts of a design's items, list by list, in order (null for an item without data):
 * made on the worker that parsed and packed the design, so that the thread that writes it
 * reuses them instead of writing megabytes of JSON again.
 */
export type ItemDataTexts = Record<(typeof ITEM_LISTS)[number], (string | null)[]>;

export function itemDataTexts(bundle: DesignBundle): ItemDataTexts {
  const of = (items: readonly { data?: unknown }[]) =>
    items.map((item) =>
      typeof item.data === 'object' && item.data !== null ? dataText(item.data) : null,
    );
  return {
    folders: of(bundle.folders),
    endpoints: of(bundle.endpoints),
    models: of(bundle.models),
    docs: of(bundle.docs),
  };
}

/** Takes the texts `itemDataTexts` made for a copy of `bundle` as this thread's own. */
export function rememberItemDataTexts(bundle: DesignBundle, made: ItemDataTexts): void {
  for (const list of ITEM_LISTS) {
    const items: readonly { data?: unknown }[] = bundle[list];
    items.forEach((item, i) => {
      const text = made[list][i];
      if (text != null && typeof item.data === 'object' && item.data !== null) {
        texts.set(item.data, text);
      }
    });
  }
}
