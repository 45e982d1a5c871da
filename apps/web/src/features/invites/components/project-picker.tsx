import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '@heron/contract';
import { useProjects } from '../../../lib/projects/list-projects';

/** The value standing for "the team itself, no project" when `allowTeam` is set. */
export const TEAM_SCOPE = '';

export interface ProjectPickerProps {
  teamId: string;
  /** The chosen project's id; TEAM_SCOPE for the team; undefined for none yet. */
  value: string | undefined;
  onChange: (projectId: string | undefined) => void;
  /** Offers "the whole team" as a choice (a team invite link grants no project). */
  allowTeam?: boolean;
  /** The id of the field, for its label. */
  id?: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * The team's projects the caller may invite to (spec §5: `can.invite`, which needs edit
 * permission on the project), searched on the server by name.
 */
export function ProjectPicker({
  teamId,
  value,
  onChange,
  allowTeam = false,
  id,
}: ProjectPickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  const projects = useProjects({
    tab: 'all',
    teamId,
    page: PAGINATION.defaultPage,
    pageSize: PAGINATION.maxPageSize,
    q,
  });

  // The chosen project, so it keeps its name while a search hides it from the options.
  const [chosen, setChosen] = useState<{ value: string; label: string }>();
  const found = (projects.data?.items ?? []).filter((project) => project.can.invite);
  const options = [
    ...(allowTeam ? [{ value: TEAM_SCOPE, label: t('invites.picker.team') }] : []),
    ...found.map((project) => ({ value: project.id, label: project.name })),
  ];
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) {
    options.push(chosen);
  }

  return (
    <Select<string>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer);
          setTimer(setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS));
        },
      }}
      style={{ width: '100%' }}
      placeholder={t('invites.picker.placeholder')}
      loading={projects.isFetching}
      value={value}
      options={options}
      onChange={(next) => {
        setChosen(options.find((option) => option.value === next));
        onChange(next);
      }}
      notFoundContent={projects.isFetching ? undefined : t('invites.picker.none')}
    />
  );
}
