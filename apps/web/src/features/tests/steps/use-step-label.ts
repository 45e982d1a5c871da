import { useCallback } from 'react';
import type { TestStep, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';

/**
 * What a step's row says: its own name when it has one; else what it does ("Wait 500 ms",
 * "Repeat 3 times"), and for a request, its endpoint's name or its method and address.
 */
export function useStepLabel(endpoints: ReadonlyMap<string, TreeNode>): (step: TestStep) => string {
  const { t } = useTranslation();
  return useCallback(
    (step: TestStep) => {
      if (step.name.trim() !== '') return step.name;
      switch (step.type) {
        case 'request': {
          if (step.source.kind !== 'custom') {
            const endpoint = endpoints.get(step.source.endpointId);
            if (endpoint) return endpoint.name;
          }
          const url = step.request.url.trim();
          return url === '' ? t('tests.steps.kinds.custom') : url;
        }
        case 'group':
          return t('tests.steps.kinds.group');
        case 'if':
          return t('tests.steps.labels.if', {
            left: step.condition.left,
            comparator: t(`tests.comparators.${step.condition.comparator}`),
            right: step.condition.right,
          });
        case 'for-each':
          return t('tests.steps.labels.forEach', { name: step.as, list: step.list });
        case 'repeat':
          return t('tests.steps.labels.repeat', { n: step.times });
        case 'wait':
          return t('tests.steps.labels.wait', { n: step.ms });
        case 'script':
          return t('tests.steps.kinds.script');
      }
    },
    [t, endpoints],
  );
}
