import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closeSandboxPaymentRoute,
  getSandboxPaymentRoute,
  paySandboxPaymentRoute,
  type SandboxPayment,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

// The sandbox provider's pay page (getSandboxPaymentRoute, `?token=`) is public: the token of
// the QR code is its only credential, so a tester's phone needs no sign-in.

export function getSandboxPayment(
  orderNo: string,
  token: string,
  signal?: AbortSignal,
): Promise<SandboxPayment> {
  return callApi(getSandboxPaymentRoute, { params: { orderNo }, query: { token } }, { signal });
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
  const route = action === 'pay' ? paySandboxPaymentRoute : closeSandboxPaymentRoute;
  return callApi(route, { params: { orderNo }, body: { token } });
}

export function useSandboxAction(orderNo: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SandboxAction) => actOnSandboxPayment(orderNo, token, action),
    onSuccess: (payment) => queryClient.setQueryData(billingKeys.sandbox(orderNo, token), payment),
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.sandbox(orderNo, token) }),
  });
}
