import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, type FormRule } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DocSite } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useReportUnsaved } from '../../../lib/unsaved-work';
import { docSiteQuery, useUpdateDocSite } from '../api/doc-site';
import { validationMessage } from '../../../lib/contract-form';
import { serverIssues } from '../lib/server-issues';
import { DOCS_TEST_IDS } from '../test-ids';
import { SiteFields } from './site-fields';
import {
  siteBodyOf,
  siteDraftOf,
  siteFieldOfPointer,
  type SiteDraft,
  type SiteField,
  type SiteIssue,
} from './site-draft';

const PRIMARY = 'primary';
const INFO = 'info';
const SUBMIT = 'submit';
// Named, so its fields' ids (`doc-site_password`) differ from the share dialog's on the same page.
const FORM_NAME = 'doc-site';
const FORM_PROPS = {
  layout: 'horizontal',
  labelAlign: 'left',
  labelWrap: true,
  labelCol: { flex: '200px' },
  wrapperCol: { flex: 1 },
  requiredMark: false,
  noValidate: true,
} as const;
const SAVE_ROW = { style: { marginBottom: 0 } } as const;

export interface SiteCardProps {
  projectId: string;
  /** The title readers see when none is set. */
  projectName: string;
  /** The site as loaded now. */
  loaded: DocSite;
  /** Project admins only (`can.manageDocs`): everyone else sees the form, disabled. */
  canManage: boolean;
}

/**
 * The doc site's settings (issue 23): published or not, where it answers, who may read it, how
 * new designs reach readers, its look and its try-it. Untouched, the form follows the site as
 * loaded; once changed, it keeps the draft until it is saved or reloaded.
 */
export function SiteCard({ projectId, projectName, loaded, canManage }: SiteCardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const update = useUpdateDocSite();
  const [form] = Form.useForm<SiteDraft>();
  // The site the draft started from: its version is the save's base, its password state says
  // whether one must be typed.
  const [base, setBase] = useState(loaded);
  const [isDirty, setIsDirty] = useState(false);
  const [error, setError] = useState<unknown>();
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  useReportUnsaved(isDirty && canManage);
  // A draft to put back over the next start: the changes not yet saved when a logo was uploaded.
  const carried = useRef<SiteDraft | null>(null);
  if (!isDirty && loaded !== base) setBase(loaded);
  // Each new start (a refetch, a save, a reload) draws the fields afresh from `base`: antd
  // applies `initialValues` once, and a remounted form would keep the values it held.
  useEffect(() => {
    form.resetFields();
    if (carried.current) form.setFieldsValue(carried.current);
    carried.current = null;
  }, [base, form]);

  const startFrom = (site: DocSite) => {
    setBase(site);
    setIsDirty(false);
  };

  const draftNow = (): SiteDraft => ({
    ...siteDraftOf(base),
    ...(form.getFieldsValue(true) as Partial<SiteDraft>),
  });

  const rule = (field: SiteField): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const result = siteBodyOf({ ...draftNow(), [field]: value }, base);
      const issue = result.issues?.find((candidate) => candidate.field === field);
      if (issue) throw new Error(validationMessage(t, issue.message));
    },
  });

  const showIssues = (issues: SiteIssue[]) =>
    form.setFields(
      issues.map((issue) => ({
        name: issue.field,
        errors: [validationMessage(t, issue.message)],
      })),
    );

  /** Puts a refused field's message beside it; false when the failure names no field. */
  const showServerIssues = (failure: unknown): boolean => {
    const found = serverIssues(failure, siteFieldOfPointer);
    if (found) showIssues(found.issues);
    return found?.isComplete ?? false;
  };

  const save = async () => {
    const result = siteBodyOf(draftNow(), base);
    if (result.issues) {
      showIssues(result.issues);
      return;
    }
    setError(undefined);
    try {
      const saved = await update.mutateAsync({ projectId, body: result.body });
      startFrom(saved);
      void message.success(t('docs.site.saved'));
    } catch (failure) {
      if (isEditConflict(failure)) setIsConflict(true);
      else if (!showServerIssues(failure)) setError(failure);
    }
  };

  /**
   * An upload made the logo a new version of the site at once: the draft now starts from it (so
   * saving is not a conflict with oneself), keeping the changes not yet saved.
   */
  const logoUploaded = (site: DocSite) => {
    carried.current = isDirty ? { ...draftNow(), logoUrl: site.logoUrl ?? '' } : null;
    setBase(site);
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      const current = await queryClient.fetchQuery({ ...docSiteQuery(projectId), staleTime: 0 });
      startFrom(current);
      setIsConflict(false);
      setError(undefined);
    } catch (failure) {
      void message.error(errorMessage(failure));
    } finally {
      setIsReloading(false);
    }
  };

  return (
    <Card title={t('docs.site.title')} data-testid={DOCS_TEST_IDS.siteCard}>
      {!canManage && (
        <Alert
          type={INFO}
          showIcon
          title={t('docs.site.readOnly')}
          style={{ marginBottom: 16 }}
          data-testid={DOCS_TEST_IDS.siteReadOnly}
        />
      )}
      {isConflict && (
        <div style={{ marginBottom: 16 }}>
          <ConflictNotice
            message={t('docs.site.conflict')}
            onReload={() => void reload()}
            isReloading={isReloading}
            data-testid={DOCS_TEST_IDS.siteConflict}
            reloadTestId={DOCS_TEST_IDS.siteReload}
          />
        </div>
      )}
      <ErrorAlert error={error} />
      <Form<SiteDraft>
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        disabled={!canManage}
        initialValues={siteDraftOf(base)}
        onValuesChange={() => setIsDirty(true)}
        onFinish={() => void save()}
      >
        <SiteFields
          projectId={projectId}
          projectName={projectName}
          site={loaded}
          base={base}
          form={form}
          rule={rule}
          canManage={canManage}
          onLogoUploaded={logoUploaded}
        />
        <Form.Item label={null} {...SAVE_ROW}>
          <Button
            type={PRIMARY}
            htmlType={SUBMIT}
            icon={<SaveOutlined />}
            // A site never saved may be saved as it stands: its defaults are a fine start.
            disabled={!canManage || (!isDirty && base.version > 0)}
            loading={update.isPending}
            data-testid={DOCS_TEST_IDS.siteSave}
          >
            {t('docs.site.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
