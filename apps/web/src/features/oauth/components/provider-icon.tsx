import { GithubOutlined, GoogleOutlined, WechatOutlined } from '@ant-design/icons';
import type { OAuthProvider } from '@heron/contract';

const ICONS = { google: GoogleOutlined, github: GithubOutlined, wechat: WechatOutlined } as const;

export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  const Icon = ICONS[provider];
  return <Icon aria-hidden />;
}
