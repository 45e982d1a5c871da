/**
 * Phone numbers (spec §5 "Phone must be valid"): mainland China mobile numbers, with or without
 * +86, and international numbers in E.164 form. Stored as E.164 (`+8613800138000`).
 */
const CHINA_MOBILE = /^1[3-9]\d{9}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

export function normalizePhone(input: string): string | undefined {
  const compact = input.replace(/[\s()-]/g, '');
  if (CHINA_MOBILE.test(compact)) return `+86${compact}`;
  if (compact.startsWith('+86')) {
    return CHINA_MOBILE.test(compact.slice(3)) ? compact : undefined;
  }
  if (compact.startsWith('0086')) return normalizePhone(compact.slice(4));
  return E164.test(compact) ? compact : undefined;
}

/** `+8613800138000` → `+86 138****8000`, for lists and messages that should not show it all. */
export function maskPhone(phone: string): string {
  const national = phone.startsWith('+86') ? phone.slice(3) : phone;
  const prefix = phone.startsWith('+86') ? '+86 ' : '';
  if (national.length < 7) return phone;
  return `${prefix}${national.slice(0, 3)}****${national.slice(-4)}`;
}
