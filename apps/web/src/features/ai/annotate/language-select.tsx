import { useId } from 'react';
import { Flex, Select } from 'antd';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { AI_TEST_IDS } from '../test-ids';

const CENTER = 'center';
// Each language by its own name, as the language switcher shows them.
const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NATIVE_NAMES[language],
}));

/** The language the model writes the values in. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Flex align={CENTER} gap={8}>
      <label htmlFor={id}>{t('ai.annotate.language')}</label>
      <Select<Language>
        id={id}
        value={value}
        onChange={onChange}
        options={OPTIONS}
        style={{ minWidth: 200 }}
        data-testid={AI_TEST_IDS.language}
      />
    </Flex>
  );
}
