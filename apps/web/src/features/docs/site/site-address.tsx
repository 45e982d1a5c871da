import { Flex, Typography } from 'antd';
import type { DocSite } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { OpenLinkButton } from '../components/open-link-button';
import { DOCS_TEST_IDS } from '../test-ids';

const CENTER = 'center';
const SECONDARY = 'secondary';
const BREAK_ALL = { wordBreak: 'break-all' } as const;

/**
 * Where readers find the site, as saved (the address follows a new slug once it is saved), with
 * copy and open. Before the first save there is nothing to open yet, and it says so.
 */
export function SiteAddress({ site }: { site: DocSite }) {
  const { t } = useTranslation();
  const isSaved = site.version > 0;
  return (
    <Flex vertical gap={2}>
      <Flex align={CENTER} gap={4} wrap>
        <Typography.Text code style={BREAK_ALL} data-testid={DOCS_TEST_IDS.siteUrl}>
          {site.url}
        </Typography.Text>
        <CopyButton
          text={site.url}
          label={t('docs.site.copyUrl')}
          data-testid={DOCS_TEST_IDS.copySiteUrl}
        />
        <OpenLinkButton
          url={site.url}
          label={t('docs.site.openUrl')}
          disabled={!isSaved}
          data-testid={DOCS_TEST_IDS.openSiteUrl}
        />
      </Flex>
      {!isSaved && <Typography.Text type={SECONDARY}>{t('docs.site.notSavedYet')}</Typography.Text>}
    </Flex>
  );
}
