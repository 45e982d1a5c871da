import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  AI_IMPORT_MAX_CHARS,
  FALLBACK_LANGUAGE,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  normalizeLanguage,
  startAiImportBody,
  type Language,
  type StartAiImportBody,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useAiModelStatus } from '../../../ai';
import { useContractForm, type FieldName } from '../../../../lib/use-contract-form';
import { useNumberFormat } from '../../../../lib/use-number-format';
import { DESIGN_TEST_IDS } from '../../shell/test-ids';
import type { ImportDraft } from '../lib/import-draft';
import { readTextFile, type TextFileProblem } from '../lib/read-text-file';
import { AiImportCost, useAiImportCost } from './ai-cost';

/**
 * The files the picker offers: text people keep about an API (notes, wiki pages, logs, samples)
 * and route code. The content is checked anyway, so any other text file may still be chosen.
 */
const MATERIAL_ACCEPT = [
  '.md,.markdown,.txt,.log,.json,.yaml,.yml,.xml,.html,.csv,.http,.har',
  '.js,.mjs,.cjs,.jsx,.ts,.tsx,.py,.rb,.go,.java,.kt,.scala,.cs,.php,.rs,.swift,.c,.cpp,.h',
  '.sh,.sql,.proto,.graphql',
].join(',');
// antd names the fields' ids after the form: `import-ai_text`, `import-ai_language`.
const FORM_NAME = 'import-ai';
const FIELD = {
  text: 'text',
  language: 'language',
} as const satisfies Record<string, FieldName<typeof startAiImportBody>>;
const FORM_LAYOUT = 'vertical';
const PRIMARY = 'primary';
const SUBMIT = 'submit';
const WARNING = 'warning';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const END = 'end';
const CENTER = 'center';
const BETWEEN = 'space-between';
const ALERT_ROLE = 'alert';
const MATERIAL_ROWS = 12;
// Each language by its own name, as the language switcher shows them.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NATIVE_NAMES[language],
}));

type AiValues = { text: string; language: Language };

export interface AiSourceProps {
  /** The project imported into: its team's own model, if any, reads the material for no points. */
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  /** Where the material and the language are kept while the person goes back and forth. */
  draft: ImportDraft;
  /** Records a change of the material or the language in the draft. */
  change: (patch: Partial<ImportDraft>) => void;
  /** Sends the material; the dialog follows the job it starts like any import. */
  onStart: (body: StartAiImportBody) => void;
  /** Closes the dialog. */
  onCancel: () => void;
  /** The start was sent and has not answered yet. */
  isStarting: boolean;
}

/**
 * The AI parsing tab (issue 24): material that is not a specification, typed, pasted or read from
 * a text file, and the language the model writes in. It says before anything is typed when no
 * model is set up, and that the material goes to the model and costs points (or, on the team's
 * own model, that it costs none); once typed, what reading it would cost, holding Start back when
 * the points or the project's monthly limit fall short. Checked by the contract's schema, field by
 * field, before it is sent.
 */
export function AiSource({
  projectId,
  teamId,
  draft,
  change,
  onStart,
  onCancel,
  isStarting,
}: AiSourceProps) {
  const { t, i18n } = useTranslation();
  const number = useNumberFormat();
  const { form, rule, parse } = useContractForm(startAiImportBody);
  const modelStatus = useAiModelStatus(projectId);
  const model = modelStatus.data?.model;
  const isTeamModel = model === 'team';
  const [refusedFile, setRefusedFile] = useState<{ name: string; problem: TextFileProblem }>();
  const language = draft.language ?? normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const initialValues: AiValues = { text: draft.material, language };
  // The cost is asked for unless the status already says it is none (the team's own model) or
  // nothing can run (no model); a status that cannot be read does not stop it.
  const cost = useAiImportCost(projectId, draft.material, language, !isTeamModel && model !== null);
  // Only a known "no model" or shortfall holds Start back: else the server says why on Start.
  const hasNoModel = model === null || cost.blocker === 'noModel';
  const isHeldBack = hasNoModel || cost.blocker !== null;
  // Counted as the contract measures it: trimmed, in UTF-16 code units.
  const length = draft.material.trim().length;

  const refusal: Record<TextFileProblem, string> = {
    notText: t('design.transfer.import.ai.fileNotText', { name: refusedFile?.name }),
    tooLong: t('design.transfer.import.ai.fileTooLong', {
      name: refusedFile?.name,
      max: number(AI_IMPORT_MAX_CHARS),
    }),
    unreadable: t('design.transfer.import.ai.fileUnreadable', { name: refusedFile?.name }),
  };

  const readFile = async (file: File) => {
    const result = await readTextFile(file, AI_IMPORT_MAX_CHARS);
    if (!result.ok) {
      setRefusedFile({ name: file.name, problem: result.problem });
      return;
    }
    setRefusedFile(undefined);
    // Setting a value is not a change antd reports: the draft and the check follow by hand.
    form.setFieldValue(FIELD.text, result.text);
    change({ material: result.text });
    form.validateFields([FIELD.text]).catch(() => undefined);
  };

  return (
    <Form<AiValues>
      form={form}
      name={FORM_NAME}
      layout={FORM_LAYOUT}
      initialValues={initialValues}
      onValuesChange={(_, values) => change({ material: values.text, language: values.language })}
      onFinish={(values) => {
        const body = parse(values);
        if (body) onStart(body);
      }}
    >
      {hasNoModel && (
        <Alert
          type={WARNING}
          showIcon
          title={t('design.transfer.import.ai.noModel.title')}
          description={t('design.transfer.import.ai.noModel.description')}
          data-testid={DESIGN_TEST_IDS.importAiNoModel}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph type={SECONDARY}>
        {t('design.transfer.import.ai.intro')}
      </Typography.Paragraph>
      <Form.Item
        name={FIELD.text}
        label={t('design.transfer.import.ai.material')}
        rules={[rule(FIELD.text)]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea
          data-testid={DESIGN_TEST_IDS.importAiText}
          rows={MATERIAL_ROWS}
          placeholder={t('design.transfer.import.ai.materialPlaceholder')}
          spellCheck={false}
        />
      </Form.Item>
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap style={{ marginBottom: 16 }}>
        <Flex align={CENTER} gap={8} wrap>
          <Upload
            accept={MATERIAL_ACCEPT}
            showUploadList={false}
            // Read here, into the text box; antd's own upload is not used.
            beforeUpload={(file) => {
              void readFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid={DESIGN_TEST_IDS.importAiUpload}>
              {t('design.transfer.import.ai.upload')}
            </Button>
          </Upload>
          {refusedFile && (
            <Typography.Text type={DANGER} role={ALERT_ROLE}>
              {refusal[refusedFile.problem]}
            </Typography.Text>
          )}
        </Flex>
        <Typography.Text type={length > AI_IMPORT_MAX_CHARS ? DANGER : SECONDARY}>
          {t('design.transfer.import.ai.count', {
            n: number(length),
            max: number(AI_IMPORT_MAX_CHARS),
          })}
        </Typography.Text>
      </Flex>
      <Form.Item name={FIELD.language} label={t('design.transfer.import.ai.language')}>
        <Select<Language>
          options={LANGUAGE_OPTIONS}
          data-testid={DESIGN_TEST_IDS.importAiLanguage}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <AiImportCost isTeamModel={isTeamModel} preview={cost.preview} teamId={teamId} />
      <Flex justify={END} gap={8}>
        <Button onClick={onCancel}>{t('design.transfer.import.cancel')}</Button>
        <Button
          type={PRIMARY}
          htmlType={SUBMIT}
          data-testid={DESIGN_TEST_IDS.importAiStart}
          loading={isStarting}
          disabled={isHeldBack}
        >
          {t('design.transfer.import.ai.start')}
        </Button>
      </Flex>
    </Form>
  );
}
