import { Flex, Spin, type FlexProps } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_AREA = {
  role: 'status',
  'aria-live': 'polite',
  align: 'center',
  justify: 'center',
  style: { minHeight: '100%', height: '100%', flex: 1, padding: 48 },
} as const satisfies Partial<FlexProps>;

const LARGE = 'large';

/** A spinner filling the area it is given: the whole window while the first screen loads. */
export function FullLoading() {
  const { t } = useTranslation();
  return (
    <Flex {...STATUS_AREA} aria-label={t('common.loading')}>
      <Spin size={LARGE} />
    </Flex>
  );
}
