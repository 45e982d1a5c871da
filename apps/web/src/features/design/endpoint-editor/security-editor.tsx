import { Alert, Button, Card, Flex, Radio, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SecurityRequirement } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useEditMemory } from './lib/use-edit-memory';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface SecurityEditorProps {
  /** null: the project's security; []: no auth; otherwise any one of the requirements. */
  security: SecurityRequirement[] | null;
  onChange(security: SecurityRequirement[] | null): void;
  /** The project's security scheme names. */
  schemes: string[];
  readOnly: boolean;
}

type SecurityMode = 'inherit' | 'none' | 'custom';

const MODES = ['inherit', 'none', 'custom'] as const;
const MODE_KEYS = {
  inherit: 'design.endpoint.security.inherit',
  none: 'design.endpoint.security.none',
  custom: 'design.endpoint.security.custom',
} as const satisfies Record<SecurityMode, string>;
const MULTIPLE = 'multiple';
const TAGS = 'tags';
const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const FULL = { width: '100%' } as const;
const SCHEME_LABEL = { minWidth: 160 } as const;

function modeOf(security: SecurityRequirement[] | null): SecurityMode {
  if (security === null) return 'inherit';
  return security.length === 0 ? 'none' : 'custom';
}

/**
 * Who may call the endpoint: as the project says, anyone, or any one of a list of requirements
 * (each: all of its schemes, with OAuth2 / OpenID scopes as free text).
 */
export function SecurityEditor({ security, onChange, schemes, readOnly }: SecurityEditorProps) {
  const { t } = useTranslation();
  const memory = useEditMemory<SecurityRequirement[]>(security);
  const mode = modeOf(security);
  const requirements = security ?? [];
  const emit = (next: SecurityRequirement[] | null) => onChange(memory.emitted(next));
  const unknown = [
    ...new Set(requirements.flatMap((requirement) => Object.keys(requirement))),
  ].filter((name) => !schemes.includes(name));
  const schemeOptions = [...schemes, ...unknown].map((name) => ({ value: name, label: name }));

  const switchMode = (next: SecurityMode) => {
    if (mode === 'custom') memory.remember('custom', requirements);
    if (next === 'inherit') emit(null);
    else if (next === 'none') emit([]);
    else emit(memory.recall('custom') ?? [{ [schemes[0]!]: [] }]);
  };
  const update = (index: number, requirement: SecurityRequirement) =>
    emit(requirements.with(index, requirement));
  const pickSchemes = (index: number, names: string[]) => {
    const old = requirements[index]!;
    update(index, Object.fromEntries(names.map((name) => [name, old[name] ?? []])));
  };

  return (
    <Flex vertical gap={12} data-testid={TEST_IDS.security}>
      <Radio.Group
        aria-label={t('design.endpoint.security.mode')}
        data-testid={TEST_IDS.securityMode}
        value={mode}
        onChange={(event) => switchMode(event.target.value as SecurityMode)}
        options={MODES.map((value) => ({
          value,
          label: t(MODE_KEYS[value]),
          // A requirement names a scheme: without any there is nothing to pick.
          disabled: readOnly || (value === 'custom' && mode !== 'custom' && schemes.length === 0),
        }))}
      />
      {mode !== 'custom' && schemes.length === 0 && (
        <Typography.Text type={SECONDARY}>
          {t('design.endpoint.security.noSchemes')}
        </Typography.Text>
      )}
      {unknown.length > 0 && (
        <Alert
          type={WARNING}
          showIcon
          title={t('design.endpoint.security.unknownSchemes', { names: unknown.join(', ') })}
        />
      )}
      {mode === 'custom' &&
        requirements.map((requirement, index) => (
          <Card
            key={index}
            size={SMALL}
            data-testid={`endpoint-security-${index}`}
            title={
              index === 0
                ? t('design.endpoint.security.requirement')
                : t('design.endpoint.security.alternative')
            }
            extra={
              !readOnly &&
              requirements.length > 1 && (
                <Button
                  type={TEXT}
                  danger
                  size={SMALL}
                  icon={<DeleteOutlined />}
                  aria-label={t('design.endpoint.security.removeAt', { index: index + 1 })}
                  onClick={() => emit(requirements.filter((_, at) => at !== index))}
                />
              )
            }
          >
            <Flex vertical gap={8}>
              <Select<string[]>
                mode={MULTIPLE}
                style={FULL}
                aria-label={t('design.endpoint.security.schemesAt', { index: index + 1 })}
                placeholder={t('design.endpoint.security.anonymous')}
                value={Object.keys(requirement)}
                options={schemeOptions}
                onChange={(names) => pickSchemes(index, names)}
              />
              {Object.entries(requirement).map(([name, scopes]) => (
                <Flex key={name} gap={8} align={UI.center}>
                  <Typography.Text style={SCHEME_LABEL}>{name}</Typography.Text>
                  <Select<string[]>
                    mode={TAGS}
                    style={FULL}
                    aria-label={t('design.endpoint.security.scopesOf', { name })}
                    placeholder={t('design.endpoint.security.scopes')}
                    value={scopes}
                    open={false}
                    onChange={(next) => update(index, { ...requirement, [name]: next })}
                  />
                </Flex>
              ))}
            </Flex>
          </Card>
        ))}
      {mode === 'custom' && !readOnly && (
        <Button
          type={DASHED}
          icon={<PlusOutlined />}
          onClick={() => emit([...requirements, schemes[0] ? { [schemes[0]]: [] } : {}])}
        >
          {t('design.endpoint.security.addAlternative')}
        </Button>
      )}
    </Flex>
  );
}
