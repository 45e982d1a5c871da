import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillingTeam } from '../lib/use-billing-team';

const PICKER_WIDTH = 260;

export interface TeamPickerProps {
  value: string | undefined;
  choices: BillingTeam[];
  loading: boolean;
  onChange: (teamId: string) => void;
}

/** Which space the billing screen is about: the personal space or one of the caller's teams. */
export function TeamPicker({ value, choices, loading, onChange }: TeamPickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('billing.teamPicker.label')}
      value={choices.some((choice) => choice.id === value) ? value : undefined}
      loading={loading}
      onChange={onChange}
      style={{ width: PICKER_WIDTH }}
      placeholder={t('billing.teamPicker.label')}
      options={choices.map((choice) => ({
        value: choice.id,
        label: choice.isPersonal ? t('billing.teamPicker.personal') : choice.name,
      }))}
    />
  );
}
