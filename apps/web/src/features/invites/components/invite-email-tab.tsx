import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVITE, PERMISSION_LEVEL, type ProjectPermission } from '@heron/contract';
import { useSendEmailInvites } from '../api/send-email-invites';
import { emailsProblem, parseEmails } from '../lib/parse-emails';
import { useActionError } from '../../../lib/use-action-error';
import { PermissionField } from './permission-field';
import { ProjectField, useProjectChoice } from './project-field';

const VERTICAL = 'vertical';
const PRIMARY = 'primary';
const ERROR = 'error';
const SUCCESS = 'success';
const SECONDARY = 'secondary';
const PROJECT_FIELD_ID = 'invite-email-project';
const PERMISSION_FIELD_ID = 'invite-email-permission';
const EMAILS_FIELD_ID = 'invite-email-addresses';
const EMAILS_ROWS = { minRows: 3, maxRows: 8 };
const RIGHT = { justify: 'flex-end' } as const;
const INVALID_COLOUR = 'error';
const LIST = { role: 'list' } as const;
const LIST_ITEM = { role: 'listitem' } as const;

export interface InviteEmailTabProps {
  teamId: string;
  /** The project to invite to; without it the person picks one. */
  projectId: string | undefined;
}

/**
 * Email invite (spec §5): a project the inviter may edit, a permission, and up to 50 addresses,
 * typed or pasted, separated by commas or new lines. Each address gets a mail valid 24 hours.
 */
export function InviteEmailTab({ teamId, projectId: fixedProjectId }: InviteEmailTabProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const showError = useActionError(teamId);
  const send = useSendEmailInvites();
  const { projectId, field: projectField, check: checkProject } = useProjectChoice(fixedProjectId);
  const [permission, setPermission] = useState<ProjectPermission>(PERMISSION_LEVEL.read);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentCount, setSentCount] = useState<number>();
  const parsed = parseEmails(text);
  const count = new Intl.NumberFormat(i18n.language);

  const submit = () => {
    setSentCount(undefined);
    const emailsKey = emailsProblem(parsed);
    const invalidText =
      parsed.invalid.length > 0
        ? t('invites.email.invalid', { addresses: parsed.invalid.join(', ') })
        : undefined;
    const emailsText = emailsKey ? t(emailsKey) : invalidText;
    setProblem(emailsText);
    const hasProject = checkProject();
    if (emailsText || !hasProject || !projectId) return;
    send.mutate(
      { projectId, permission, emails: parsed.valid },
      {
        onSuccess: ({ sent }) => {
          setText('');
          setSentCount(sent);
          void message.success(t('invites.email.sent', { n: count.format(sent) }));
        },
        onError: showError,
      },
    );
  };

  return (
    <Form layout={VERTICAL} component={false}>
      {fixedProjectId === undefined && (
        <ProjectField id={PROJECT_FIELD_ID} teamId={teamId} {...projectField} />
      )}
      <PermissionField id={PERMISSION_FIELD_ID} value={permission} onChange={setPermission} />
      <Form.Item
        label={t('invites.email.addresses')}
        htmlFor={EMAILS_FIELD_ID}
        required
        validateStatus={problem ? ERROR : undefined}
        help={problem}
        extra={t('invites.email.hint', { max: INVITE.maxEmailsPerSend })}
      >
        <Input.TextArea
          id={EMAILS_FIELD_ID}
          autoSize={EMAILS_ROWS}
          value={text}
          placeholder={t('invites.email.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
        />
      </Form.Item>
      {(parsed.valid.length > 0 || parsed.invalid.length > 0) && (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text type={SECONDARY}>
            {t('invites.email.count', {
              n: count.format(parsed.valid.length),
              max: count.format(INVITE.maxEmailsPerSend),
            })}
          </Typography.Text>
          {parsed.invalid.length > 0 && (
            <Flex wrap gap={4} aria-label={t('invites.email.invalidList')} {...LIST}>
              {parsed.invalid.map((address) => (
                <Tag key={address} color={INVALID_COLOUR} {...LIST_ITEM}>
                  {address}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      )}
      {sentCount !== undefined && (
        <Alert
          type={SUCCESS}
          showIcon
          title={t('invites.email.sent', { n: count.format(sentCount) })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex {...RIGHT}>
        <Button type={PRIMARY} loading={send.isPending} onClick={submit}>
          {t('invites.email.send')}
        </Button>
      </Flex>
    </Form>
  );
}
