/**
 * The ticket of a first provider sign-in arrives in the address fragment (never sent to a
 * server). It is moved to this tab's session storage at once and the fragment cleared, so it
 * survives a detour through the sign-in page without ever travelling in a URL.
 */
const TICKET_KEY = 'heron.oauthTicket';
const TICKET_FRAGMENT = /^#ticket=([\w-]{1,200})$/;

export function takeTicketFromAddress(win: Window = window): string | undefined {
  const match = TICKET_FRAGMENT.exec(win.location.hash);
  if (!match) return undefined;
  const ticket = match[1]!;
  try {
    win.sessionStorage.setItem(TICKET_KEY, ticket);
  } catch {
    // Storage may be off (private mode); the ticket still works for this page.
  }
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  return ticket;
}

export function storedTicket(win: Window = window): string | undefined {
  try {
    return win.sessionStorage.getItem(TICKET_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetTicket(win: Window = window): void {
  try {
    win.sessionStorage.removeItem(TICKET_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
