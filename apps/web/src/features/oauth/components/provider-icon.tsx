import GithubOutlined from '@ant-design/icons-svg/es/asn/GithubOutlined';
import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import type { OAuthProvider } from '@heron/contract';
import { PlainIcon } from '../../../components/plain/plain-icon';

const ICONS = { google: GoogleOutlined, github: GithubOutlined, wechat: WechatOutlined } as const;

/** A provider's mark, drawn without antd's icon runtime (the sign-in screen shows it). */
export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  return <PlainIcon icon={ICONS[provider]} />;
}
