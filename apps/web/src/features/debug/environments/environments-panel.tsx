import { EnvironmentsManager } from './environments-drawer';
import { useLeaveGuard } from './use-leave-guard';

export interface EnvironmentsPanelProps {
  projectId: string;
  /** Read-only members: everything is shown, nothing can be changed (the server refuses too). */
  readOnly: boolean;
}

/**
 * The project's environments and project variables as a page of the workspace's Settings
 * section (issue 21): the same list and forms as the debugger's drawer, the project variables
 * shown first.
 */
export function EnvironmentsPanel({ projectId, readOnly }: EnvironmentsPanelProps) {
  const { leave, onDirtyChange } = useLeaveGuard();
  return (
    <EnvironmentsManager
      projectId={projectId}
      readOnly={readOnly}
      initial={null}
      leave={leave}
      onDirtyChange={onDirtyChange}
    />
  );
}
