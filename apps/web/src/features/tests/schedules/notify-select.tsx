import { Select } from 'antd';
import { TEST_SCHEDULE } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useProjectMembers } from '../../../lib/projects/list-project-members';

const MULTIPLE = 'multiple';

interface MemberOption {
  value: string;
  label: string;
  /** Searched as well as the name. */
  email: string;
}

function matches(input: string, option?: MemberOption): boolean {
  const needle = input.trim().toLowerCase();
  return Boolean(
    option &&
    (option.label.toLowerCase().includes(needle) || option.email.toLowerCase().includes(needle)),
  );
}

/**
 * The project's members to email when a scheduled run fails and when the next one passes again
 * (at most TEST_SCHEDULE.maxNotified), found by name or email. One chosen who has left since
 * stays in the list, as a former member, until removed.
 */
export function NotifySelect({
  projectId,
  id,
  value = [],
  onChange,
  testId,
}: {
  projectId: string;
  id?: string;
  value?: string[];
  onChange?: (userIds: string[]) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const members = useProjectMembers(projectId);
  const items = members.data?.items ?? [];
  const options: MemberOption[] = items.map((member) => ({
    value: member.userId,
    label: member.name,
    email: member.email ?? '',
  }));
  for (const userId of value) {
    if (!members.isPending && !items.some((member) => member.userId === userId)) {
      options.push({ value: userId, label: t('tests.run.formerMember'), email: '' });
    }
  }
  return (
    <Select<string[], MemberOption>
      id={id}
      mode={MULTIPLE}
      value={value}
      onChange={onChange}
      options={options}
      loading={members.isPending}
      maxCount={TEST_SCHEDULE.maxNotified}
      placeholder={t('tests.schedules.dialog.notifyPlaceholder')}
      showSearch={{ filterOption: matches }}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.email && (
            <span style={{ opacity: 0.6, marginInlineStart: 8 }}>{option.data.email}</span>
          )}
        </span>
      )}
      data-testid={testId}
    />
  );
}
