import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { IconDefinition, AbstractNode } from '@ant-design/icons-svg/es/types';
import './plain.css';

function renderNode(node: AbstractNode, key: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(renderNode));
}

/**
 * An antd icon's shape (from @ant-design/icons-svg, the same drawings antd's icons use) without
 * antd's icon runtime. Decorative: the text beside it says what it means.
 */
export function PlainIcon({
  icon,
  className,
  style,
}: {
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
}) {
  if (typeof icon.icon === 'function') throw new Error(`two-tone icon ${icon.name} not supported`);
  return (
    <span
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      style={style}
      aria-hidden
    >
      {renderNode(icon.icon, 0)}
    </span>
  );
}
