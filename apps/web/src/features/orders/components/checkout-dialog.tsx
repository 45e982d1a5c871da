import type { ReactNode } from 'react';
import { Modal } from 'antd';
import type { Purchase } from '@heron/contract';
import type { OrderPayment } from '../api/place-order';
import { PurchaseCheckout } from './purchase-checkout';

const DIALOG_WIDTH = 560;

export interface CheckoutDialogProps {
  open: boolean;
  title: string;
  /** What is bought, above the quote (choices, or a sentence). */
  children?: ReactNode;
  purchase: Purchase | undefined;
  onClose: () => void;
  onPlaced: (payment: OrderPayment) => void;
}

/** A dialog that buys one thing: its choices, then the quote, the payment method and "Pay". */
export function CheckoutDialog({
  open,
  title,
  children,
  purchase,
  onClose,
  onPlaced,
}: CheckoutDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      destroyOnHidden
    >
      {children}
      <PurchaseCheckout purchase={purchase} onPlaced={onPlaced} onCancel={onClose} />
    </Modal>
  );
}
