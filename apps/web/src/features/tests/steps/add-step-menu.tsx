import { Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FLOW_STEP_TYPES, type FlowStepType } from '../lib/new-step';
import { TESTS_TEST_IDS } from '../test-ids';
import { StepIcon } from './step-icon';

const CLICK: DropdownProps['trigger'] = ['click'];
const DIVIDER = 'divider';
const REQUEST = 'request';

/** What "Add step" adds: a request of one of three sources, or a step of the flow. */
export type AddStepChoice = 'endpoint' | 'case' | 'custom' | FlowStepType;

const REQUEST_CHOICES = ['endpoint', 'case', 'custom'] as const;
const CHOICES: readonly AddStepChoice[] = [...REQUEST_CHOICES, ...FLOW_STEP_TYPES];

/** The "Add step" button and its menu. */
export function AddStepMenu({ onChoose }: { onChoose: (choice: AddStepChoice) => void }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    ...REQUEST_CHOICES.map((choice) => ({
      key: choice,
      icon: <StepIcon type={REQUEST} />,
      label: t(`tests.steps.add.${choice}`),
    })),
    { type: DIVIDER },
    ...FLOW_STEP_TYPES.map((type) => ({
      key: type,
      icon: <StepIcon type={type} />,
      label: t(`tests.steps.kinds.${type}`),
    })),
  ];
  return (
    <Dropdown
      trigger={CLICK}
      menu={{
        items,
        onClick: ({ key }) => {
          const choice = CHOICES.find((candidate) => candidate === key);
          if (choice) onChoose(choice);
        },
      }}
    >
      <Button icon={<PlusOutlined />} data-testid={TESTS_TEST_IDS.addStep}>
        {t('tests.steps.add.button')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
