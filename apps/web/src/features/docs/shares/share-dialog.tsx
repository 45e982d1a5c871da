import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  TreeSelect,
  Typography,
  type FormRule,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DOC_PASSWORD_MAX_LENGTH,
  DOC_TITLE_MAX_LENGTH,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type DocShare,
  type Language,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { designTreeQuery } from '../../../lib/design/get-design-tree';
import { useCreateDocShare } from '../api/doc-shares';
import { CopyButton } from '../../../components/copy-button';
import { OpenLinkButton } from '../components/open-link-button';
import { validationMessage } from '../../../lib/contract-form';
import { serverIssues } from '../lib/server-issues';
import { DOCS_TEST_IDS } from '../test-ids';
import {
  SHARE_SCOPES,
  shareBodyOf,
  shareFieldOf,
  type ShareField,
  type ShareIssue,
  type ShareValues,
} from './share-draft';
import { shareItemTree } from './share-items';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
// Named, so its fields' ids (`doc-share_password`) differ from the site form's on the same page.
const FORM_NAME = 'doc-share';
const OFF = 'off';
const NEW_PASSWORD = 'new-password';
const SUCCESS = 'success';
const PRIMARY = 'primary';
const CENTER = 'center';
const FILTER_BY = 'title';
const RESPONSIVE = 'responsive';
const TREE_HEIGHT = 320;
const SHOW_TIME = { format: 'HH:mm' } as const;
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const BREAK_ALL = { wordBreak: 'break-all' } as const;
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }));
const OK_PROPS = { 'data-testid': DOCS_TEST_IDS.shareCreate };
const FIELD: { [K in ShareField]: K } = {
  name: 'name',
  scope: 'scope',
  itemIds: 'itemIds',
  password: 'password',
  expiresAt: 'expiresAt',
  language: 'language',
};
/** Days before today cannot be picked; a time earlier today is refused by the rule. */
const isBeforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

export interface ShareDialogProps {
  projectId: string;
  /** The language a new link starts with: the site's. */
  defaultLanguage: Language;
  open: boolean;
  onClose: () => void;
}

/**
 * A new share link: its name, what it shares (the whole project, or chosen folders and
 * endpoints), an optional password and expiry, and the language readers see first. Once made,
 * the dialog shows the link to copy.
 */
export function ShareDialog({ open, ...props }: ShareDialogProps) {
  // The dialog lives only while open: each opening starts from empty fields.
  return open ? <ShareForm {...props} /> : null;
}

function ShareForm({ projectId, defaultLanguage, onClose }: Omit<ShareDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShareValues>();
  const create = useCreateDocShare();
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState<DocShare | null>(null);
  const scope = Form.useWatch(FIELD.scope, form) ?? 'all';
  const tree = useQuery({
    ...designTreeQuery(projectId),
    select: (design) => shareItemTree(design.nodes),
    enabled: scope === 'chosen',
  });
  const initialValues: ShareValues = {
    name: '',
    scope: 'all',
    itemIds: [],
    password: '',
    expiresAt: null,
    language: defaultLanguage,
  };

  const valuesNow = (): ShareValues => ({
    ...initialValues,
    ...(form.getFieldsValue(true) as Partial<ShareValues>),
  });

  const rule = (field: ShareField): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const result = shareBodyOf({ ...valuesNow(), [field]: value }, new Date());
      const issue = result.issues?.find((candidate) => candidate.field === field);
      if (issue) throw new Error(validationMessage(t, issue.message));
    },
  });

  const showIssues = (issues: ShareIssue[]) =>
    form.setFields(
      issues.map((issue) => ({
        name: issue.field,
        errors: [validationMessage(t, issue.message)],
      })),
    );

  /** Puts a refused field's message beside it; false when the failure names no field. */
  const showServerIssues = (failure: unknown): boolean => {
    const found = serverIssues(failure, (pointer) => shareFieldOf(pointer.split('/')[1]));
    if (found) showIssues(found.issues);
    return found?.isComplete ?? false;
  };

  const submit = async () => {
    const result = shareBodyOf(valuesNow(), new Date());
    if (result.issues) {
      showIssues(result.issues);
      return;
    }
    setError(undefined);
    try {
      setCreated(await create.mutateAsync({ projectId, body: result.body }));
    } catch (failure) {
      if (!showServerIssues(failure)) setError(failure);
    }
  };

  if (created) {
    return (
      <Modal
        open
        title={t('docs.shares.dialogTitle')}
        onCancel={onClose}
        footer={
          <Button type={PRIMARY} onClick={onClose}>
            {t('docs.shares.done')}
          </Button>
        }
      >
        <Alert
          type={SUCCESS}
          showIcon
          title={t('docs.shares.createdTitle')}
          description={
            <Flex vertical gap={4}>
              <Typography.Text>{t('docs.shares.createdHelp')}</Typography.Text>
              <Flex align={CENTER} gap={4}>
                <Typography.Text code style={BREAK_ALL} data-testid={DOCS_TEST_IDS.shareCreatedUrl}>
                  {created.url}
                </Typography.Text>
                <CopyButton text={created.url} label={t('docs.shares.copyLink')} />
                <OpenLinkButton url={created.url} label={t('docs.shares.openLink')} />
              </Flex>
            </Flex>
          }
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('docs.shares.dialogTitle')}
      okText={t('docs.shares.create')}
      cancelText={t('docs.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okButtonProps={OK_PROPS}
    >
      <ErrorAlert error={error} />
      <Form<ShareValues>
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={initialValues}
        onFinish={() => void submit()}
        data-testid={DOCS_TEST_IDS.shareDialog}
      >
        <Form.Item name={FIELD.name} label={t('docs.shares.name')} rules={[rule(FIELD.name)]}>
          <Input
            autoFocus
            autoComplete={OFF}
            maxLength={DOC_TITLE_MAX_LENGTH}
            placeholder={t('docs.shares.namePlaceholder')}
          />
        </Form.Item>
        <Form.Item name={FIELD.scope} label={t('docs.shares.scope')}>
          <Radio.Group
            options={SHARE_SCOPES.map((value) => ({
              value,
              label: t(`docs.shares.scopes.${value}`),
            }))}
          />
        </Form.Item>
        {scope === 'chosen' && (
          <Form.Item
            name={FIELD.itemIds}
            label={t('docs.shares.items')}
            rules={[rule(FIELD.itemIds)]}
            extra={t('docs.shares.itemsHelp')}
          >
            <TreeSelect
              treeCheckable
              // A checked folder is sent alone: it brings everything inside it.
              showCheckedStrategy={TreeSelect.SHOW_PARENT}
              showSearch
              treeNodeFilterProp={FILTER_BY}
              treeData={tree.data ?? []}
              loading={tree.isPending}
              listHeight={TREE_HEIGHT}
              maxTagCount={RESPONSIVE}
              placeholder={t('docs.shares.itemsPlaceholder')}
              data-testid={DOCS_TEST_IDS.shareItems}
            />
          </Form.Item>
        )}
        <Form.Item
          name={FIELD.password}
          label={t('docs.shares.password')}
          rules={[rule(FIELD.password)]}
        >
          <Input.Password
            autoComplete={NEW_PASSWORD}
            maxLength={DOC_PASSWORD_MAX_LENGTH}
            placeholder={t('docs.shares.passwordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name={FIELD.expiresAt}
          label={t('docs.shares.expiresAt')}
          rules={[rule(FIELD.expiresAt)]}
        >
          <DatePicker
            showTime={SHOW_TIME}
            format={DATE_TIME_FORMAT}
            disabledDate={isBeforeToday}
            placeholder={t('docs.shares.expiresAtPlaceholder')}
            data-testid={DOCS_TEST_IDS.shareExpiry}
          />
        </Form.Item>
        <Form.Item name={FIELD.language} label={t('docs.shares.language')}>
          <Select options={LANGUAGE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
