/**
 * Secret values never reach the browser (issue 6): wherever the server shows what it sent or
 * what a script printed, each secret's value is replaced by a mask. Values shorter than four
 * characters are masked only where they are a whole header value, or every "a" in a body would
 * become a mask.
 *
 * A secret is also found in the forms the request gives it: percent-encoded (a query parameter
 * or a form field) and inside Basic credentials, which are base64 and would otherwise show the
 * password to anyone who decodes them.
 */
export const MASK = '••••••';
const MIN_ANYWHERE = 4;
const BASIC = /^(basic)(\s+)(\S+)$/i;

export function maskText(text: string, secrets: readonly string[]): string {
  let out = text;
  const forms = secrets.flatMap((secret) => {
    const encoded = encodeURIComponent(secret);
    const formEncoded = encoded.replaceAll('%20', '+');
    return [...new Set([secret, encoded, formEncoded])];
  });
  // Longest first, so a secret that contains another is masked whole.
  for (const form of forms.sort((a, b) => b.length - a.length)) {
    if (form.length >= MIN_ANYWHERE) out = out.split(form).join(MASK);
  }
  return out;
}

export function maskHeaderValue(value: string, secrets: readonly string[]): string {
  if (secrets.includes(value)) return MASK;
  const basic = BASIC.exec(value);
  if (basic && basicHoldsSecret(basic[3]!, secrets)) return `${basic[1]}${basic[2]}${MASK}`;
  return maskText(value, secrets);
}

/** Whether `user:password` in base64 has a secret as its user, its password or inside either. */
function basicHoldsSecret(encoded: string, secrets: readonly string[]): boolean {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const parts = colon < 0 ? [decoded] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  return secrets.some(
    (secret) =>
      secret !== '' &&
      (parts.includes(secret) || (secret.length >= MIN_ANYWHERE && decoded.includes(secret))),
  );
}
