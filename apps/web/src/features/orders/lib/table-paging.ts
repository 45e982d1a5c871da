import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page of a list the server pages, as the billing tables receive it. */
export interface TablePaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
}

/** The pagination of a billing table: the server's page, a size changer and the total. */
export function useTablePagination({
  page,
  pageSize,
  total,
  onPageChange,
}: TablePaging): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    onChange: onPageChange,
    showTotal: (count) => t('billing.common.total', { count }),
  };
}
