import { useMemo } from 'react';
import { ENGLISH_REPORT_LABELS, type ReportLabels } from '@heron/engine/testing';
import { useTranslation } from 'react-i18next';

const LABEL_NAMES = Object.keys(ENGLISH_REPORT_LABELS) as (keyof ReportLabels)[];

/**
 * The HTML report's words in the reader's language (`tests.reportLabels`). The engine puts the
 * number in a label's `{n}` itself, so those translations keep `{n}` as it is.
 */
export function useReportLabels(): ReportLabels {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        LABEL_NAMES.map((name) => [name, t(`tests.reportLabels.${name}`)]),
      ) as unknown as ReportLabels,
    // `t` is a new function after a language switch (react-i18next), so the labels follow it.
    [t],
  );
}
