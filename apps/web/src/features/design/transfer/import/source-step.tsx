import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Select, Tabs, Typography, Upload } from 'antd';
import {
  DeleteOutlined,
  FileTextOutlined,
  InboxOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { IMPORT_FORMATS, type StartAiImportBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { DESIGN_TEST_IDS } from '../../shell/test-ids';
import type { ImportSourceInput } from '../api/start-import';
import { formatBytes } from '../lib/format-bytes';
import { IMPORT_FORMAT_NAMES, isPostmanFormat } from '../lib/format-names';
import {
  AUTO_FORMAT,
  importSourceOf,
  type DraftProblem,
  type FormatChoice,
  type ImportDraft,
  type ImportTab,
} from '../lib/import-draft';
import { AiSource } from './ai-source';
import { AiError } from '../../../ai';

/** The files the picker offers; the server detects the format from the content anyway. */
export const IMPORT_ACCEPT = '.json,.yaml,.yml,.zip,.har,.txt';
const ENVIRONMENT_ACCEPT = '.json';
const FORM_LAYOUT = 'vertical';
const PRIMARY = 'primary';
const ERROR = 'error' as const;
const INFO = 'info';
const END = 'end';
const CENTER = 'center';
const SECONDARY = 'secondary';
const TEXT = 'text';
const SMALL = 'small';
const START_ERROR_STYLE = { marginBottom: 16 };
const PASTE_ROWS = 12;
const URL_INPUT_MODE = 'url';
const TAB = { file: 'file', paste: 'paste', url: 'url', ai: 'ai' } as const satisfies Record<
  ImportTab,
  ImportTab
>;
const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
const ID = {
  text: 'import-paste-text',
  url: 'import-url-input',
  format: 'import-format-select',
} as const;
const TEST_ID = {
  file: 'import-file',
  fileName: 'import-file-name',
  environment: 'import-environment',
  paste: 'import-paste',
  url: 'import-url',
  format: 'import-format',
  next: 'import-next',
} as const;

const PROBLEM_TAB: Record<DraftProblem, ImportTab | undefined> = {
  fileRequired: 'file',
  textRequired: 'paste',
  urlInvalid: 'url',
  tooLarge: undefined,
};

export interface SourceStepProps {
  /** The project imported into: its team's own model, if any, reads the AI tab's material. */
  projectId: string;
  draft: ImportDraft;
  onDraftChange: (next: ImportDraft) => void;
  /** Sends the source; the dialog follows the job it starts. */
  onStart: (source: ImportSourceInput) => void;
  onCancel: () => void;
  isStarting: boolean;
  /** A failure to start (403, 423, 413, 422; for AI parsing 409, 402 …). */
  error: unknown;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  /** The last job was cancelled: say nothing was imported. */
  wasCancelled: boolean;
}

/**
 * Step 1: where the description comes from (a file, pasted text or a URL) and its format; or,
 * on the AI parsing tab, material the AI model reads into a description.
 */
export function SourceStep(props: SourceStepProps) {
  const { draft, onDraftChange, onStart, isStarting, error, wasCancelled } = props;
  const { t } = useTranslation();
  const [problem, setProblem] = useState<DraftProblem>();
  const change = (patch: Partial<ImportDraft>) => {
    setProblem(undefined);
    onDraftChange({ ...draft, ...patch });
  };

  const problemText: Record<DraftProblem, string> = {
    fileRequired: t('design.transfer.import.fileRequired'),
    textRequired: t('validation.importSourceRequired'),
    urlInvalid: t('validation.importUrl'),
    tooLarge: t('errors.PAYLOAD_TOO_LARGE'),
  };
  // A problem shows under the field it concerns; a size problem under whichever is open.
  const problemOn = (tab: ImportTab): ProblemProps =>
    problem && (PROBLEM_TAB[problem] ?? draft.tab) === tab
      ? { validateStatus: ERROR, help: problemText[problem] }
      : {};

  const next = () => {
    const { tab } = draft;
    // The AI tab starts from its own form.
    if (tab === TAB.ai) return;
    const result = importSourceOf({ ...draft, tab });
    if (result.ok) onStart(result.source);
    else setProblem(result.problem);
  };

  const startAi = (body: StartAiImportBody) => onStart({ kind: 'ai', body });

  const formatOptions = [
    { value: AUTO_FORMAT, label: t('design.transfer.formats.auto') },
    ...IMPORT_FORMATS.map((format) => ({
      value: format,
      label: t(`design.transfer.formats.${IMPORT_FORMAT_NAMES[format]}`),
    })),
  ];

  const tabs = [
    {
      key: TAB.file,
      label: t('design.transfer.import.tabs.file'),
      children: <FileSource draft={draft} change={change} problem={problemOn(TAB.file)} />,
    },
    {
      key: TAB.paste,
      label: t('design.transfer.import.tabs.paste'),
      children: (
        <Form.Item
          label={t('design.transfer.import.pasteLabel')}
          htmlFor={ID.text}
          {...problemOn(TAB.paste)}
        >
          <Input.TextArea
            id={ID.text}
            data-testid={TEST_ID.paste}
            rows={PASTE_ROWS}
            value={draft.text}
            onChange={(event) => change({ text: event.target.value })}
            placeholder={t('design.transfer.import.pastePlaceholder')}
            spellCheck={false}
            style={MONOSPACE}
          />
        </Form.Item>
      ),
    },
    {
      key: TAB.url,
      label: t('design.transfer.import.tabs.url'),
      children: (
        <Form.Item
          label={t('design.transfer.import.urlLabel')}
          htmlFor={ID.url}
          extra={t('design.transfer.import.urlHint')}
          {...problemOn(TAB.url)}
        >
          <Input
            id={ID.url}
            data-testid={TEST_ID.url}
            value={draft.url}
            onChange={(event) => change({ url: event.target.value })}
            onPressEnter={next}
            placeholder={t('design.transfer.import.urlPlaceholder')}
            inputMode={URL_INPUT_MODE}
          />
        </Form.Item>
      ),
    },
    {
      key: TAB.ai,
      label: (
        <span data-testid={DESIGN_TEST_IDS.importAiTab}>{t('design.transfer.import.tabs.ai')}</span>
      ),
      children: (
        <AiSource
          projectId={props.projectId}
          teamId={props.teamId}
          draft={draft}
          change={change}
          onStart={startAi}
          onCancel={props.onCancel}
          isStarting={isStarting}
        />
      ),
    },
  ];

  return (
    <Form layout={FORM_LAYOUT} component={false}>
      {wasCancelled && (
        <Alert
          type={INFO}
          showIcon
          title={t('design.transfer.import.cancelled')}
          style={{ marginBottom: 16 }}
        />
      )}
      <AiError error={error} teamId={props.teamId} style={START_ERROR_STYLE} />
      <Tabs
        activeKey={draft.tab}
        onChange={(key) => change({ tab: key as ImportTab })}
        items={tabs}
      />
      {/* The model reads any material into one description: no format to choose. */}
      {draft.tab !== TAB.ai && (
        <>
          <Form.Item label={t('design.transfer.import.format')} htmlFor={ID.format}>
            <Select<FormatChoice>
              id={ID.format}
              data-testid={TEST_ID.format}
              value={draft.format}
              onChange={(format) => change({ format })}
              options={formatOptions}
            />
          </Form.Item>
          <Flex justify={END} gap={8}>
            <Button onClick={props.onCancel}>{t('design.transfer.import.cancel')}</Button>
            <Button type={PRIMARY} data-testid={TEST_ID.next} loading={isStarting} onClick={next}>
              {t('design.transfer.import.next')}
            </Button>
          </Flex>
        </>
      )}
    </Form>
  );
}

type ProblemProps = { validateStatus?: typeof ERROR; help?: string };

/** The File tab: the description (drag and drop), and a Postman environment beside it. */
function FileSource({
  draft,
  change,
  problem,
}: {
  draft: ImportDraft;
  change: (patch: Partial<ImportDraft>) => void;
  problem: ProblemProps;
}) {
  const { t, i18n } = useTranslation();
  const showsEnvironment = draft.format === AUTO_FORMAT || isPostmanFormat(draft.format);
  const describe = (file: File) =>
    t('design.transfer.import.fileChosen', {
      name: file.name,
      size: formatBytes(file.size, i18n.language),
    });
  return (
    <>
      <Form.Item {...problem}>
        <div data-testid={TEST_ID.file}>
          <Upload.Dragger
            accept={IMPORT_ACCEPT}
            multiple={false}
            showUploadList={false}
            // Kept for the Next button; antd's own upload is not used.
            beforeUpload={(file) => {
              change({ file });
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('design.transfer.import.fileDrop')}</p>
            <p className="ant-upload-hint">{t('design.transfer.import.fileHint')}</p>
          </Upload.Dragger>
        </div>
      </Form.Item>
      {draft.file && (
        <Flex align={CENTER} gap={8} style={{ marginBottom: 16 }}>
          <FileTextOutlined />
          <Typography.Text data-testid={TEST_ID.fileName}>{describe(draft.file)}</Typography.Text>
          <Button
            type={TEXT}
            size={SMALL}
            icon={<DeleteOutlined />}
            aria-label={t('design.transfer.import.removeFile')}
            onClick={() => change({ file: undefined })}
          />
        </Flex>
      )}
      {showsEnvironment && (
        <Form.Item
          label={t('design.transfer.import.environment')}
          extra={
            <Typography.Text type={SECONDARY}>
              {t('design.transfer.import.environmentHint')}
            </Typography.Text>
          }
        >
          <Flex align={CENTER} gap={8} wrap>
            <Upload
              accept={ENVIRONMENT_ACCEPT}
              showUploadList={false}
              beforeUpload={(environment) => {
                change({ environment });
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<PaperClipOutlined />} data-testid={TEST_ID.environment}>
                {t('design.transfer.import.environmentChoose')}
              </Button>
            </Upload>
            {draft.environment && (
              <>
                <Typography.Text>{describe(draft.environment)}</Typography.Text>
                <Button
                  type={TEXT}
                  size={SMALL}
                  icon={<DeleteOutlined />}
                  aria-label={t('design.transfer.import.removeEnvironment')}
                  onClick={() => change({ environment: undefined })}
                />
              </>
            )}
          </Flex>
        </Form.Item>
      )}
    </>
  );
}
