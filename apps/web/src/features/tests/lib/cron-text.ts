import cronstrue from 'cronstrue';
// Each locale registers itself on cronstrue when loaded; about 5 KB minified each.
import 'cronstrue/locales/id.js';
import 'cronstrue/locales/ja.js';
import 'cronstrue/locales/zh_CN.js';
import 'cronstrue/locales/zh_TW.js';
import { normalizeLanguage, type Language } from '@heron/contract';

/** cronstrue's name of each interface language. */
const CRON_LOCALES: Record<Language, string> = {
  en: 'en',
  'zh-CN': 'zh_CN',
  ja: 'ja',
  id: 'id',
  'zh-Hant': 'zh_TW',
};

/**
 * A five-field cron expression read aloud in the interface language ("At 09:00, Monday through
 * Friday", "在09:00, 星期一至星期五"), times on the 24-hour clock as the server reads them. Null
 * when cronstrue cannot read it: the expression is then shown alone.
 */
export function describeCron(expression: string, language: string): string | null {
  const trimmed = expression.trim();
  if (trimmed.split(/\s+/).length !== 5) return null;
  try {
    return cronstrue.toString(trimmed, {
      locale: CRON_LOCALES[normalizeLanguage(language) ?? 'en'],
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return null;
  }
}
