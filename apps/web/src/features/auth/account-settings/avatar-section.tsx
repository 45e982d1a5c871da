import { useState } from 'react';
import { App, Avatar, Button, Flex, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, type CurrentUser } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/check-image-file';
import { initialsOf } from '../lib/initials';

const AVATAR_SIZE = 64;
const SECONDARY = 'secondary';
const CENTER = 'center';
const SMALL = 'small';
const MEGABYTE = 1024 * 1024;

/**
 * The avatar with its Upload and Remove buttons. The file is checked here first (type by its
 * first bytes, size) with the same rule and message as the server's, so a wrong file fails at
 * once instead of after its upload.
 */
export function AvatarSection({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [failure, setFailure] = useState<unknown>();
  const maxSize = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(AVATAR_MAX_BYTES / MEGABYTE);

  async function send(file: File) {
    setFailure(undefined);
    const refused = await checkImageFile(file);
    if (refused) {
      setFailure(new ApiError({ code: refused, status: 0 }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      void message.success(t('success.upload'));
    } catch (error) {
      setFailure(error);
    }
  }

  async function clear() {
    setFailure(undefined);
    try {
      await remove.mutateAsync();
      void message.success(t('success.delete'));
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <section aria-label={t('account.avatar')} style={{ marginBottom: 16 }}>
      <ErrorAlert error={failure} />
      <Flex align={CENTER} gap={16}>
        <Avatar
          size={AVATAR_SIZE}
          src={user.avatarUrl ?? undefined}
          alt={t('account.avatarAlt', { name: user.name })}
        >
          {initialsOf(user.name)}
        </Avatar>
        <Space vertical size={4}>
          <Space size={SMALL}>
            <Upload
              accept={IMAGE_ACCEPT}
              showUploadList={false}
              maxCount={1}
              // Sent by `send`, after the checks; antd's own upload is not used.
              beforeUpload={(file) => {
                void send(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                {t('account.uploadAvatar')}
              </Button>
            </Upload>
            {user.avatarUrl && (
              <Button
                icon={<DeleteOutlined />}
                loading={remove.isPending}
                onClick={() => void clear()}
              >
                {t('account.removeAvatar')}
              </Button>
            )}
          </Space>
          <Typography.Text type={SECONDARY}>
            {t('account.avatarHint', { size: maxSize })}
          </Typography.Text>
        </Space>
      </Flex>
    </section>
  );
}
