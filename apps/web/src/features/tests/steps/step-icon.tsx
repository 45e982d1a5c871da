import type { ComponentType, CSSProperties } from 'react';
import {
  ApiOutlined,
  BranchesOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  FolderOutlined,
  RetweetOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { TestStepType } from '@heron/contract';

const ICONS: Record<
  TestStepType,
  ComponentType<{ 'aria-hidden'?: boolean; className?: string; style?: CSSProperties }>
> = {
  request: ApiOutlined,
  group: FolderOutlined,
  if: BranchesOutlined,
  'for-each': RetweetOutlined,
  repeat: SyncOutlined,
  wait: ClockCircleOutlined,
  script: CodeOutlined,
};

/**
 * The icon of a kind of step, the same in the list and the "Add step" menu. A menu gives its
 * icons a class (their spacing): it is passed on.
 */
export function StepIcon({
  type,
  className,
  style,
}: {
  type: TestStepType;
  className?: string;
  style?: CSSProperties;
}) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={className} style={style} />;
}
