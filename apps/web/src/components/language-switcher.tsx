import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  normalizeLanguage,
  FALLBACK_LANGUAGE,
  type Language,
} from '@heron/contract';
import { PlainButton } from './plain/plain-button';
import { PlainIcon } from './plain/plain-icon';
import { toast } from './plain/plain-toast';
import { switchI18nLanguage } from '../lib/switch-language';
import { isChunkLoadError } from '../lib/load-chunk';

const TEXT = 'text';
const MENU = 'menu';

/**
 * A button naming the current language; its menu switches and remembers the choice. Without
 * antd (issue 20), so the sign-in screens can show it: a menu button after the ARIA pattern
 * (arrows, Home, End, Escape; the current language is focused when it opens). Shared: the
 * sign-in, signed-in and project workspace frames all show it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    items.current[LANGUAGES.indexOf(current)]?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [isOpen, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (language: Language) => {
    close();
    // The language's texts are fetched first; when they cannot be, the screen stays as it is
    // and says which file failed.
    switchI18nLanguage(i18n, language).catch((error: unknown) => {
      const id = isChunkLoadError(error) ? error.chunkId : language;
      toast.error(t('chunkError.title', { id }));
    });
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const at = items.current.findIndex((item) => item === document.activeElement);
    const last = LANGUAGES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items.current[to]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const language = LANGUAGES[at];
      if (language) choose(language);
    }
  };

  return (
    <div className="plain-menu-anchor" ref={anchor}>
      <PlainButton
        ref={button}
        variant={TEXT}
        icon={<PlainIcon icon={GlobalOutlined} />}
        aria-label={t('language.current', { language: LANGUAGE_NATIVE_NAMES[current] })}
        aria-haspopup={MENU}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        {LANGUAGE_NATIVE_NAMES[current]}
      </PlainButton>
      {isOpen && (
        <ul className="plain-menu" id={menuId} role="menu" onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map((language, index) => (
            <li
              key={language}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              className="plain-menu-item"
              aria-current={language === current || undefined}
              onClick={() => choose(language)}
            >
              {/* Each language is listed in itself, so a reader finds theirs whatever is shown. */}
              <span lang={language}>{LANGUAGE_NATIVE_NAMES[language]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
