import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { validationMessage } from '../../../lib/contract-form';

/** An antd rule checking one value with a contract schema; the schema's message, translated. */
export function schemaRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new Error(validationMessage(t, result.error.issues[0]?.message ?? ''));
      }
    },
  };
}
