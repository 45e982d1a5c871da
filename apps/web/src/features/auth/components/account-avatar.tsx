import { Avatar, type AvatarProps } from 'antd';

/** An account's picture, or the first letter of its name. */
export function AccountAvatar({
  name,
  avatarUrl,
  size,
}: {
  name: string;
  avatarUrl: string | null;
  size?: AvatarProps['size'];
}) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <Avatar size={size} src={avatarUrl ?? undefined} aria-hidden>
      {initial}
    </Avatar>
  );
}
