import { useEffect } from 'react';
import { Form, Input, Modal, Select, Space, Typography } from 'antd';
import {
  endpointDataSchema,
  HTTP_METHODS,
  itemNameSchema,
  ITEM_NAME_MAX_LENGTH,
  PATH_MAX_LENGTH,
  type DesignItem,
  type HttpMethod,
} from '@heron/contract';
import { pathParameterNames } from '@heron/engine/model';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useCreateDesignItem, type CreateItemInput } from '../api/create-design-item';
import type { CreateTarget } from '../shell/design-context';
import { schemaRule } from '../shell/schema-rule';
import { MethodBadge } from './method-badge';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FORM_NAME = 'design-create';
const FIELD = { name: 'name', method: 'method', path: 'path' } as const;
const SECONDARY = 'secondary';
const CREATE_OK_PROPS = { 'data-testid': DESIGN_TEST_IDS.createOk };
const DEFAULT_VALUES = { name: '', method: 'get', path: '/' } as const;

interface CreateValues {
  name: string;
  method: HttpMethod;
  path: string;
}

/** The body that creates an item of `target`'s kind from the dialog's values. */
export function createBodyOf(target: CreateTarget, values: CreateValues): CreateItemInput {
  const name = values.name.trim();
  const { parentId } = target;
  switch (target.kind) {
    case 'endpoint':
      return {
        kind: 'endpoint',
        parentId,
        name,
        data: endpointDataSchema.parse({
          method: values.method,
          path: values.path.trim(),
          // The path's `{name}` segments are its parameters from the start, as the editor keeps them.
          parameters: pathParameterNames(values.path).map((parameter) => ({
            name: parameter,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
        }),
      };
    case 'model':
      return {
        kind: 'model',
        parentId,
        name,
        data: { schema: { type: 'object', properties: {} } },
      };
    case 'doc':
      return { kind: 'doc', parentId, name, data: { content: '' } };
    case 'folder':
      return { kind: 'folder', section: target.section, parentId, name, data: { description: '' } };
  }
}

export interface CreateItemDialogProps {
  projectId: string;
  /** What to create; null when closed. */
  target: CreateTarget | null;
  /** The folder it goes in, to say where. */
  parentName: string | null;
  onClose: () => void;
  onCreated: (item: DesignItem) => void;
}

/**
 * "New endpoint / document / folder / data model": the name (and an endpoint's method and path);
 * the rest is edited once it opens.
 */
export function CreateItemDialog({
  projectId,
  target,
  parentName,
  onClose,
  onCreated,
}: CreateItemDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateDesignItem();
  const { reset } = create;
  const kind = target?.kind;

  useEffect(() => {
    if (target) {
      form.resetFields();
      reset();
    }
  }, [target, form, reset]);

  const submit = async (values: CreateValues) => {
    if (!target) return;
    try {
      const item = await create.mutateAsync({ projectId, body: createBodyOf(target, values) });
      onCreated(item);
    } catch {
      // Shown above the form from the mutation's error.
    }
  };

  const title =
    kind === 'folder' && target?.section === 'model'
      ? t('design.tree.new.modelFolder')
      : kind
        ? t(`design.tree.new.${kind}`)
        : '';

  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('design.tree.create.ok')}
      cancelText={t('design.tree.create.cancel')}
      okButtonProps={{ loading: create.isPending, ...CREATE_OK_PROPS }}
      forceRender
    >
      <ErrorAlert error={create.error} />
      {parentName && (
        <Typography.Paragraph type={SECONDARY}>
          {t('design.tree.create.inFolder', { name: parentName })}
        </Typography.Paragraph>
      )}
      <Form<CreateValues>
        {...FORM_PROPS}
        name={FORM_NAME}
        form={form}
        initialValues={DEFAULT_VALUES}
        onFinish={(values) => void submit(values)}
      >
        {kind === 'endpoint' && (
          <Form.Item label={t('design.tree.create.methodAndPath')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name={FIELD.method} noStyle>
                <Select
                  aria-label={t('design.tree.create.method')}
                  style={{ width: 120 }}
                  options={HTTP_METHODS.map((method) => ({
                    value: method,
                    label: <MethodBadge method={method} full />,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={FIELD.path}
                noStyle
                rules={[schemaRule(endpointDataSchema.shape.path, t)]}
              >
                <Input
                  aria-label={t('design.tree.create.path')}
                  maxLength={PATH_MAX_LENGTH}
                  placeholder={t('design.tree.create.pathPlaceholder')}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item
          name={FIELD.name}
          label={t(kind === 'model' ? 'design.tree.create.modelName' : 'design.tree.create.name')}
          rules={[schemaRule(itemNameSchema, t)]}
        >
          <Input maxLength={ITEM_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
