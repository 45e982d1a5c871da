import {
  AutoComplete,
  ColorPicker,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Switch,
  Typography,
  type ColorPickerProps,
  type FormInstance,
  type FormRule,
} from 'antd';
import {
  AVATAR_MAX_BYTES,
  DOC_DEFAULT_ACCENT,
  DOC_PASSWORD_MAX_LENGTH,
  DOC_PUBLISH_MODES,
  DOC_SLUG_MAX_LENGTH,
  DOC_TITLE_MAX_LENGTH,
  DOC_VISIBILITIES,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type DocSite,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { LogoInput } from './logo-input';
import { SiteAddress } from './site-address';
import type { SiteDraft, SiteField } from './site-draft';
import { useServerSuggestions } from './use-server-suggestions';

const OFF = 'off';
const NEW_PASSWORD = 'new-password';
const CHECKED = 'checked';
const HOST_NAME_MAX_LENGTH = 253;
const URL_MAX_LENGTH = 2000;
const MEGABYTE = 1024 * 1024;
const SPACE_BETWEEN = 'space-between';
const SECONDARY = 'secondary';
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }));
const ACCENT_PRESET_COLOURS = [DOC_DEFAULT_ACCENT];
type PickedColour = Parameters<NonNullable<ColorPickerProps['onChange']>>[0];
/** The picker hands back a colour object; the site stores `#RRGGBB`. */
const hexOf = (colour: PickedColour) => colour.toHexString().toUpperCase();
const FIELD: { [K in SiteField]: K } = {
  enabled: 'enabled',
  slug: 'slug',
  hostName: 'hostName',
  visibility: 'visibility',
  password: 'password',
  publishMode: 'publishMode',
  language: 'language',
  title: 'title',
  accentColor: 'accentColor',
  logoUrl: 'logoUrl',
  tryItEnabled: 'tryItEnabled',
  tryItServerUrl: 'tryItServerUrl',
};

export interface SiteFieldsProps {
  projectId: string;
  projectName: string;
  /** The site as saved: its address is shown under the slug. */
  site: DocSite;
  /** The site the draft started from: whether a password is set. */
  base: DocSite;
  form: FormInstance<SiteDraft>;
  rule: (field: SiteField) => FormRule;
  canManage: boolean;
  /** A logo was uploaded: the site changed on the server (its logo, its version). */
  onLogoUploaded: (site: DocSite) => void;
}

/** The site form's fields, each with its help line. */
export function SiteFields({
  projectId,
  projectName,
  site,
  base,
  form,
  rule,
  canManage,
  onLogoUploaded,
}: SiteFieldsProps) {
  const { t, i18n } = useTranslation();
  const logoMaxSize = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(AVATAR_MAX_BYTES / MEGABYTE);
  const visibility = Form.useWatch(FIELD.visibility, form) ?? base.visibility;
  const publishMode = Form.useWatch(FIELD.publishMode, form) ?? base.publishMode;
  const isTryItOn = Form.useWatch(FIELD.tryItEnabled, form) ?? base.tryIt.enabled;
  // Only those who may change the site pick a server; for the others the field is shown as is.
  const servers = useServerSuggestions(projectId, canManage);

  return (
    <>
      <Form.Item
        name={FIELD.enabled}
        label={t('docs.site.enabled')}
        valuePropName={CHECKED}
        extra={t('docs.site.enabledHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={FIELD.slug}
        label={t('docs.site.slug')}
        rules={[rule(FIELD.slug)]}
        extra={<SiteAddress site={site} />}
      >
        <Input
          autoComplete={OFF}
          maxLength={DOC_SLUG_MAX_LENGTH}
          placeholder={t('docs.site.slugHelp')}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.hostName}
        label={t('docs.site.hostName')}
        rules={[rule(FIELD.hostName)]}
        extra={t('docs.site.hostNameHelp')}
      >
        <Input
          autoComplete={OFF}
          maxLength={HOST_NAME_MAX_LENGTH}
          placeholder={t('docs.site.hostNamePlaceholder')}
        />
      </Form.Item>
      <Form.Item name={FIELD.visibility} label={t('docs.site.visibility')}>
        <Radio.Group
          options={DOC_VISIBILITIES.map((value) => ({
            value,
            label: t(`docs.site.visibilities.${value}`),
          }))}
        />
      </Form.Item>
      {visibility === 'password' && (
        <Form.Item
          name={FIELD.password}
          label={t('docs.site.password')}
          rules={[rule(FIELD.password)]}
          extra={t('docs.site.passwordHelp')}
        >
          <Input.Password
            autoComplete={NEW_PASSWORD}
            maxLength={DOC_PASSWORD_MAX_LENGTH}
            placeholder={base.hasPassword ? t('docs.site.passwordUnchanged') : undefined}
          />
        </Form.Item>
      )}
      <Form.Item
        name={FIELD.publishMode}
        label={t('docs.site.publishMode')}
        extra={t(`docs.site.publishModeHelp.${publishMode}`)}
      >
        <Radio.Group
          options={DOC_PUBLISH_MODES.map((value) => ({
            value,
            label: t(`docs.site.publishModes.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.language}
        label={t('docs.site.language')}
        extra={t('docs.site.languageHelp')}
      >
        <Select options={LANGUAGE_OPTIONS} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name={FIELD.title}
        label={t('docs.site.siteTitle')}
        rules={[rule(FIELD.title)]}
        extra={t('docs.site.siteTitleHelp')}
      >
        <Input autoComplete={OFF} maxLength={DOC_TITLE_MAX_LENGTH} placeholder={projectName} />
      </Form.Item>
      <Form.Item
        name={FIELD.accentColor}
        label={t('docs.site.accentColor')}
        rules={[rule(FIELD.accentColor)]}
        getValueFromEvent={hexOf}
      >
        <ColorPicker
          showText
          disabledAlpha
          presets={[{ label: t('docs.site.accentColor'), colors: ACCENT_PRESET_COLOURS }]}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.logoUrl}
        label={t('docs.site.logoUrl')}
        rules={[rule(FIELD.logoUrl)]}
        extra={t('docs.site.logoHelp', { size: logoMaxSize })}
      >
        <LogoInput
          projectId={projectId}
          isSaved={site.version > 0}
          disabled={!canManage}
          onUploaded={onLogoUploaded}
        />
      </Form.Item>
      <Form.Item
        name={FIELD.tryItEnabled}
        label={t('docs.site.tryIt')}
        valuePropName={CHECKED}
        extra={t('docs.site.tryItHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={FIELD.tryItServerUrl}
        label={t('docs.site.tryItServer')}
        rules={[rule(FIELD.tryItServerUrl)]}
        extra={t('docs.site.tryItServerHelp')}
      >
        <AutoComplete
          options={servers.map((server) => ({
            value: server.value,
            label: server.environment ? (
              <Flex justify={SPACE_BETWEEN} gap={12}>
                <span>{server.value}</span>
                <Typography.Text type={SECONDARY}>
                  {t('docs.site.fromEnvironment', { name: server.environment })}
                </Typography.Text>
              </Flex>
            ) : (
              server.value
            ),
          }))}
          // Its own `disabled` overrides the form's: a reader's form stays disabled throughout.
          disabled={!canManage || !isTryItOn}
          maxLength={URL_MAX_LENGTH}
          placeholder={t('docs.site.tryItServerPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
