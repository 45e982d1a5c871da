import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { itemNameSchema, ITEM_NAME_MAX_LENGTH, type TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { schemaRule } from '../shell/schema-rule';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FIELD_NAME = 'name';
const FORM_NAME = 'design-rename';

export interface RenameItemDialogProps {
  /** The folder or document to rename; null when closed. */
  node: TreeNode | null;
  onClose: () => void;
  /** Saves the new name; a failure is shown in the dialog. */
  onRename: (node: TreeNode, name: string) => Promise<void>;
}

/** Renames a folder or a document (endpoints and models are renamed in their editor). */
export function RenameItemDialog({ node, onClose, onRename }: RenameItemDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [error, setError] = useState<unknown>();
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (node) form.setFieldsValue({ name: node.name });
  }, [node, form]);

  const submit = async ({ name }: { name: string }) => {
    if (!node) return;
    setError(undefined);
    setIsSaving(true);
    try {
      await onRename(node, name.trim());
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      open={node !== null}
      title={t('design.tree.rename.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('design.tree.rename.ok')}
      cancelText={t('design.tree.create.cancel')}
      okButtonProps={{ loading: isSaving }}
      afterClose={() => setError(undefined)}
      forceRender
    >
      <ErrorAlert error={error} />
      <Form {...FORM_PROPS} name={FORM_NAME} form={form} onFinish={(values) => void submit(values)}>
        <Form.Item
          name={FIELD_NAME}
          label={t('design.tree.rename.name')}
          rules={[schemaRule(itemNameSchema, t)]}
        >
          <Input maxLength={ITEM_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
