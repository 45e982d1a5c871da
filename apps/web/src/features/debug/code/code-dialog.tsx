import { useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Modal, Select, Spin, Switch, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import {
  CODE_TARGETS,
  generateCode,
  type CodeTarget,
  type ResolvedRequest,
} from '@heron/engine/debug';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { readCodeTarget, writeCodeTarget } from './code-target-storage';
import { DEBUG_CODE_TEST_IDS } from './test-ids';

const DIALOG_WIDTH = 860;
const SELECT_WIDTH = 240;
const CODE_MAX_HEIGHT = '60vh';
const MONOSPACE =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Courier New", monospace';
const INFO = 'info';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const SMALL = 'small';
const CENTER = 'center';
const SPACE_BETWEEN = 'space-between';
// Target labels are names of languages and libraries, the same in every language.
const TARGET_OPTIONS = CODE_TARGETS.map((target) => ({ value: target.id, label: target.label }));

export interface CodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request as it will be sent (variables resolved); null while it cannot be resolved. */
  request: ResolvedRequest | null;
  /** Why there is no request, shown when `request` is null; a general sentence when left out. */
  reason?: ReactNode;
  /** The request is being made ready (on the server): a spinner until it is. */
  isLoading?: boolean | undefined;
  /**
   * The "Show secrets" switch (issue 21): credentials are placeholders until it is on. Left
   * out, there is no switch.
   */
  secrets?: { isRevealed: boolean; onChange: (isRevealed: boolean) => void } | undefined;
  /** What the code does not carry that Send does (auth added when sent, the script's changes). */
  notes?: readonly string[] | undefined;
}

/**
 * The request written as code in the language the person picks (the last pick is remembered),
 * read-only, with a Copy button. A `<pre>` rather than the schema editor's CodeMirror: that one
 * highlights JSON and YAML only, and a read-only view of the other languages gains nothing from
 * loading it.
 */
export function CodeDialog({
  open,
  onClose,
  request,
  reason,
  isLoading = false,
  secrets,
  notes = [],
}: CodeDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [target, setTarget] = useState<CodeTarget>(readCodeTarget);
  const code = useMemo(
    () => (open && request ? generateCode(request, target) : null),
    [open, request, target],
  );
  const hasFiles =
    request?.body.kind === 'binary' ||
    (request?.body.kind === 'multipart' && request.body.parts.some((part) => part.kind === 'file'));

  const choose = (next: CodeTarget) => {
    setTarget(next);
    writeCodeTarget(next);
  };

  const copy = async () => {
    if (code === null) return;
    if (await copyText(code)) void message.success(t('messages.copySuccess'));
    else void message.error(t('messages.copyFailed'));
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('debug.code.title')}
      width={DIALOG_WIDTH}
      footer={<Button onClick={onClose}>{t('debug.code.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid={DEBUG_CODE_TEST_IDS.dialog}>
        <Flex gap={8} align={CENTER} justify={SPACE_BETWEEN}>
          <Select
            value={target}
            options={TARGET_OPTIONS}
            onChange={choose}
            aria-label={t('debug.code.target')}
            style={{ width: SELECT_WIDTH }}
            data-testid={DEBUG_CODE_TEST_IDS.target}
          />
          <Flex gap={12} align={CENTER}>
            {secrets && (
              <label>
                <Flex gap={6} align={CENTER}>
                  <Switch
                    size={SMALL}
                    checked={secrets.isRevealed}
                    onChange={secrets.onChange}
                    data-testid={DEBUG_CODE_TEST_IDS.reveal}
                  />
                  {t('debug.code.showSecrets')}
                </Flex>
              </label>
            )}
            <Button
              icon={<CopyOutlined />}
              disabled={code === null}
              onClick={() => void copy()}
              data-testid={DEBUG_CODE_TEST_IDS.copy}
            >
              {t('debug.code.copy')}
            </Button>
          </Flex>
        </Flex>
        {code === null && isLoading ? (
          <Flex justify={CENTER} data-testid={DEBUG_CODE_TEST_IDS.loading}>
            <Spin tip={t('debug.code.loading')}>
              <div style={{ minHeight: 80, minWidth: 200 }} />
            </Spin>
          </Flex>
        ) : code === null ? (
          <Alert
            type={INFO}
            showIcon
            title={reason ?? t('debug.code.unavailable')}
            data-testid={DEBUG_CODE_TEST_IDS.unavailable}
          />
        ) : (
          <>
            <pre
              aria-label={t('debug.code.codeLabel')}
              data-testid={DEBUG_CODE_TEST_IDS.code}
              style={{
                margin: 0,
                padding: 12,
                maxHeight: CODE_MAX_HEIGHT,
                overflow: 'auto',
                fontFamily: MONOSPACE,
                fontSize: 13,
                lineHeight: 1.5,
                background: '#fafafa',
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                whiteSpace: 'pre',
              }}
            >
              {code}
            </pre>
            {secrets && (
              <Typography.Text
                type={secrets.isRevealed ? WARNING : SECONDARY}
                data-testid={DEBUG_CODE_TEST_IDS.secretsNote}
              >
                {t(secrets.isRevealed ? 'debug.code.revealedNote' : 'debug.code.hiddenNote')}
              </Typography.Text>
            )}
            {notes.map((note) => (
              <Typography.Text key={note} type={SECONDARY}>
                {note}
              </Typography.Text>
            ))}
            {hasFiles && (
              <Typography.Text type={SECONDARY}>{t('debug.code.filesNote')}</Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
