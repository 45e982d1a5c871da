import { useEffect, useMemo } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import {
  itemNameSchema,
  ITEM_NAME_MAX_LENGTH,
  type DebugRequest,
  type DesignItem,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { childrenOf, SECTION_KEYS, type TreeIndex } from '../../../lib/design/tree-index';
import { designMethodOf, endpointFromRequest } from '../../debug';
import { useCreateDesignItem } from '../api/create-design-item';
import { useDesign } from './design-context';
import { schemaRule } from './schema-rule';
import { DESIGN_TEST_IDS } from './test-ids';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FORM_NAME = 'design-save-request';
const FIELD = { name: 'name', folderId: 'folderId' } as const;
const INFO = 'info';
const ERROR = 'error';
const SAVE_OK_PROPS = { 'data-testid': DESIGN_TEST_IDS.saveRequestOk };
/** The Select's value for "no folder" (antd clears to undefined, which reads the same). */
const ROOT = '';
const FOLDER_SEPARATOR = ' / ';
const FILTER_PROP = 'label';

interface SaveValues {
  name: string;
  folderId: string | undefined;
}

/** The API section's folders, depth first, each labelled with the folders above it. */
export function apiFolderOptions(index: TreeIndex): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (key: string, above: string) => {
    for (const node of childrenOf(index, key)) {
      if (node.kind !== 'folder') continue;
      const label = above === '' ? node.name : `${above}${FOLDER_SEPARATOR}${node.name}`;
      options.push({ value: node.id, label });
      walk(node.id, label);
    }
  };
  walk(SECTION_KEYS.api, '');
  return options;
}

/** What a blank request is saved from: the request as it stands and its bases. */
export interface RequestToSave {
  request: DebugRequest;
  bases: string[];
}

export interface SaveRequestDialogProps {
  /** The request to save; null when closed. */
  saving: RequestToSave | null;
  onClose: () => void;
  onSaved: (item: DesignItem) => void;
}

/**
 * "Save as endpoint" of a blank request (issue 21): its name (the method and path to start
 * with) and its folder; the endpoint is made from the request as the tree's "New endpoint"
 * makes one, and says when the URL's host could not be kept.
 */
export function SaveRequestDialog({ saving, onClose, onSaved }: SaveRequestDialogProps) {
  const { t } = useTranslation();
  const { projectId, index } = useDesign();
  const [form] = Form.useForm<SaveValues>();
  const create = useCreateDesignItem();
  const { reset } = create;

  const method = saving ? designMethodOf(saving.request.method) : null;
  const built = useMemo(
    () => (saving && method ? endpointFromRequest(saving.request, method, saving.bases) : null),
    [saving, method],
  );
  const folders = useMemo(() => apiFolderOptions(index), [index]);

  useEffect(() => {
    if (!saving) return;
    reset();
    form.setFieldsValue({
      name: built ? `${built.data.method.toUpperCase()} ${built.data.path}` : '',
      folderId: ROOT,
    });
  }, [saving, built, form, reset]);

  const submit = async (values: SaveValues) => {
    if (!built) return;
    try {
      const item = await create.mutateAsync({
        projectId,
        body: {
          kind: 'endpoint',
          parentId: values.folderId || null,
          name: values.name.trim(),
          data: built.data,
        },
      });
      onSaved(item);
    } catch {
      // Shown above the form from the mutation's error.
    }
  };

  return (
    <Modal
      open={saving !== null}
      title={t('design.saveRequest.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('design.saveRequest.ok')}
      cancelText={t('design.saveRequest.cancel')}
      okButtonProps={{ loading: create.isPending, disabled: !built, ...SAVE_OK_PROPS }}
      forceRender
    >
      <ErrorAlert error={create.error} />
      {saving && !method && (
        <Alert
          type={ERROR}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('design.saveRequest.badMethod', { method: saving.request.method })}
        />
      )}
      {built?.droppedHost && (
        <Alert
          type={INFO}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('design.saveRequest.hostDropped', { host: built.droppedHost })}
          data-testid={DESIGN_TEST_IDS.saveRequestHostDropped}
        />
      )}
      <Form<SaveValues>
        {...FORM_PROPS}
        name={FORM_NAME}
        form={form}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name={FIELD.name}
          label={t('design.saveRequest.name')}
          rules={[schemaRule(itemNameSchema, t)]}
        >
          <Input maxLength={ITEM_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item name={FIELD.folderId} label={t('design.saveRequest.folder')}>
          <Select
            showSearch={{ optionFilterProp: FILTER_PROP }}
            options={[{ value: ROOT, label: t('design.saveRequest.noFolder') }, ...folders]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
