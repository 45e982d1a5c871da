import { useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Flex,
  Pagination,
  Progress,
  Spin,
  Typography,
} from 'antd';
import type { AiProposal } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDecideProposals, type Decision, type DecisionProgress } from '../api/decide-proposals';
import { PROPOSAL_PAGE_SIZE, usePendingProposals } from '../api/list-annotation-proposals';
import { AI_TEST_IDS } from '../test-ids';
import { groupByItem } from './group-by-item';
import { readDraft } from './proposal-draft';
import { ProposalRow } from './proposal-row';

// Wide: a value may be a paragraph or a block of JSON beside its place and its actions.
const DRAWER_SIZE = 960;
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const ACTIVE = 'active';
const CENTER = 'center';
const END = 'end';
const SPACE_BETWEEN = 'space-between';
const HEADING_LEVEL = 5;
const PERCENT = 100;
const BULK_OK_PROPS = { 'data-testid': AI_TEST_IDS.bulkOk };
const DANGER_OK_PROPS = { danger: true, 'data-testid': AI_TEST_IDS.bulkOk };

export interface AnnotationReviewProps {
  projectId: string;
  runId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The review of a run's proposals (issue 24): those still pending, a page at a time, under their
 * items. Each is accepted as proposed or as edited, or rejected; or many at once (the selected,
 * or every one still pending). Accepted values are saved into the design as revisions marked AI.
 */
export function AnnotationReview({ projectId, runId, open, onClose }: AnnotationReviewProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_SIZE}
      title={t('ai.review.title')}
      destroyOnHidden
    >
      {open && <ReviewList projectId={projectId} runId={runId} />}
    </Drawer>
  );
}

type Acceptance = NonNullable<Decision['accept']>[number];

function ReviewList({ projectId, runId }: { projectId: string; runId: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const number = useNumberFormat();
  const [page, setPage] = useState(1);
  const proposals = usePendingProposals(projectId, runId, page);
  const decide = useDecideProposals(projectId, runId);
  // Both are of the page shown: let go when it changes, and for each proposal once decided.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [bulk, setBulk] = useState<DecisionProgress>();

  const items = proposals.data?.items ?? [];
  const total = proposals.data?.total ?? 0;
  const isBusy = decide.isPending;

  /** How a proposal is accepted: as proposed, as edited, or not at all (the edit is wrong). */
  const acceptanceOf = (proposal: AiProposal): Acceptance | null => {
    const draft = drafts.get(proposal.id);
    if (draft === undefined) return { id: proposal.id };
    const reading = readDraft(proposal.kind, draft);
    return reading.ok ? { id: proposal.id, value: reading.value } : null;
  };
  const edited = items.filter((proposal) => drafts.has(proposal.id));
  const editedAcceptances = edited.map(acceptanceOf);
  const hasWrongEdit = editedAcceptances.some((acceptance) => acceptance === null);
  const chosen = items.filter((proposal) => selected.has(proposal.id));
  const chosenAcceptances = chosen.map(acceptanceOf);

  /** Lets go of the selection and the edits of the proposals decided; none named: the page's. */
  const letGo = (ids?: readonly string[]) => {
    if (ids === undefined) {
      setSelected(new Set());
      setDrafts(new Map());
      return;
    }
    const decided = new Set(ids);
    setSelected((current) => new Set([...current].filter((id) => !decided.has(id))));
    setDrafts((current) => new Map([...current].filter(([id]) => !decided.has(id))));
  };

  const send = async (decision: Decision) => {
    try {
      // A decision about the rest goes round after round: its progress shows.
      const decided = await decide.mutateAsync({
        decision,
        onProgress: decision.rest ? setBulk : undefined,
      });
      const counts = {
        accepted: number(decided.accepted),
        rejected: number(decided.rejected),
        outdated: number(decided.outdated),
      };
      if (decided.outdated > 0) void message.warning(t('ai.review.decidedOutdated', counts));
      else void message.success(t('ai.review.decided', counts));
      // What was decided leaves the list: the page shown may now be past the last.
      const lastPage = Math.max(1, Math.ceil(decided.run.proposals.pending / PROPOSAL_PAGE_SIZE));
      setPage((current) => Math.min(current, lastPage));
      letGo(
        decision.rest
          ? undefined
          : [...(decision.accept ?? []).map((a) => a.id), ...(decision.reject ?? [])],
      );
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBulk(undefined);
    }
  };

  const confirmAll = (rest: 'accept' | 'reject') => {
    const isAccept = rest === 'accept';
    void modal.confirm({
      title: isAccept ? t('ai.review.acceptAllTitle') : t('ai.review.rejectAllTitle'),
      content: t(isAccept ? 'ai.review.acceptAllContent' : 'ai.review.rejectAllContent', {
        n: number(total),
      }),
      okText: isAccept ? t('ai.review.acceptAll') : t('ai.review.rejectAll'),
      okButtonProps: isAccept ? BULK_OK_PROPS : DANGER_OK_PROPS,
      cancelText: t('ai.review.cancel'),
      onOk: () => {
        // The values edited on this page go with the rest, as the reviewer wrote them.
        const accept = editedAcceptances.filter((acceptance) => acceptance !== null);
        setBulk({ decided: 0, pending: total });
        void send(isAccept ? { accept, rest } : { rest });
      },
    });
  };

  const confirmAcceptAll = () => confirmAll('accept');
  const confirmRejectAll = () => confirmAll('reject');

  const setDraft = (id: string, draft: string | undefined) =>
    setDrafts((current) => {
      const next = new Map(current);
      if (draft === undefined) next.delete(id);
      else next.set(id, draft);
      return next;
    });
  const setSelectedOne = (id: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  const isPageSelected = items.length > 0 && chosen.length === items.length;

  if (proposals.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12} data-testid={AI_TEST_IDS.reviewDrawer}>
      <Typography.Text type={SECONDARY}>{t('ai.review.intro')}</Typography.Text>
      <ErrorAlert error={proposals.error} />
      <Flex justify={SPACE_BETWEEN} align={CENTER} gap={8} wrap>
        <Flex align={CENTER} gap={8} wrap>
          <Checkbox
            checked={isPageSelected}
            indeterminate={chosen.length > 0 && !isPageSelected}
            disabled={items.length === 0}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? items.map((proposal) => proposal.id) : []))
            }
            data-testid={AI_TEST_IDS.selectPage}
          >
            {t('ai.review.selectPage')}
          </Checkbox>
          <Button
            disabled={isBusy || chosen.length === 0 || chosenAcceptances.includes(null)}
            onClick={() => void send({ accept: chosenAcceptances.filter((a) => a !== null) })}
            data-testid={AI_TEST_IDS.acceptSelected}
          >
            {t('ai.review.acceptSelected', { n: number(chosen.length) })}
          </Button>
          <Button
            danger
            disabled={isBusy || chosen.length === 0}
            onClick={() => void send({ reject: chosen.map((proposal) => proposal.id) })}
            data-testid={AI_TEST_IDS.rejectSelected}
          >
            {t('ai.review.rejectSelected', { n: number(chosen.length) })}
          </Button>
        </Flex>
        <Flex gap={8}>
          <Button
            type={PRIMARY}
            disabled={isBusy || total === 0 || hasWrongEdit}
            onClick={confirmAcceptAll}
            data-testid={AI_TEST_IDS.acceptAll}
          >
            {t('ai.review.acceptAll')}
          </Button>
          <Button
            danger
            disabled={isBusy || total === 0}
            onClick={confirmRejectAll}
            data-testid={AI_TEST_IDS.rejectAll}
          >
            {t('ai.review.rejectAll')}
          </Button>
        </Flex>
      </Flex>
      {hasWrongEdit && (
        <Typography.Text type={SECONDARY}>{t('ai.review.fixEdits')}</Typography.Text>
      )}
      {bulk && <BulkProgress progress={bulk} />}
      {items.length === 0 ? (
        <Empty description={t('ai.review.empty')} />
      ) : (
        groupByItem(items).map((group) => (
          <section key={group.itemId}>
            <Typography.Title level={HEADING_LEVEL} style={{ marginTop: 8 }}>
              {group.itemName || t('ai.review.itemGone')}
            </Typography.Title>
            {group.proposals.map((proposal, index) => (
              <div key={proposal.id}>
                {index > 0 && <Divider style={{ margin: 0 }} />}
                <ProposalRow
                  proposal={proposal}
                  draft={drafts.get(proposal.id)}
                  onDraftChange={(draft) => setDraft(proposal.id, draft)}
                  isSelected={selected.has(proposal.id)}
                  onSelectedChange={(isSelected) => setSelectedOne(proposal.id, isSelected)}
                  onAccept={() => {
                    const acceptance = acceptanceOf(proposal);
                    if (acceptance) void send({ accept: [acceptance] });
                  }}
                  onReject={() => void send({ reject: [proposal.id] })}
                  isBusy={isBusy}
                />
              </div>
            ))}
          </section>
        ))
      )}
      <Flex justify={END}>
        <Pagination
          current={page}
          pageSize={PROPOSAL_PAGE_SIZE}
          total={total}
          hideOnSinglePage
          showSizeChanger={false}
          showTotal={(count) => t('ai.review.total', { n: number(count) })}
          onChange={(next) => {
            setPage(next);
            letGo();
          }}
        />
      </Flex>
    </Flex>
  );
}

/** How far an "accept all" or "reject all" has gone, as its rounds come back. */
function BulkProgress({ progress }: { progress: DecisionProgress }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const all = progress.decided + progress.pending;
  const percent = all > 0 ? Math.floor((progress.decided / all) * PERCENT) : 0;
  return (
    <div data-testid={AI_TEST_IDS.bulkProgress}>
      <Progress percent={percent} status={ACTIVE} showInfo={false} />
      <Typography.Text type={SECONDARY}>
        {t('ai.review.deciding', { done: number(progress.decided), total: number(all) })}
      </Typography.Text>
    </div>
  );
}
