/**
 * The extensions Heron writes into an OpenAPI export and reads back on import, so that what
 * OpenAPI cannot say about a design (status, folders, documents) survives the way out and in.
 */
export const HERON_STATUS = 'x-heron-status';
export const HERON_FOLDER = 'x-heron-folder';
export const HERON_DOCS = 'x-heron-docs';
/** `x-*` fields of the `paths` object itself. */
export const HERON_PATHS_EXTENSIONS = 'x-heron-paths';
/** Entries of `components` that are not maps of objects (`x-*` values). */
export const HERON_COMPONENTS_EXTRA = 'x-heron-components';
/** Responses the model cannot hold (a status like `2xx`) and `x-*` fields of `responses`. */
export const HERON_RESPONSES_EXTRA = 'x-heron-responses';
/** Parameters the model cannot hold (OpenAPI 3.2 `in: querystring`). */
export const HERON_PARAMETERS_EXTRA = 'x-heron-parameters';
