import type { TFunction } from 'i18next';
import type { SchemaRow } from './schema-tree';

/** What a row is called, for its name cell and the accessible names of its controls. */
export function rowLabel(
  row: Pick<SchemaRow, 'kind' | 'name' | 'keyword' | 'index'>,
  t: TFunction,
): string {
  switch (row.kind) {
    case 'root':
      return t('design.schema.row.root');
    case 'property':
      return row.name!;
    case 'items':
      return t('design.schema.row.items');
    case 'additionalProperties':
      return t('design.schema.row.additionalProperties');
    case 'variant':
      return t('design.schema.row.variant', { keyword: row.keyword, number: (row.index ?? 0) + 1 });
  }
}
