import { AutoComplete, Button, Flex, Tooltip } from 'antd';
import { CodeOutlined, EyeOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TemplateInput } from './template-input';
import { REQUEST_TEST_IDS } from './test-ids';

const PRIMARY = 'primary';
const ERROR = 'error';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'].map(
  (value) => ({ value }),
);
const URL_WHERE = 'url';
const METHOD_STYLE = { width: 120, flex: 'none', fontWeight: 600 } as const;

export interface UrlBarProps {
  method: string;
  url: string;
  isSending: boolean;
  canSend: boolean;
  /** Why Send is refused, in its tooltip instead of the shortcut. */
  sendBlockedReason?: string | undefined;
  onMethodChange: (method: string) => void;
  onUrlChange: (url: string) => void;
  onUrlBlur: () => void;
  onSend: () => void;
  onCode: () => void;
  onPreview: () => void;
}

/** Method (the eight of HTTP, or any other token typed in), URL, Send, preview and code. */
export function UrlBar({
  method,
  url,
  isSending,
  canSend,
  sendBlockedReason,
  onMethodChange,
  onUrlChange,
  onUrlBlur,
  onSend,
  onCode,
  onPreview,
}: UrlBarProps) {
  const { t } = useTranslation();
  const isMethodValid = /^[A-Za-z]+$/.test(method);
  return (
    <Flex gap={8}>
      <AutoComplete
        value={method}
        options={METHODS}
        style={METHOD_STYLE}
        status={isMethodValid ? undefined : ERROR}
        aria-label={t('debug.request.method')}
        data-testid={REQUEST_TEST_IDS.method}
        // Methods are case-sensitive tokens; every tool sends the usual ones upper-case.
        onChange={(next: string) => onMethodChange(next.toUpperCase())}
      />
      <TemplateInput
        value={url}
        where={URL_WHERE}
        aria-label={t('debug.request.url')}
        placeholder={t('debug.request.urlPlaceholder')}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={REQUEST_TEST_IDS.url}
        onChange={onUrlChange}
        onBlur={onUrlBlur}
      />
      <Tooltip title={sendBlockedReason ?? t('debug.request.sendHint')}>
        <Button
          type={PRIMARY}
          icon={<SendOutlined />}
          loading={isSending}
          disabled={!canSend && !isSending}
          onClick={onSend}
          data-testid={REQUEST_TEST_IDS.send}
        >
          {t('debug.request.send')}
        </Button>
      </Tooltip>
      <Button icon={<EyeOutlined />} onClick={onPreview} data-testid={REQUEST_TEST_IDS.preview}>
        {t('debug.request.previewButton')}
      </Button>
      <Button icon={<CodeOutlined />} onClick={onCode} data-testid={REQUEST_TEST_IDS.code}>
        {t('debug.request.codeButton')}
      </Button>
    </Flex>
  );
}
