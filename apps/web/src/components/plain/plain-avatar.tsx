import './plain.css';

/** An account's picture, or the first letter of its name, in antd's round avatar. */
export function PlainAvatar({
  name,
  avatarUrl,
  size,
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'large';
}) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span
      className={size === 'large' ? 'plain-avatar plain-avatar-large' : 'plain-avatar'}
      aria-hidden
    >
      {avatarUrl ? <img src={avatarUrl} alt="" /> : initial}
    </span>
  );
}
