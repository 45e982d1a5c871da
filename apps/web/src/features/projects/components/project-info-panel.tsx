import { useEffect } from 'react';
import {
  Button,
  Descriptions,
  Divider,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Typography,
} from 'antd';
import { DeleteOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  DESCRIPTION_MAX_LENGTH,
  PROJECT_CATEGORIES,
  TITLE_MAX_LENGTH,
  updateProjectBody,
  type ProjectSummary,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useDeleteProject } from '../api/delete-project';
import { useLockProject } from '../api/lock-project';
import { LockConfirm } from './lock-confirm';
import { useUpdateProject } from '../api/update-project';
import { useFormatDateTime } from '../../../lib/format-time';
import { SUCCESS, useActionFeedback } from '../lib/use-action-feedback';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FIELD = { name: 'name', description: 'description', category: 'category' } as const;
const FIELD_KEY = { team: 'team', createdAt: 'createdAt', updatedAt: 'updatedAt' } as const;
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const DESCRIPTION_ROWS = 3;
const ONE_COLUMN = 1;
const SMALL = 'small';
const FORM_WIDTH = 560;
const SECTION_LEVEL = 3;

type InfoValues = {
  name: string;
  description: string;
  category: string;
};

export interface ProjectInfoPanelProps {
  project: ProjectSummary;
  /** After the project went to the trash. */
  onDeleted: () => void;
}

/**
 * A project's info (spec §3): name, description and category, editable with `can.editInfo`;
 * locking (`can.lock`) and moving to the trash (`can.delete`).
 */
export function ProjectInfoPanel({ project, onDeleted }: ProjectInfoPanelProps) {
  const { t } = useTranslation();
  const feedback = useActionFeedback(project.teamId);
  const formatTime = useFormatDateTime();
  const { form, rule, error, submitWith } = useContractForm(updateProjectBody);
  const update = useUpdateProject();
  const lock = useLockProject();
  const remove = useDeleteProject();
  const { can } = project;

  // A change saved elsewhere (another person, another tab) shows once it is fetched.
  const { name, description, category } = project;
  useEffect(() => {
    form.setFieldsValue({ name, description, category });
  }, [form, name, description, category]);

  const save = (values: InfoValues) =>
    submitWith(values, async (body) => {
      await update.mutateAsync({ projectId: project.id, ...body });
      feedback.succeed(SUCCESS.edit);
    });

  const toggleLock = async () => {
    try {
      await lock.mutateAsync({ projectId: project.id, locked: !project.isLocked });
      feedback.succeed(SUCCESS.operation);
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  const moveToTrash = async () => {
    try {
      await remove.mutateAsync(project.id);
      feedback.succeed(SUCCESS.delete);
      onDeleted();
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  const categoryOptions = PROJECT_CATEGORIES.map((category) => ({
    value: category,
    label: t(`projects.categories.${category}`),
  }));

  return (
    <Flex vertical gap={16} style={{ maxWidth: FORM_WIDTH }}>
      <Form
        form={form}
        {...FORM_PROPS}
        disabled={!can.editInfo}
        initialValues={{
          name: project.name,
          description: project.description,
          category: project.category,
        }}
        onFinish={(values: InfoValues) => void save(values)}
      >
        <ErrorAlert error={error} />
        <Form.Item name={FIELD.name} label={t('projects.info.name')} rules={[rule(FIELD.name)]}>
          <Input maxLength={TITLE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name={FIELD.description}
          label={t('projects.info.description')}
          rules={[rule(FIELD.description)]}
        >
          <Input.TextArea rows={DESCRIPTION_ROWS} maxLength={DESCRIPTION_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name={FIELD.category}
          label={t('projects.info.category')}
          rules={[rule(FIELD.category)]}
        >
          <Select options={categoryOptions} />
        </Form.Item>
        {can.editInfo && (
          <Button type={PRIMARY} htmlType={SUBMIT} loading={update.isPending}>
            {t('projects.info.save')}
          </Button>
        )}
      </Form>
      <Descriptions
        column={ONE_COLUMN}
        size={SMALL}
        items={[
          { key: FIELD_KEY.team, label: t('projects.info.team'), children: project.teamName },
          {
            key: FIELD_KEY.createdAt,
            label: t('projects.info.createdAt'),
            children: <time dateTime={project.createdAt}>{formatTime(project.createdAt)}</time>,
          },
          {
            key: FIELD_KEY.updatedAt,
            label: t('projects.info.updatedAt'),
            children: <time dateTime={project.updatedAt}>{formatTime(project.updatedAt)}</time>,
          },
        ]}
      />
      {(can.lock || can.delete) && (
        <>
          <Divider style={{ margin: 0 }} />
          <Typography.Title level={SECTION_LEVEL} style={{ fontSize: 16, margin: 0 }}>
            {t('projects.info.manage')}
          </Typography.Title>
          <Flex vertical gap={12}>
            {can.lock && (
              <Space wrap>
                <LockConfirm project={project} onConfirm={toggleLock}>
                  <Button
                    icon={project.isLocked ? <UnlockOutlined /> : <LockOutlined />}
                    loading={lock.isPending}
                  >
                    {project.isLocked ? t('projects.actions.unlock') : t('projects.actions.lock')}
                  </Button>
                </LockConfirm>
                <Typography.Text type={SECONDARY}>
                  {project.isLocked ? t('projects.info.lockedHint') : t('projects.info.lockHint')}
                </Typography.Text>
              </Space>
            )}
            {can.delete && (
              <Space wrap>
                <Popconfirm
                  title={t('projects.confirm.deleteTitle', { name: project.name })}
                  description={t('projects.confirm.delete')}
                  okText={t('projects.actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('projects.actions.cancel')}
                  onConfirm={moveToTrash}
                >
                  <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                    {t('projects.actions.delete')}
                  </Button>
                </Popconfirm>
                <Typography.Text type={SECONDARY}>{t('projects.info.deleteHint')}</Typography.Text>
              </Space>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}
