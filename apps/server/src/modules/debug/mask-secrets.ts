/**
 * Secret values never reach the browser (issue 6): wherever the server shows what it sent or
 * what a script printed, each secret's value is replaced by a mask. Values shorter than four
 * characters are masked only where they are a whole header value, or every "a" in a body would
 * become a mask.
 */
export const MASK = '••••••';
const MIN_ANYWHERE = 4;

export function maskText(text: string, secrets: readonly string[]): string {
  let out = text;
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= MIN_ANYWHERE) out = out.split(secret).join(MASK);
  }
  return out;
}

export function maskHeaderValue(value: string, secrets: readonly string[]): string {
  return secrets.includes(value) ? MASK : maskText(value, secrets);
}
