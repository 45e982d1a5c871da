import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats counts the way the interface language writes numbers (1,234 · 1.234 · 1,234). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
