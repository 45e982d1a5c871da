import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { PlainIcon } from './plain-icon';
import './plain.css';

export type PlainButtonVariant = 'default' | 'primary' | 'dashed' | 'text' | 'link';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: PlainButtonVariant;
  /** The button element's type; a plain button by default, as antd's. */
  htmlType?: 'button' | 'submit';
  block?: boolean;
  size?: 'middle' | 'large';
  /** A spinner in place of the icon; clicks are ignored meanwhile, as antd does. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with antd's look and behaviour, without antd. */
export function PlainButton({
  variant = 'default',
  htmlType = 'button',
  block = false,
  size = 'middle',
  loading = false,
  icon,
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'plain-button',
    `plain-button-${variant}`,
    block && 'plain-button-block',
    size === 'large' && 'plain-button-large',
    loading && 'plain-button-loading',
    className,
  ].filter(Boolean);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading ? <PlainIcon icon={LoadingOutlined} className="plain-spin-icon" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
