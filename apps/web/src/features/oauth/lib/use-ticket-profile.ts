import { useState } from 'react';
import { oauthProviderSchema } from '@heron/contract';
import { useTicket } from '../api/read-ticket';
import { storedTicket, takeTicketFromAddress } from './ticket-storage';

/** The first-sign-in ticket of this tab (from the address, else kept from earlier) and its profile. */
export function useTicketProfile() {
  const [ticket] = useState(() => takeTicketFromAddress() ?? storedTicket());
  const query = useTicket(ticket);
  return { ticket, ...query };
}

/** A provider id from the address, when it is one. */
export function providerParam(value: string | null) {
  const parsed = oauthProviderSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
