import { lazy, Suspense } from 'react';
import { Tabs } from 'antd';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FullLoading } from '../../../components/full-loading';
import { loadChunk } from '../../../lib/load-chunk';
import { loadEnvironmentsPanel } from '../../debug';
import { loadDesignSettingsPanel } from '../../design';

// Each page is its own chunk, fetched when the Settings section first shows it.
const DesignSettingsPanel = lazy(() =>
  loadChunk('design-settings-panel', loadDesignSettingsPanel).then((component) => ({
    default: component,
  })),
);
const EnvironmentsPanel = lazy(() =>
  loadChunk('environments-panel', loadEnvironmentsPanel).then((component) => ({
    default: component,
  })),
);

const PAGES = ['design', 'environments'] as const;

/**
 * The workspace's Settings section (issue 21): the design's servers and security schemes, and
 * the environments and variables requests are sent with. Read-only for those who may not edit.
 */
export function ProjectSettingsSection({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const readOnly = !project.can.edit;
  return (
    <Tabs
      items={PAGES.map((key) => ({
        key,
        label: t(`projects.workspace.settingsTabs.${key}`),
        children: (
          <Suspense fallback={<FullLoading />}>
            {key === 'design' ? (
              <DesignSettingsPanel project={project} />
            ) : (
              <EnvironmentsPanel projectId={project.id} readOnly={readOnly} />
            )}
          </Suspense>
        ),
      }))}
    />
  );
}
