import { useState } from 'react';
import { Button, Drawer, Empty, Flex, Menu, Spin, type MenuProps } from 'antd';
import { GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import type { Environment, ProjectVariables } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useEnvironments, useProjectVariables } from '../api/environments';
import { EnvironmentForm } from './environment-form';
import { ProjectVariablesForm } from './project-variables-form';
import { DEBUG_ENV_TEST_IDS, debugEnvTestIdOf } from './test-ids';
import { useLeaveGuard } from './use-leave-guard';

const DRAWER_SIZE = 1080;
const LIST_WIDTH = 220;
const DASHED = 'dashed';
const INLINE = 'inline';
const GROUP = 'group';
const PROJECT_KEY = 'project';
const NEW_KEY = 'new';
const ENVIRONMENT_PREFIX = 'environment:';

export interface EnvironmentsDrawerProps {
  projectId: string;
  open: boolean;
  onClose: () => void;
  /** Read-only members: everything is shown, nothing can be changed (the server refuses too). */
  readOnly: boolean;
  /** The entry shown first (the environment chosen in the picker); else the project variables. */
  environmentId?: string | null;
}

/**
 * The project's environments and project variables: the list on the left, the chosen entry's
 * base URL and variables on the right. Changes not saved are never dropped without asking.
 */
export function EnvironmentsDrawer({
  projectId,
  open,
  onClose,
  readOnly,
  environmentId = null,
}: EnvironmentsDrawerProps) {
  const { t } = useTranslation();
  const { leave, onDirtyChange } = useLeaveGuard();

  return (
    <Drawer
      open={open}
      onClose={() => leave(onClose)}
      size={DRAWER_SIZE}
      title={t('debug.env.title')}
      destroyOnHidden
    >
      {open && (
        <EnvironmentsManager
          projectId={projectId}
          readOnly={readOnly}
          initial={environmentId}
          leave={leave}
          onDirtyChange={onDirtyChange}
        />
      )}
    </Drawer>
  );
}

export interface EnvironmentsManagerProps {
  projectId: string;
  readOnly: boolean;
  initial: string | null;
  leave: (then: () => void) => void;
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The list of the project variables and the environments, and the chosen entry's form: the
 * drawer's content, and the workspace's Settings page of environments (issue 21).
 */
export function EnvironmentsManager({
  projectId,
  readOnly,
  initial,
  leave,
  onDirtyChange,
}: EnvironmentsManagerProps) {
  const { t } = useTranslation();
  const environments = useEnvironments(projectId);
  const variables = useProjectVariables(projectId);
  const [selected, setSelected] = useState(
    initial === null ? PROJECT_KEY : `${ENVIRONMENT_PREFIX}${initial}`,
  );
  const items = environments.data ?? [];
  const current = selected.startsWith(ENVIRONMENT_PREFIX)
    ? items.find((item) => `${ENVIRONMENT_PREFIX}${item.id}` === selected)
    : undefined;
  // An environment deleted elsewhere (or a stale choice) shows the project variables instead.
  const shown = selected === NEW_KEY || current || !environments.data ? selected : PROJECT_KEY;

  const choose = (key: string) => {
    if (key !== shown) leave(() => setSelected(key));
  };

  const menuItems: MenuProps['items'] = [
    {
      key: PROJECT_KEY,
      icon: <GlobalOutlined />,
      label: (
        <span data-testid={DEBUG_ENV_TEST_IDS.projectVariables}>
          {t('debug.env.projectVariables')}
        </span>
      ),
    },
    {
      key: 'environments',
      type: GROUP,
      label: t('debug.env.environmentsHeading'),
      children: [
        ...items.map((item) => ({
          key: `${ENVIRONMENT_PREFIX}${item.id}`,
          label: <span data-testid={debugEnvTestIdOf.entry(item.id)}>{item.name}</span>,
        })),
        ...(shown === NEW_KEY ? [{ key: NEW_KEY, label: t('debug.env.newEnvironment') }] : []),
      ],
    },
  ];

  return (
    <Flex gap={16} data-testid={DEBUG_ENV_TEST_IDS.drawer}>
      <Flex vertical gap={8} style={{ width: LIST_WIDTH, flex: 'none' }}>
        <Menu
          mode={INLINE}
          items={menuItems}
          selectedKeys={[shown]}
          onClick={({ key }) => choose(key)}
          style={{ borderInlineEnd: 'none' }}
          data-testid={DEBUG_ENV_TEST_IDS.list}
        />
        {environments.data && items.length === 0 && shown !== NEW_KEY && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('debug.env.noEnvironments')} />
        )}
        {!readOnly && (
          <Button
            type={DASHED}
            icon={<PlusOutlined />}
            onClick={() => choose(NEW_KEY)}
            data-testid={DEBUG_ENV_TEST_IDS.add}
          >
            {t('debug.env.add')}
          </Button>
        )}
      </Flex>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ErrorAlert error={environments.error ?? variables.error} />
        <Entry
          key={shown}
          shown={shown}
          current={current ?? null}
          items={items}
          projectId={projectId}
          readOnly={readOnly}
          variables={variables.data}
          isLoading={environments.isPending || variables.isPending}
          onSelect={setSelected}
          onDirtyChange={onDirtyChange}
        />
      </div>
    </Flex>
  );
}

interface EntryProps {
  shown: string;
  current: Environment | null;
  items: readonly Environment[];
  projectId: string;
  readOnly: boolean;
  variables: ProjectVariables | undefined;
  isLoading: boolean;
  onSelect: (key: string) => void;
  onDirtyChange: (isDirty: boolean) => void;
}

/** The right side: the form of the entry chosen in the list. */
function Entry({
  shown,
  current,
  items,
  projectId,
  readOnly,
  variables,
  isLoading,
  onSelect,
  onDirtyChange,
}: EntryProps) {
  const { t } = useTranslation();
  if (shown === PROJECT_KEY) {
    if (variables) {
      return (
        <ProjectVariablesForm
          projectId={projectId}
          loaded={variables}
          readOnly={readOnly}
          onDirtyChange={onDirtyChange}
        />
      );
    }
    return isLoading ? <Spin aria-label={t('common.loading')} /> : null;
  }
  if (shown === NEW_KEY || current) {
    return (
      <EnvironmentForm
        projectId={projectId}
        environment={current}
        otherNames={items.filter((item) => item.id !== current?.id).map((item) => item.name)}
        readOnly={readOnly}
        onSaved={(saved) => onSelect(`${ENVIRONMENT_PREFIX}${saved.id}`)}
        onGone={() => onSelect(PROJECT_KEY)}
        onDirtyChange={onDirtyChange}
      />
    );
  }
  return isLoading ? <Spin aria-label={t('common.loading')} /> : null;
}
