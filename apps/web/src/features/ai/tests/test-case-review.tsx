import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AiProposal } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useNumberFormat } from '../../../lib/use-number-format';
import { testKeys } from '../../tests';
import { useDecideProposals, type Decision } from '../api/decide-proposals';
import { usePendingProposals } from '../api/list-annotation-proposals';
import { AI_TEST_IDS } from '../test-ids';
import { caseOf, renamedCase } from './case-of';
import { TestCaseCard } from './test-case-card';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const CENTER = 'center';
const END = 'end';
const SPACE_BETWEEN = 'space-between';
const HEADING_LEVEL = 5;
const REJECT_ALL_OK_PROPS = { danger: true, 'data-testid': AI_TEST_IDS.testsRejectAllOk };

type Acceptance = NonNullable<Decision['accept']>[number];

export interface TestCaseReviewProps {
  projectId: string;
  runId: string;
  /** A decision wrote accepted cases to this scenario. */
  onSaved: (scenarioId: string) => void;
}

/**
 * The review of a test generation run's cases (issue 24): each accepted (as proposed or renamed)
 * or rejected, or all at once. Accepted cases become request steps of the run's one test scenario:
 * the first acceptance writes it, later ones add to it.
 */
export function TestCaseReview({ projectId, runId, onSaved }: TestCaseReviewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const number = useNumberFormat();
  const queryClient = useQueryClient();
  // A run proposes at most a dozen cases: one page holds them.
  const proposals = usePendingProposals(projectId, runId, 1);
  const decide = useDecideProposals(projectId, runId);
  // The names being edited, by proposal; let go of once the proposal is decided.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());

  const items = proposals.data?.items ?? [];
  const total = proposals.data?.total ?? 0;
  const isBusy = decide.isPending;

  /** How a case is accepted: as proposed, renamed (the whole case), or not (no name). */
  const acceptanceOf = (proposal: AiProposal): Acceptance | null => {
    const name = names.get(proposal.id);
    if (name === undefined) return { id: proposal.id };
    const generated = caseOf(proposal.value);
    if (generated === null || name.trim() === '') return null;
    return { id: proposal.id, value: renamedCase(generated, name) };
  };
  const editedAcceptances = items.filter((p) => names.has(p.id)).map(acceptanceOf);
  const hasWrongEdit = editedAcceptances.includes(null);

  const setName = (id: string, name: string | undefined) =>
    setNames((current) => {
      const next = new Map(current);
      if (name === undefined) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const send = async (decision: Decision) => {
    try {
      const decided = await decide.mutateAsync({ decision });
      void message.success(
        t('ai.tests.review.decided', {
          accepted: number(decided.accepted),
          rejected: number(decided.rejected),
        }),
      );
      if (decided.scenarioId) {
        onSaved(decided.scenarioId);
        void queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
      }
      const decidedIds = new Set([
        ...(decision.accept ?? []).map((a) => a.id),
        ...(decision.reject ?? []),
      ]);
      setNames((current) =>
        decision.rest ? new Map() : new Map([...current].filter(([id]) => !decidedIds.has(id))),
      );
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  // The names edited go with the rest, as the reviewer wrote them.
  const acceptAll = () =>
    void send({ accept: editedAcceptances.filter((a) => a !== null), rest: 'accept' });
  const rejectAll = () => void send({ rest: 'reject' });

  if (proposals.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12} data-testid={AI_TEST_IDS.testsReview}>
      <Flex justify={SPACE_BETWEEN} align={CENTER} gap={8} wrap>
        <Typography.Title level={HEADING_LEVEL} style={{ margin: 0 }}>
          {t('ai.tests.review.title', { n: number(total) })}
        </Typography.Title>
        <Flex gap={8}>
          <Button
            type={PRIMARY}
            disabled={isBusy || total === 0 || hasWrongEdit}
            onClick={acceptAll}
            data-testid={AI_TEST_IDS.testsAcceptAll}
          >
            {t('ai.tests.review.acceptAll')}
          </Button>
          <Popconfirm
            title={t('ai.tests.review.rejectAllTitle', { n: number(total) })}
            okText={t('ai.tests.review.rejectAll')}
            cancelText={t('ai.review.cancel')}
            okButtonProps={REJECT_ALL_OK_PROPS}
            onConfirm={rejectAll}
            disabled={isBusy || total === 0}
          >
            <Button
              danger
              disabled={isBusy || total === 0}
              data-testid={AI_TEST_IDS.testsRejectAll}
            >
              {t('ai.tests.review.rejectAll')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <Typography.Text type={SECONDARY}>
        {t('ai.tests.review.intro', { name: items[0]?.itemName ?? '' })}
      </Typography.Text>
      <ErrorAlert error={proposals.error} />
      {items.map((proposal) => (
        <TestCaseCard
          key={proposal.id}
          proposal={proposal}
          generated={caseOf(proposal.value)}
          name={names.get(proposal.id)}
          onNameChange={(name) => setName(proposal.id, name)}
          onAccept={() => {
            const acceptance = acceptanceOf(proposal);
            if (acceptance) void send({ accept: [acceptance] });
          }}
          onReject={() => void send({ reject: [proposal.id] })}
          isBusy={isBusy}
        />
      ))}
      {items.length < total && (
        <Flex justify={END}>
          <Typography.Text type={SECONDARY}>
            {t('ai.review.total', { n: number(total) })}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
