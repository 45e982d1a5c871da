import { useTranslation } from 'react-i18next';
import type { TestRunSummary } from '@heron/contract';
import { useProjectMembers } from '../../../lib/projects/list-project-members';
import { useEnvironments } from '../../debug';

/**
 * Names for what a run stores as ids: who started it (a member of the project; one who left is
 * a former member, a run from a schedule or the command line without a person says where it came
 * from) and the environment it ran with (one deleted since says so).
 */
export function useRunNames(projectId: string) {
  const { t } = useTranslation();
  const members = useProjectMembers(projectId);
  const environments = useEnvironments(projectId);
  const personOf = (run: Pick<TestRunSummary, 'startedBy' | 'source'>): string => {
    if (run.startedBy === null) return t(`tests.run.sources.${run.source}`);
    const member = members.data?.items.find((item) => item.userId === run.startedBy);
    if (member) return member.name;
    return members.isPending ? '' : t('tests.run.formerMember');
  };
  const environmentOf = (environmentId: string | null): string => {
    if (environmentId === null) return t('tests.run.noEnvironment');
    const found = environments.data?.find((item) => item.id === environmentId);
    if (found) return found.name;
    return environments.isPending ? '' : t('tests.run.deletedEnvironment');
  };
  return { personOf, environmentOf };
}
