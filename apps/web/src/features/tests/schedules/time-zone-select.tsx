import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeZoneNames, timeZoneOffset } from '../lib/time-zones';

/** How a typed search matches a zone: anywhere in its name or offset, any case. */
function matches(input: string, option?: { label: string }): boolean {
  return (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
}

/**
 * Every IANA time zone the browser knows, each with its offset now, searchable ("shang",
 * "+08"). Controlled by a form item: `value` and `onChange` come from it.
 */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  testId,
}: {
  id?: string;
  value?: string;
  onChange?: (timeZone: string) => void;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const options = useMemo(
    () =>
      timeZoneNames().map((zone) => {
        const offset = timeZoneOffset(zone, i18n.language);
        return { value: zone, label: offset ? `${zone} (${offset})` : zone };
      }),
    [i18n.language],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: matches }}
      data-testid={testId}
    />
  );
}
