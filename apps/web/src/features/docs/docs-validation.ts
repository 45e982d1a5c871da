import type { TFunction } from 'i18next';
import { DOC_VALIDATION } from '@heron/contract';
import { validationMessage } from '../../lib/contract-form';

type DocValidationKey = (typeof DOC_VALIDATION)[keyof typeof DOC_VALIDATION];
const DOC_KEYS = new Set<string>(Object.values(DOC_VALIDATION));

function isDocValidationKey(message: string): message is DocValidationKey {
  return DOC_KEYS.has(message);
}

/**
 * A schema or server message of the docs forms in the person's language: the contract's
 * `DOC_VALIDATION` keys (which the shared `validationMessage` does not know), then the shared
 * ones, anything else as "not valid".
 */
export function docValidationMessage(t: TFunction, message: string): string {
  return isDocValidationKey(message) ? t(message) : validationMessage(t, message);
}
