import { OrderResult, type ResultKind } from './components/order-result';

const KIND: ResultKind = 'success';

/** `/order-success` (spec §2): where a paid order lands, standalone. */
export function OrderSuccessPage() {
  return <OrderResult kind={KIND} />;
}
