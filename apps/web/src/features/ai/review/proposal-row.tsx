import { Button, Checkbox, Flex, Input, Tag, Typography } from 'antd';
import type { AiProposal } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { aiTestIdOf } from '../test-ids';
import { readDraft, textOfValue } from './proposal-draft';

const SMALL = 'small';
const LINK = 'link';
const DANGER = 'danger';
const ERROR = 'error';
const ALERT = 'alert';
const START = 'start';
const CENTER = 'center';
const SPACE_BETWEEN = 'space-between';
const PRE_STYLE = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;
const TEXT_STYLE = { margin: 0, whiteSpace: 'pre-wrap' } as const;
const CODE_STYLE = { fontFamily: 'monospace' } as const;
const EDIT_ROWS = { minRows: 2, maxRows: 12 };

export interface ProposalRowProps {
  proposal: AiProposal;
  /** The reviewer's text for the value while it is being edited; undefined: not edited. */
  draft: string | undefined;
  onDraftChange: (draft: string | undefined) => void;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onAccept: () => void;
  onReject: () => void;
  /** While a decision is being sent. */
  isBusy: boolean;
}

/**
 * One proposed value: where it goes (the place, what it describes, what kind of value), the value
 * (text; an example as JSON), and accept (as is or edited) or reject.
 */
export function ProposalRow({
  proposal,
  draft,
  onDraftChange,
  isSelected,
  onSelectedChange,
  onAccept,
  onReject,
  isBusy,
}: ProposalRowProps) {
  const { t } = useTranslation();
  const { id, kind, label, value } = proposal;
  const isEditing = draft !== undefined;
  const reading = isEditing ? readDraft(kind, draft) : undefined;
  const problem = reading && !reading.ok ? reading.problem : undefined;
  const shown = textOfValue(kind, value);
  return (
    <Flex vertical gap={6} data-testid={aiTestIdOf.proposal(id)} style={{ padding: '8px 0' }}>
      <Flex justify={SPACE_BETWEEN} align={START} gap={8} wrap>
        <Flex align={CENTER} gap={8} wrap style={{ minWidth: 0 }}>
          <Checkbox
            checked={isSelected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={t('ai.review.select', { label })}
            data-testid={aiTestIdOf.select(id)}
          />
          <Typography.Text strong>{label}</Typography.Text>
          <Tag>{t(`ai.targets.${proposal.target}`)}</Tag>
          <Tag>{t(`ai.kinds.${kind}`)}</Tag>
        </Flex>
        <Flex gap={4}>
          <Button
            size={SMALL}
            type={LINK}
            disabled={isBusy}
            onClick={() => onDraftChange(isEditing ? undefined : shown)}
            data-testid={aiTestIdOf.edit(id)}
          >
            {isEditing ? t('ai.review.undoEdit') : t('ai.review.edit')}
          </Button>
          <Button
            size={SMALL}
            disabled={isBusy || problem !== undefined}
            onClick={onAccept}
            data-testid={aiTestIdOf.accept(id)}
          >
            {t('ai.review.accept')}
          </Button>
          <Button
            size={SMALL}
            danger
            disabled={isBusy}
            onClick={onReject}
            data-testid={aiTestIdOf.reject(id)}
          >
            {t('ai.review.reject')}
          </Button>
        </Flex>
      </Flex>
      {isEditing ? (
        <div>
          <Input.TextArea
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            autoSize={EDIT_ROWS}
            status={problem ? ERROR : undefined}
            aria-label={t('ai.review.editValue', { label })}
            aria-invalid={problem !== undefined}
            data-testid={aiTestIdOf.editValue(id)}
            style={kind === 'example' ? CODE_STYLE : undefined}
          />
          {problem && (
            <Typography.Text type={DANGER} role={ALERT}>
              {t(`ai.review.${problem}`)}
            </Typography.Text>
          )}
        </div>
      ) : kind === 'example' ? (
        <Typography>
          <pre style={PRE_STYLE}>
            <code>{shown}</code>
          </pre>
        </Typography>
      ) : (
        <Typography.Paragraph style={TEXT_STYLE}>{shown}</Typography.Paragraph>
      )}
    </Flex>
  );
}
