import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayment } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

// The sandbox provider's pay page (`GET /api/v1/payments/sandbox/:orderNo?token=`) is public:
// the token of the QR code is its only credential, so a tester's phone needs no sign-in.
function sandboxPath(orderNo: string, rest = ''): string {
  return `/api/v1/payments/sandbox/${encodeURIComponent(orderNo)}${rest}`;
}

export function getSandboxPayment(
  orderNo: string,
  token: string,
  signal?: AbortSignal,
): Promise<SandboxPayment> {
  return apiRequest<SandboxPayment>(sandboxPath(orderNo), { query: { token }, signal });
}

export function useSandboxPayment(orderNo: string, token: string) {
  return useQuery({
    queryKey: billingKeys.sandbox(orderNo, token),
    queryFn: ({ signal }) => getSandboxPayment(orderNo, token, signal),
    enabled: Boolean(orderNo && token),
    staleTime: 0,
  });
}

export type SandboxAction = 'pay' | 'close';

/**
 * The tester's decision: `pay` tells the server the sandbox took the money (as a provider's
 * notification would), `close` cancels the payment. 409 ORDER_NOT_PAYABLE once settled.
 */
export function actOnSandboxPayment(
  orderNo: string,
  token: string,
  action: SandboxAction,
): Promise<SandboxPayment> {
  return apiRequest<SandboxPayment>(sandboxPath(orderNo, `/${action}`), {
    method: 'POST',
    body: { token },
  });
}

export function useSandboxAction(orderNo: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SandboxAction) => actOnSandboxPayment(orderNo, token, action),
    onSuccess: (payment) => queryClient.setQueryData(billingKeys.sandbox(orderNo, token), payment),
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.sandbox(orderNo, token) }),
  });
}
