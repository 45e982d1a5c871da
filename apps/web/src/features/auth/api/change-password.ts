import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** Changes the password (204); 400 WRONG_PASSWORD. The other sessions of the account end. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>('/api/v1/account/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
