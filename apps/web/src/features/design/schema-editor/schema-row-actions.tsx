import { Button, Space } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusCircleOutlined,
  PlusOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const TEXT = 'text';
const SMALL = 'small';

export interface SchemaRowActionsProps {
  label: string;
  readOnly: boolean;
  canAddChild: boolean;
  canAddSibling: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onSettings(): void;
  onAddChild(): void;
  onAddSibling(): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

interface Action {
  key: string;
  title: string;
  icon: React.ReactNode;
  isEnabled: boolean;
  isDanger?: boolean;
  onClick(): void;
}

/**
 * The buttons at the end of a row, disabled (not hidden) when they do not apply so columns line
 * up; a read-only editor keeps only "settings", to look.
 */
export function SchemaRowActions(props: SchemaRowActionsProps) {
  const { t } = useTranslation();
  const { label, readOnly } = props;
  const actions: Action[] = [
    {
      key: 'settings',
      title: t('design.schema.actions.settings', { name: label }),
      icon: <SettingOutlined />,
      isEnabled: true,
      onClick: props.onSettings,
    },
    {
      key: 'addChild',
      title: t('design.schema.actions.addChild', { name: label }),
      icon: <PlusCircleOutlined />,
      isEnabled: props.canAddChild,
      onClick: props.onAddChild,
    },
    {
      key: 'addSibling',
      title: t('design.schema.actions.addSibling', { name: label }),
      icon: <PlusOutlined />,
      isEnabled: props.canAddSibling,
      onClick: props.onAddSibling,
    },
    {
      key: 'moveUp',
      title: t('design.schema.actions.moveUp', { name: label }),
      icon: <ArrowUpOutlined />,
      isEnabled: props.canMoveUp,
      onClick: () => props.onMove(-1),
    },
    {
      key: 'moveDown',
      title: t('design.schema.actions.moveDown', { name: label }),
      icon: <ArrowDownOutlined />,
      isEnabled: props.canMoveDown,
      onClick: () => props.onMove(1),
    },
    {
      key: 'remove',
      title: t('design.schema.actions.remove', { name: label }),
      icon: <DeleteOutlined />,
      isEnabled: props.canRemove,
      isDanger: true,
      onClick: props.onRemove,
    },
  ];
  return (
    <Space size={0}>
      {actions
        .filter((action) => !readOnly || action.key === 'settings')
        .map((action) => (
          // The native title, not an antd Tooltip: six per row, on hundreds of rows, add up.
          <Button
            key={action.key}
            type={TEXT}
            size={SMALL}
            icon={action.icon}
            title={action.title}
            aria-label={action.title}
            danger={action.isDanger}
            disabled={!action.isEnabled}
            onClick={action.onClick}
          />
        ))}
    </Space>
  );
}
