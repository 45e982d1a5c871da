import { emailSchema, INVITE } from '@heron/contract';

export interface ParsedEmails {
  /** Valid addresses, lower-cased, each once, in the order given. */
  valid: string[];
  /** What was typed that is not an address, as typed, each once. */
  invalid: string[];
}

/** Addresses are split on commas, semicolons, whitespace and new lines. */
const SEPARATORS = /[\s,;，；、]+/u;

/** The addresses in what a person typed or pasted, split into valid and invalid. */
export function parseEmails(text: string): ParsedEmails {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const part of text.split(SEPARATORS)) {
    if (!part) continue;
    const parsed = emailSchema.safeParse(part);
    if (parsed.success) valid.add(parsed.data);
    else invalid.add(part);
  }
  return { valid: [...valid], invalid: [...invalid] };
}

/** Spec §5/§8: why these addresses cannot be sent, as a `validation.*` key, or undefined. */
export function emailsProblem(parsed: ParsedEmails) {
  if (parsed.valid.length === 0 && parsed.invalid.length === 0) {
    return 'validation.inviteEmailsRequired' as const;
  }
  if (parsed.valid.length + parsed.invalid.length > INVITE.maxEmailsPerSend) {
    return 'validation.inviteEmailsMax' as const;
  }
  return undefined;
}
