import { useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { MAX_REQUEST_FILE_BYTES, type RequestFile } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatBytes } from '../../../lib/format-measures';
import { base64Bytes, FileTooLargeError, readRequestFile } from './read-file';
import { REQUEST_TEST_IDS } from './test-ids';

const SMALL = 'small';
const TEXT = 'text';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const CENTER = 'center';
const FILE = 'file';
const HIDDEN = { display: 'none' } as const;

export interface FilePickerProps {
  file: RequestFile | null;
  onChange: (file: RequestFile | null) => void;
  /** The accessible name of the choose button. */
  'aria-label': string;
}

/** Picks a file to send (a form-data field, a binary body); over 10 MB is refused, with why. */
export function FilePicker({ file, onChange, 'aria-label': label }: FilePickerProps) {
  const { t } = useTranslation();
  const formatBytes = useFormatBytes();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setError(null);
    setIsReading(true);
    try {
      onChange(await readRequestFile(picked));
    } catch (failure) {
      setError(
        failure instanceof FileTooLargeError
          ? t('debug.request.file.tooLarge', {
              name: failure.fileName,
              size: formatBytes(failure.sizeBytes),
              max: formatBytes(MAX_REQUEST_FILE_BYTES),
            })
          : t('debug.request.file.unreadable', { name: picked.name }),
      );
    } finally {
      setIsReading(false);
      // The same file picked again must fire a change.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex gap={6} align={CENTER} style={{ minWidth: 0 }}>
        <input
          ref={input}
          type={FILE}
          style={HIDDEN}
          aria-label={label}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button
          size={SMALL}
          icon={<PaperClipOutlined />}
          loading={isReading}
          onClick={() => input.current?.click()}
        >
          {file ? t('debug.request.file.change') : t('debug.request.file.choose')}
        </Button>
        {file && (
          <>
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              {file.fileName}
            </Typography.Text>
            <Typography.Text type={SECONDARY} style={{ flex: 'none' }}>
              {formatBytes(base64Bytes(file.base64))}
            </Typography.Text>
            <Button
              size={SMALL}
              type={TEXT}
              icon={<CloseOutlined />}
              aria-label={t('debug.request.file.remove')}
              onClick={() => onChange(null)}
            />
          </>
        )}
      </Flex>
      {error && (
        <Typography.Text type={DANGER} data-testid={REQUEST_TEST_IDS.fileError}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
