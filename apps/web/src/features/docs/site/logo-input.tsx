import { useState } from 'react';
import { App, Button, Flex, Input, Tooltip, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { DocSite } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/check-image-file';
import { useErrorMessage } from '../../../lib/error-message';
import { useUploadDocLogo } from '../api/doc-site';
import { DOCS_TEST_IDS } from '../test-ids';

const OFF = 'off';
const URL_MAX_LENGTH = 2000;
const PREVIEW_SIZE = 32;
const CENTER = 'center';

export interface LogoInputProps {
  projectId: string;
  /** A site never saved has nowhere to keep an upload. */
  isSaved: boolean;
  disabled?: boolean;
  /** The site as the upload left it (its logo and version changed). */
  onUploaded: (site: DocSite) => void;
  // From Form.Item.
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The logo: an address typed in, or a picture uploaded (it becomes the logo at once, like an
 * avatar), with a small preview. The file is checked here first, as the server will.
 */
export function LogoInput({
  projectId,
  isSaved,
  disabled,
  onUploaded,
  value,
  onChange,
  id,
}: LogoInputProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const upload = useUploadDocLogo();
  const [broken, setBroken] = useState<string>();

  async function send(file: File) {
    const refused = await checkImageFile(file);
    if (refused) {
      void message.error(errorMessage(new ApiError({ code: refused, status: 0 })));
      return;
    }
    try {
      const site = await upload.mutateAsync({ projectId, file });
      onUploaded(site);
      void message.success(t('docs.site.logoUploaded'));
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  }

  const address = value?.trim() ?? '';
  const uploadButton = (
    <Upload
      accept={IMAGE_ACCEPT}
      showUploadList={false}
      maxCount={1}
      disabled={disabled || !isSaved}
      // Sent by `send`, after the checks; antd's own upload is not used.
      beforeUpload={(file) => {
        void send(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={upload.isPending}
        disabled={disabled || !isSaved}
        data-testid={DOCS_TEST_IDS.logoUpload}
      >
        {t('docs.site.logoUpload')}
      </Button>
    </Upload>
  );
  return (
    <Flex gap={8} align={CENTER}>
      {address !== '' && broken !== address && (
        <img
          src={address}
          alt={t('docs.site.logoPreview')}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          style={{ objectFit: 'contain', flex: 'none' }}
          onError={() => setBroken(address)}
          data-testid={DOCS_TEST_IDS.logoPreview}
        />
      )}
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={disabled}
        autoComplete={OFF}
        maxLength={URL_MAX_LENGTH}
        placeholder={t('docs.site.logoUrlPlaceholder')}
      />
      {isSaved ? (
        uploadButton
      ) : (
        <Tooltip title={t('docs.site.logoSaveFirst')}>{uploadButton}</Tooltip>
      )}
    </Flex>
  );
}
