import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type changePasswordBody, changePasswordRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** Changes the password (204); 400 WRONG_PASSWORD. The other sessions of the account end. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return callApi(changePasswordRoute, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
