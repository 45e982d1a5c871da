import { OrderResult, type ResultKind } from './components/order-result';

const KIND: ResultKind = 'cancel';

/** `/order-cancel` (spec §2): where a cancelled or expired payment lands, standalone. */
export function OrderCancelPage() {
  return <OrderResult kind={KIND} />;
}
