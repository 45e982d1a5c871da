import { useState } from 'react';
import { Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_RIGHTS,
  createAccessTokenBody,
  PAGINATION,
  type AccessTokenRight,
  type CreatedAccessToken,
} from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useProjects } from '../../../lib/projects/list-projects';
import { useContractForm } from '../../../lib/use-contract-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateAccessToken } from '../api/create-access-token';

// Props as constants: string literals inside JSX are reserved for translated text (lint).
const FORM_NAME = 'access-token-create';
const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FIELD = {
  name: 'name',
  projectIds: 'projectIds',
  right: 'right',
  expiresInDays: 'expiresInDays',
} as const;
const PRIMARY = 'primary';
const SUBMIT = 'submit';
const MULTIPLE = 'multiple';
const SECONDARY = 'secondary';
const ACTIONS = { gap: 8 } as const;
/** The expiry select's value for "no expiry" (the body's null). */
const NEVER = 0;
const DEFAULT_DAYS = 30;
const DEFAULT_RIGHT: AccessTokenRight = 'run';

interface Option {
  value: string;
  label: string;
}

interface Values {
  name?: string;
  projectIds?: string[];
  right?: string;
  expiresInDays?: number;
}

/**
 * A new token: its name, the projects it reaches (among those the person can see, searched on
 * the server), its right and its lifetime.
 */
export function CreateTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated(token: CreatedAccessToken): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { form, rule, error, submitWith } = useContractForm(createAccessTokenBody);
  const create = useCreateAccessToken();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const projects = useProjects({
    tab: 'all',
    page: 1,
    pageSize: PAGINATION.maxPageSize,
    q,
    teamId: undefined,
  });
  // The chosen projects keep their labels when a later search no longer finds them.
  const [picked, setPicked] = useState<Option[]>([]);
  const found: Option[] = (projects.data?.items ?? [])
    .filter((project) => !project.deletedAt)
    .map((project) => ({ value: project.id, label: `${project.name} · ${project.teamName}` }));
  const options = [
    ...found,
    ...picked.filter((option) => !found.some((other) => other.value === option.value)),
  ];

  const submit = (values: Values) =>
    submitWith(
      { ...values, expiresInDays: values.expiresInDays === NEVER ? null : values.expiresInDays },
      async (body) => onCreated(await create.mutateAsync(body)),
    );

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={{
        name: '',
        right: DEFAULT_RIGHT,
        expiresInDays: DEFAULT_DAYS,
        projectIds: [],
      }}
      onFinish={(values: Values) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item name={FIELD.name} label={t('accessTokens.name')} rules={[rule(FIELD.name)]}>
        <Input placeholder={t('accessTokens.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name={FIELD.projectIds}
        label={t('accessTokens.projects')}
        rules={[rule(FIELD.projectIds)]}
      >
        <Select
          mode={MULTIPLE}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          options={options}
          onChange={(ids: string[]) => setPicked(options.filter((o) => ids.includes(o.value)))}
          loading={projects.isFetching}
          placeholder={t('accessTokens.projectsPlaceholder')}
          notFoundContent={t('accessTokens.noProjects')}
        />
      </Form.Item>
      <Form.Item name={FIELD.right} label={t('accessTokens.right')} rules={[rule(FIELD.right)]}>
        <Radio.Group>
          <Flex vertical gap={4}>
            {ACCESS_TOKEN_RIGHTS.map((right) => (
              <Radio key={right} value={right}>
                {t(`accessTokens.rights.${right}`)}{' '}
                <Typography.Text type={SECONDARY}>
                  {t(`accessTokens.rightHints.${right}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item name={FIELD.expiresInDays} label={t('accessTokens.expiry')}>
        <Select
          options={[
            ...ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({
              value: days,
              label: t(`accessTokens.expiryOptions.${days}`),
            })),
            { value: NEVER, label: t('accessTokens.noExpiry') },
          ]}
        />
      </Form.Item>
      <Flex {...ACTIONS}>
        <Button type={PRIMARY} htmlType={SUBMIT} loading={create.isPending}>
          {t('accessTokens.create')}
        </Button>
        <Button onClick={onCancel}>{t('accessTokens.cancel')}</Button>
      </Flex>
    </Form>
  );
}
