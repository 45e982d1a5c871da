import { useState } from 'react';
import { Flex, Form, Modal, Select, Typography } from 'antd';
import type { EndpointCase, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { nodeMatches, searchTokens } from '../../../lib/design/tree-index';
import { useEndpointCases } from '../../debug';
import { TESTS_TEST_IDS } from '../test-ids';
import { MethodTag } from './method-tag';

const VERTICAL = 'vertical';
const SECONDARY = 'secondary';
const CENTER = 'center';

/** What the picker picks: an endpoint, or one of its saved cases. */
export type PickerMode = 'endpoint' | 'case';

export interface PickedRequest {
  endpoint: TreeNode;
  /** The chosen case, in `case` mode. */
  savedCase: EndpointCase | null;
}

export interface EndpointPickerProps {
  projectId: string;
  /** Open in this mode; null when closed. */
  mode: PickerMode | null;
  endpoints: readonly TreeNode[];
  isLoading: boolean;
  onClose: () => void;
  onPick: (picked: PickedRequest) => void;
}

/**
 * Picks an endpoint of the design (searched by name, path or method, as the tree searches) and,
 * for a case step, one of its saved cases. The list is antd's Select, which draws only the rows
 * in view, so a design of thousands of endpoints stays quick.
 */
export function EndpointPicker({
  projectId,
  mode,
  endpoints,
  isLoading,
  onClose,
  onPick,
}: EndpointPickerProps) {
  const { t } = useTranslation();
  const [endpointId, setEndpointId] = useState<string | null>(null);
  const [savedCase, setSavedCase] = useState<EndpointCase | null>(null);
  const isCase = mode === 'case';
  const endpoint = endpoints.find((node) => node.id === endpointId) ?? null;
  const isReady = endpoint !== null && (!isCase || savedCase !== null);

  const options = endpoints.map((node) => ({
    value: node.id,
    label: (
      <Flex align={CENTER} gap={8} style={{ minWidth: 0 }}>
        {node.method && <MethodTag method={node.method} />}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{node.name}</span>
        <Typography.Text type={SECONDARY} ellipsis style={{ minWidth: 0 }}>
          {node.path}
        </Typography.Text>
      </Flex>
    ),
    node,
  }));

  const reset = () => {
    setEndpointId(null);
    setSavedCase(null);
  };

  return (
    <Modal
      open={mode !== null}
      title={isCase ? t('tests.picker.caseTitle') : t('tests.picker.endpointTitle')}
      okText={t('tests.picker.add')}
      cancelText={t('tests.common.cancel')}
      okButtonProps={{ disabled: !isReady }}
      onOk={() => {
        if (!endpoint) return;
        onPick({ endpoint, savedCase: isCase ? savedCase : null });
        onClose();
      }}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
      data-testid={TESTS_TEST_IDS.picker}
    >
      <Form layout={VERTICAL} component={false}>
        <Form.Item label={t('tests.picker.endpoint')} htmlFor={`${TESTS_TEST_IDS.picker}-endpoint`}>
          <Select
            id={`${TESTS_TEST_IDS.picker}-endpoint`}
            showSearch={{
              filterOption: (input, option) =>
                option ? nodeMatches(option.node, searchTokens(input)) : false,
            }}
            value={endpointId}
            options={options}
            loading={isLoading}
            placeholder={t('tests.picker.endpointPlaceholder')}
            notFoundContent={t('tests.picker.noEndpoints')}
            onChange={(value: string) => {
              setEndpointId(value);
              setSavedCase(null);
            }}
            style={{ width: '100%' }}
            data-testid={TESTS_TEST_IDS.pickerEndpoint}
          />
        </Form.Item>
        {isCase && endpointId !== null && (
          <CaseSelect
            projectId={projectId}
            endpointId={endpointId}
            value={savedCase}
            onChange={setSavedCase}
          />
        )}
      </Form>
    </Modal>
  );
}

/** One of an endpoint's saved cases, fetched when the endpoint is chosen. */
function CaseSelect({
  projectId,
  endpointId,
  value,
  onChange,
}: {
  projectId: string;
  endpointId: string;
  value: EndpointCase | null;
  onChange: (savedCase: EndpointCase | null) => void;
}) {
  const { t } = useTranslation();
  const cases = useEndpointCases(projectId, endpointId);
  const items = cases.data ?? [];
  const id = `${TESTS_TEST_IDS.picker}-case`;
  return (
    <Form.Item label={t('tests.picker.case')} htmlFor={id}>
      <Select
        id={id}
        value={value?.id ?? null}
        options={items.map((item) => ({ value: item.id, label: item.name }))}
        loading={cases.isPending}
        placeholder={t('tests.picker.casePlaceholder')}
        notFoundContent={t('tests.picker.noCases')}
        onChange={(caseId: string) => onChange(items.find((item) => item.id === caseId) ?? null)}
        style={{ width: '100%' }}
        data-testid={TESTS_TEST_IDS.pickerCase}
      />
    </Form.Item>
  );
}
