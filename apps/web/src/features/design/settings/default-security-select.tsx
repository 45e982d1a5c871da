import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { refName, requirementValue, type RequirementDraft, type SchemeRow } from './settings-draft';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const MULTIPLE = 'multiple';

export interface DefaultSecuritySelectProps {
  schemes: SchemeRow[];
  value: RequirementDraft[];
  onChange: (next: RequirementDraft[]) => void;
  readOnly: boolean;
}

/**
 * The project's default security (OpenAPI top-level `security`): endpoints that do not set their
 * own accept any one of the picked schemes. Requirements read from an import that combine
 * schemes or name scopes are offered as they are and kept unchanged while picked.
 */
export function DefaultSecuritySelect({
  schemes,
  value,
  onChange,
  readOnly,
}: DefaultSecuritySelectProps) {
  const { t } = useTranslation();
  const labelOf = (requirement: RequirementDraft) =>
    requirement.length === 0
      ? t('design.settings.anonymous')
      : requirement.map((part) => refName(part.ref, schemes) || '?').join(' + ');

  const singles: RequirementDraft[] = schemes.map((row) => [{ ref: row.key, scopes: [] }]);
  const choices = new Map<string, RequirementDraft>();
  for (const requirement of [...singles, ...value]) {
    const key = requirementValue(requirement);
    // What is picked (with its scopes) wins over the plain offer.
    if (!choices.has(key) || value.includes(requirement)) choices.set(key, requirement);
  }

  return (
    <Select
      mode={MULTIPLE}
      aria-label={t('design.settings.defaultSecurity')}
      placeholder={t('design.settings.noDefaultSecurity')}
      disabled={readOnly}
      value={value.map(requirementValue)}
      onChange={(keys: string[]) =>
        onChange(keys.flatMap((key) => (choices.has(key) ? [choices.get(key)!] : [])))
      }
      options={[...choices].map(([key, requirement]) => ({
        value: key,
        label: labelOf(requirement),
      }))}
      style={{ width: '100%' }}
      data-testid={DESIGN_TEST_IDS.settingsSecurity}
    />
  );
}
