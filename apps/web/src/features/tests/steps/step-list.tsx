import { useState, type DragEvent } from 'react';
import { Button, Flex, Switch, Tooltip, Typography, theme } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  ExclamationCircleOutlined,
  HolderOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { TestStep, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import type { StepIssue } from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { dropPlaceAt, placeForDrop, type DropPlace, type DropTarget } from '../lib/drop-target';
import { isContainer, moveBy, moveStep, movesOf, removeStep, updateStep } from '../lib/step-tree';
import { testsTestIdOf, TESTS_TEST_IDS } from '../test-ids';
import { MethodTag } from './method-tag';
import { StepIcon } from './step-icon';
import { stepRowsOf, type StepRow } from './step-rows';
import { useStepLabel } from './use-step-label';
import './step-list.css';

const TEXT = 'text';
const SMALL = 'small';
const SECONDARY = 'secondary';
const DANGER = 'danger';
const CENTER = 'center';
const MOVE = 'move';
const DRAG_TYPE = 'text/plain';
const LIST = 'list';
const LIST_ITEM = 'listitem';
const BUTTON = 'button';
const CURRENT = 'true';
const ROW_CLASS = 'heron-test-step';
const ACTIONS_CLASS = 'heron-test-step-actions';
/** How far each level of nesting is indented. */
const INDENT = 20;

export interface StepListProps {
  steps: TestStep[];
  /** Request steps whose endpoint or case was deleted since the scenario was saved. */
  missing: ReadonlySet<string>;
  issues: Readonly<Record<string, StepIssue[]>>;
  endpoints: ReadonlyMap<string, TreeNode>;
  readOnly: boolean;
  selectedId: string | null;
  onSelect: (stepId: string) => void;
  /** The steps changed; `changedId` names the one step changed, when it is one. */
  onChange: (steps: TestStep[], changedId?: string) => void;
}

/**
 * A scenario's steps as an ordered, nested list. A step is dragged (HTML5 drag, as the design
 * tree) before or after another, or into a group, a loop or a branch of a condition (the middle
 * of its row, or the branch's head); the arrow buttons move it within its list from the keyboard.
 */
export function StepList({
  steps,
  missing,
  issues,
  endpoints,
  readOnly,
  selectedId,
  onSelect,
  onChange,
}: StepListProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const labelOf = useStepLabel(endpoints);
  const [dragId, setDragId] = useState<string | null>(null);
  const [over, setOver] = useState<{ key: string; place: DropPlace } | null>(null);
  const rows = stepRowsOf(steps);

  const targetOf = (event: DragEvent<HTMLElement>, row: StepRow): DropTarget => {
    if (row.kind !== 'step') return { kind: 'list', list: row.list };
    const rect = event.currentTarget.getBoundingClientRect();
    const place = dropPlaceAt(event.clientY - rect.top, rect.height, isContainer(row.step));
    return { kind: 'step', stepId: row.step.id, place };
  };

  const endDrag = () => {
    setDragId(null);
    setOver(null);
  };

  const dragProps = (row: StepRow) =>
    readOnly
      ? {}
      : {
          draggable: row.kind === 'step',
          onDragStart: (event: DragEvent<HTMLElement>) => {
            if (row.kind !== 'step') return;
            event.dataTransfer.setData(DRAG_TYPE, row.step.id);
            event.dataTransfer.effectAllowed = MOVE;
            setDragId(row.step.id);
          },
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (dragId === null) return;
            const target = targetOf(event, row);
            if (placeForDrop(steps, dragId, target) === null) {
              if (over?.key === row.key) setOver(null);
              return;
            }
            // Only a row that takes the drop says so; the others leave the no-drop cursor.
            event.preventDefault();
            event.dataTransfer.dropEffect = MOVE;
            const place = target.kind === 'step' ? target.place : 'inside';
            if (over?.key !== row.key || over.place !== place) setOver({ key: row.key, place });
          },
          onDragLeave: () => {
            if (over?.key === row.key) setOver(null);
          },
          onDrop: (event: DragEvent<HTMLElement>) => {
            event.preventDefault();
            if (dragId !== null) {
              const place = placeForDrop(steps, dragId, targetOf(event, row));
              if (place) onChange(moveStep(steps, dragId, place));
            }
            endDrag();
          },
          onDragEnd: endDrag,
        };

  const markOf = (row: StepRow) => {
    if (over?.key !== row.key) return {};
    if (over.place === 'before') return { boxShadow: `inset 0 2px 0 ${token.colorPrimary}` };
    if (over.place === 'after') return { boxShadow: `inset 0 -2px 0 ${token.colorPrimary}` };
    return { outline: `1px dashed ${token.colorPrimary}`, background: token.colorPrimaryBg };
  };

  if (steps.length === 0) {
    return (
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0, padding: '12px 4px' }}>
        {readOnly ? t('tests.steps.emptyReadOnly') : t('tests.steps.empty')}
      </Typography.Paragraph>
    );
  }

  return (
    <div role={LIST} aria-label={t('tests.steps.title')} data-testid={TESTS_TEST_IDS.steps}>
      {rows.map((row) => {
        const indent = { paddingInlineStart: 4 + row.depth * INDENT };
        if (row.kind !== 'step') {
          return (
            <div
              key={row.key}
              role={LIST_ITEM}
              data-testid={
                row.kind === 'branch'
                  ? testsTestIdOf.listHead(row.list.parentId, row.list.branch)
                  : testsTestIdOf.listEmpty(row.list.parentId, row.list.branch)
              }
              {...dragProps(row)}
              style={{
                ...indent,
                paddingBlock: 4,
                borderRadius: token.borderRadius,
                ...markOf(row),
              }}
            >
              <Typography.Text
                type={SECONDARY}
                italic={row.kind === 'empty'}
                strong={row.kind === 'branch'}
                style={{ fontSize: 12 }}
              >
                {row.kind === 'branch'
                  ? t(`tests.steps.branches.${row.list.branch === 'else' ? 'else' : 'then'}`)
                  : readOnly
                    ? t('tests.steps.emptyInside')
                    : t('tests.steps.dropInside')}
              </Typography.Text>
            </div>
          );
        }
        const { step } = row;
        const isSelected = step.id === selectedId;
        const moves = movesOf(steps, step.id);
        const stepIssues = issues[step.id] ?? [];
        const isMissing = missing.has(step.id);
        const label = labelOf(step);
        return (
          <div
            key={row.key}
            role={LIST_ITEM}
            className={ROW_CLASS}
            data-selected={isSelected ? '' : undefined}
            data-testid={testsTestIdOf.step(step.id)}
            {...dragProps(row)}
            style={{
              ...indent,
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              minHeight: 34,
              paddingInlineEnd: 4,
              borderRadius: token.borderRadius,
              background: isSelected ? token.colorPrimaryBg : undefined,
              ...markOf(row),
            }}
          >
            {!readOnly && (
              <HolderOutlined
                aria-hidden
                style={{ cursor: 'grab', color: token.colorTextTertiary, flex: 'none' }}
              />
            )}
            <span style={{ color: token.colorTextSecondary, flex: 'none' }}>
              <StepIcon type={step.type} />
            </span>
            <button
              type={BUTTON}
              aria-current={isSelected ? CURRENT : undefined}
              onClick={() => onSelect(step.id)}
              style={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                padding: '4px 0',
                border: 0,
                background: 'none',
                cursor: 'pointer',
                font: 'inherit',
                textAlign: 'start',
                color: isSelected ? token.colorPrimary : token.colorText,
                opacity: step.enabled ? 1 : 0.5,
                textDecoration: step.enabled ? undefined : 'line-through',
              }}
            >
              {step.type === 'request' && <MethodTag method={methodOf(step, endpoints)} />}
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {label}
              </span>
            </button>
            {isMissing && step.type === 'request' && (
              <Typography.Text
                type={DANGER}
                style={{ flex: 'none', fontSize: 12 }}
                data-testid={testsTestIdOf.stepMissing(step.id)}
              >
                <WarningOutlined aria-hidden />{' '}
                {step.source.kind === 'case'
                  ? t('tests.steps.missingCase')
                  : t('tests.steps.missingEndpoint')}
              </Typography.Text>
            )}
            {stepIssues.length > 0 && (
              <Tooltip title={stepIssues.map((issue) => issueText(t, issue.message)).join(' · ')}>
                <ExclamationCircleOutlined
                  aria-label={t('tests.steps.hasIssues')}
                  style={{ color: token.colorError, flex: 'none' }}
                  data-testid={testsTestIdOf.stepIssue(step.id)}
                />
              </Tooltip>
            )}
            {!readOnly && (
              <Flex align={CENTER} gap={0} className={ACTIONS_CLASS} style={{ flex: 'none' }}>
                <Switch
                  size={SMALL}
                  checked={step.enabled}
                  aria-label={t('tests.steps.enabledOf', { name: label })}
                  onChange={(enabled) =>
                    onChange(
                      updateStep(steps, step.id, (found) => ({ ...found, enabled })),
                      step.id,
                    )
                  }
                  style={{ marginInline: 4 }}
                  data-testid={testsTestIdOf.stepEnabled(step.id)}
                />
                <Button
                  type={TEXT}
                  size={SMALL}
                  icon={<ArrowUpOutlined />}
                  disabled={!moves.up}
                  aria-label={t('tests.steps.moveUpOf', { name: label })}
                  onClick={() => onChange(moveBy(steps, step.id, -1))}
                  data-testid={testsTestIdOf.stepUp(step.id)}
                />
                <Button
                  type={TEXT}
                  size={SMALL}
                  icon={<ArrowDownOutlined />}
                  disabled={!moves.down}
                  aria-label={t('tests.steps.moveDownOf', { name: label })}
                  onClick={() => onChange(moveBy(steps, step.id, 1))}
                  data-testid={testsTestIdOf.stepDown(step.id)}
                />
                <Button
                  type={TEXT}
                  size={SMALL}
                  icon={<DeleteOutlined />}
                  aria-label={t('tests.steps.removeOf', { name: label })}
                  onClick={() => onChange(removeStep(steps, step.id))}
                  data-testid={testsTestIdOf.stepRemove(step.id)}
                />
              </Flex>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A request step's method: its endpoint's as designed now, else the request's own. */
function methodOf(
  step: Extract<TestStep, { type: 'request' }>,
  endpoints: ReadonlyMap<string, TreeNode>,
) {
  const endpoint =
    step.source.kind === 'custom' ? undefined : endpoints.get(step.source.endpointId);
  return endpoint?.method ?? step.request.method;
}
