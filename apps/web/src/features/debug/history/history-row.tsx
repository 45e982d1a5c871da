import { Button, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { SEND_ERROR_CODES, type DebugHistoryEntry, type SendErrorCode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMs } from '../../../lib/format-measures';
import { statusColour } from '../response/response-summary';
import { useFormatSentAt } from './format-sent-at';
import { methodColour } from '../../../components/http/method-colours';
import { debugHistoryTestIdOf } from './test-ids';

const TEXT = 'text';
const SMALL = 'small';
const SECONDARY = 'secondary';
const ERROR_COLOUR = 'red';
const BUTTON = 'button';
const METHOD_STYLE = {
  fontWeight: 600,
  fontSize: 12,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  minWidth: 52,
  flex: 'none',
} as const;
const URL_STYLE = { flex: 1, minWidth: 0 } as const;
const NO_SHRINK = { flex: 'none', margin: 0 } as const;

const isSendError = (code: string): code is SendErrorCode =>
  (SEND_ERROR_CODES as readonly string[]).includes(code);

export interface HistoryRowProps {
  entry: DebugHistoryEntry;
  onLoad: (entry: DebugHistoryEntry) => void;
  onDelete: (entry: DebugHistoryEntry) => void;
  isDeleting: boolean;
}

/** One sent request: method, URL as sent, status or error code, total time, when. */
export function HistoryRow({ entry, onLoad, onDelete, isDeleting }: HistoryRowProps) {
  const { t } = useTranslation();
  const formatMs = useFormatMs();
  const sentAt = useFormatSentAt();
  return (
    <li className="heron-history-row" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <button
        type={BUTTON}
        className="heron-history-load"
        onClick={() => onLoad(entry)}
        title={t('debug.history.loadHint')}
        data-testid={debugHistoryTestIdOf.row(entry.id)}
      >
        <span style={{ ...METHOD_STYLE, color: methodColour(entry.method) }}>
          {entry.method.toUpperCase()}
        </span>
        <Typography.Text ellipsis={{ tooltip: entry.url }} style={URL_STYLE}>
          {entry.url}
        </Typography.Text>
        <Outcome entry={entry} />
        {entry.totalMs !== null && (
          <Typography.Text type={SECONDARY} style={NO_SHRINK}>
            {formatMs(entry.totalMs)}
          </Typography.Text>
        )}
        <Tooltip title={sentAt.full(entry.createdAt)}>
          <Typography.Text type={SECONDARY} style={NO_SHRINK}>
            <time dateTime={entry.createdAt}>{sentAt.short(entry.createdAt)}</time>
          </Typography.Text>
        </Tooltip>
      </button>
      <Button
        type={TEXT}
        size={SMALL}
        icon={<DeleteOutlined />}
        loading={isDeleting}
        aria-label={t('debug.history.delete')}
        onClick={() => onDelete(entry)}
        data-testid={debugHistoryTestIdOf.delete(entry.id)}
      />
    </li>
  );
}

/** The status, coloured by class; or why there was none (the error code, its sentence on hover). */
function Outcome({ entry }: { entry: DebugHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.status !== null) {
    return (
      <Tag color={statusColour(entry.status)} style={NO_SHRINK}>
        {entry.status}
      </Tag>
    );
  }
  if (entry.errorCode === null) return null;
  const reason = isSendError(entry.errorCode)
    ? t(`debug.response.errors.${entry.errorCode}`)
    : t('debug.response.errors.other');
  return (
    <Tooltip title={reason}>
      <Tag color={ERROR_COLOUR} style={NO_SHRINK}>
        {entry.errorCode}
      </Tag>
    </Tooltip>
  );
}
