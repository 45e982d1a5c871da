import { modelNameOfRef } from '@heron/engine/model';
import { fromEntries, isSchemaObject, ownValue, withKey, type SchemaObject } from './schema-path';

/** The discriminator of a oneOf/anyOf/allOf node as the editor sees it. */
export interface DiscriminatorView {
  propertyName: string;
  /** Mapping entries in order: the value of the property → a `$ref`. */
  mapping: [string, string][];
}

export function readDiscriminator(node: SchemaObject): DiscriminatorView {
  const discriminator = ownValue(node, 'discriminator');
  if (!isSchemaObject(discriminator)) return { propertyName: '', mapping: [] };
  const name = ownValue(discriminator, 'propertyName');
  const mapping = ownValue(discriminator, 'mapping');
  return {
    propertyName: typeof name === 'string' ? name : '',
    mapping: isSchemaObject(mapping)
      ? Object.entries(mapping).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
      : [],
  };
}

/**
 * Writes the discriminator back, keeping its other fields (x-* …). An empty property name with no
 * mapping and nothing else removes it.
 */
export function writeDiscriminator(node: SchemaObject, view: DiscriminatorView): SchemaObject {
  const old = ownValue(node, 'discriminator');
  let next: SchemaObject = isSchemaObject(old) ? old : {};
  next = withKey(next, 'propertyName', view.propertyName === '' ? undefined : view.propertyName);
  next = withKey(next, 'mapping', view.mapping.length > 0 ? fromEntries(view.mapping) : undefined);
  if (!Object.hasOwn(next, 'propertyName') && Object.keys(next).length === 0) {
    return withKey(node, 'discriminator', undefined);
  }
  // OpenAPI requires `propertyName` first and always: it leads the object.
  const ordered = Object.hasOwn(next, 'propertyName')
    ? fromEntries([
        ['propertyName', next['propertyName']],
        ...Object.entries(next).filter(([key]) => key !== 'propertyName'),
      ])
    : next;
  return withKey(node, 'discriminator', ordered);
}

/** The model names the node's variants reference (the usual mapping targets). */
export function variantModels(variants: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const variant of variants) {
    const ref = isSchemaObject(variant) ? ownValue(variant, '$ref') : undefined;
    const name = typeof ref === 'string' ? modelNameOfRef(ref) : null;
    if (name !== null && !names.includes(name)) names.push(name);
  }
  return names;
}
