import { useState } from 'react';
import { Form, Input, Modal, type FormRule } from 'antd';
import { caseNameSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { showServerFieldErrors } from '../../../lib/contract-form';
import { DEBUG_CASES_TEST_IDS } from './test-ids';

const NAME = 'name';
const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const OK_PROPS = { 'data-testid': DEBUG_CASES_TEST_IDS.nameSubmit };
const OFF = 'off';
/** The contract's limit, so the form and the server refuse the same names. */
const NAME_MAX_LENGTH = caseNameSchema.maxLength ?? 100;

export interface CaseNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** The name the field starts with: the case's for a rename, empty for a new case. */
  initialName: string;
  /** Saves under the trimmed name; a rejection is shown in the dialog, which stays open. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a case's name (1–100 characters once trimmed), for Save as case and Rename. */
export function CaseNameDialog({ open, ...props }: CaseNameDialogProps) {
  // The form lives only while the dialog is open: each opening starts from `initialName`.
  return open ? <NameForm {...props} /> : null;
}

function NameForm({
  title,
  okText,
  initialName,
  onSubmit,
  onClose,
}: Omit<CaseNameDialogProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [error, setError] = useState<unknown>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const nameRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      const result = caseNameSchema.safeParse(typeof value === 'string' ? value : '');
      if (result.success) return;
      throw new Error(
        result.error.issues[0]?.code === 'too_big'
          ? t('debug.cases.nameTooLong', {
              max: new Intl.NumberFormat(i18n.language).format(NAME_MAX_LENGTH),
            })
          : t('debug.cases.nameRequired'),
      );
    },
  };

  const submit = async (values: { name: string }) => {
    setError(undefined);
    setIsSubmitting(true);
    try {
      await onSubmit(caseNameSchema.parse(values.name));
      onClose();
    } catch (failure) {
      if (!showServerFieldErrors(form, failure, [NAME], t)) setError(failure);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('debug.cases.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isSubmitting}
      okButtonProps={OK_PROPS}
    >
      <ErrorAlert error={error} />
      <Form
        {...FORM_PROPS}
        form={form}
        initialValues={{ name: initialName }}
        onFinish={(values) => void submit(values)}
        data-testid={DEBUG_CASES_TEST_IDS.nameDialog}
      >
        <Form.Item name={NAME} label={t('debug.cases.name')} rules={[nameRule]}>
          <Input
            autoFocus
            autoComplete={OFF}
            placeholder={t('debug.cases.namePlaceholder')}
            count={{ show: true, max: NAME_MAX_LENGTH }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
