import { useTranslation } from 'react-i18next';
import { useProblemText } from './problem-text';
import { useWhereLabel } from './where-label';

/** What keeps a request from being sent, one line each with where it is. */
export function ProblemList({
  problems,
}: {
  problems: readonly { code: string; where: string }[];
}) {
  const { t } = useTranslation();
  const whereLabel = useWhereLabel();
  const problemText = useProblemText();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {problems.map((problem, i) => (
        <li key={i}>
          {t('debug.request.preview.problemAt', {
            where: whereLabel(problem.where),
            problem: problemText(problem),
          })}
        </li>
      ))}
    </ul>
  );
}
