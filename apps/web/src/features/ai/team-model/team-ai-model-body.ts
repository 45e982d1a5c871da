import type { SetTeamAiModelBody } from '@heron/contract';

/** The team model form's values: the contract's body, and whether the stored key goes. */
export interface TeamAiModelValues {
  baseUrl: string;
  model: string;
  /** Empty: the stored key stays (or, with none stored, the model takes no key). */
  apiKey: string;
  /** The stored key is removed: the model takes none. */
  removeKey: boolean;
}

/**
 * What a save or a check sends. The stored key is never in the form, so an empty key field keeps
 * it (the key is omitted) unless the person chose to remove it (an empty key, which the server
 * reads as "the model takes none"); with no key stored, an empty field says the same.
 */
export function teamAiModelBody(
  parsed: SetTeamAiModelBody,
  values: Pick<TeamAiModelValues, 'removeKey'>,
  hasStoredKey: boolean,
): SetTeamAiModelBody {
  const { apiKey, ...rest } = parsed;
  if (values.removeKey) return { ...rest, apiKey: '' };
  if (apiKey) return { ...rest, apiKey };
  return hasStoredKey ? rest : { ...rest, apiKey: '' };
}
