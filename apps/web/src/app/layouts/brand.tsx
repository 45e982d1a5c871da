import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainIcon } from '../../components/plain/plain-icon';
import { HOME_PATH } from '../../lib/paths';
import './brand.css';

/** The product mark and name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="brand">
      <PlainIcon icon={ApiOutlined} className="brand-mark" />
      {t('app.name')}
    </Link>
  );
}
