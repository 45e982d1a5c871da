import { types, type SerializerOptions } from '@electric-sql/pglite';

/**
 * How PGlite sends `text` and `bytea` parameters: as bytes.
 *
 * PGlite's own serializers turn a text parameter into the wire message in JavaScript, measuring
 * and copying it a character at a time (about 15 ms a megabyte in a busy server), and a bytea one
 * a byte at a time as hex. A large import sends over 10 MB, so that copying cost more than
 * storing the rows. A parameter given as bytes is copied whole and sent in binary form, which for
 * `text` is its UTF-8 and for `bytea` the bytes themselves, and which the database reads without
 * a parse. node-postgres writes strings natively and needs none of this.
 *
 * PGlite's protocol layer takes `string | ArrayBufferView` values, though its serializer type says
 * strings; `db/pglite-serializers.test.ts` holds it to that on the pinned version.
 */
const defaultText = types.serializers[types.TEXT]!;

export const PGLITE_SERIALIZERS = {
  [types.TEXT]: (value: unknown) =>
    typeof value === 'string' ? Buffer.from(value, 'utf8') : defaultText(value),
  [types.BYTEA]: (value: unknown) => value,
} as unknown as SerializerOptions;
