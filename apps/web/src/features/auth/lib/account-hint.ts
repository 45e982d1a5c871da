import { maskPhone } from '@heron/contract';

/** The line under an account's name that tells it apart: its email, else its masked phone. */
export function accountHint(account: {
  email: string | null;
  phone?: string | null;
  phoneMasked?: string | null;
}): string {
  return account.email ?? account.phoneMasked ?? (account.phone ? maskPhone(account.phone) : '');
}
