import { App, Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  normalizeLanguage,
  FALLBACK_LANGUAGE,
} from '@heron/contract';
import { switchLanguage } from './i18n';
import { isChunkLoadError } from '../lib/load-chunk';

const CLICK_TRIGGER: DropdownProps['trigger'] = ['click'];

const ITEMS: MenuProps['items'] = LANGUAGES.map((language) => ({
  key: language,
  // Each language is listed in itself, so a reader finds theirs whatever is shown now.
  label: <span lang={language}>{LANGUAGE_NATIVE_NAMES[language]}</span>,
}));

/** A button naming the current language; its menu switches and remembers the choice. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const current = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  return (
    <Dropdown
      trigger={CLICK_TRIGGER}
      menu={{
        items: ITEMS,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          const language = normalizeLanguage(key);
          if (!language) return;
          // The language's texts are fetched first; when they cannot be, the screen stays as it is
          // and says which file failed.
          switchLanguage(language).catch((error: unknown) => {
            const id = isChunkLoadError(error) ? error.chunkId : language;
            void message.error(t('chunkError.title', { id }));
          });
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.current', { language: LANGUAGE_NATIVE_NAMES[current] })}
      >
        {LANGUAGE_NATIVE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}
