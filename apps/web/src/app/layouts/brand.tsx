import { ApiOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../lib/paths';

/** The product mark and name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to={HOME_PATH}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        fontSize: 18,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      <ApiOutlined aria-hidden style={{ color: token.colorPrimary, fontSize: 22 }} />
      {t('app.name')}
    </Link>
  );
}
