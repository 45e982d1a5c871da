import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePersonalSpace } from '../../../lib/teams/get-personal-space';
import { useTeams } from '../../../lib/teams/list-teams';

const TEAM_ID = 'teamId';

export interface BillingTeam {
  id: string;
  name: string;
  isPersonal: boolean;
  /** Whether the caller manages it (buys for it): its admins, the owner of a personal space. */
  isAdmin: boolean;
}

/**
 * The team the billing screens are about, kept in the address (`?teamId=`) so a reload, a shared
 * link or an upgrade prompt opens the same one; the personal space when none is named. The
 * choices are the personal space and the teams the caller belongs to.
 */
export function useBillingTeam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const personal = usePersonalSpace();
  const teams = useTeams();
  const asked = searchParams.get(TEAM_ID) ?? undefined;

  const choices = useMemo<BillingTeam[]>(() => {
    const list: BillingTeam[] = [];
    if (personal.data) {
      list.push({
        id: personal.data.id,
        name: personal.data.name,
        isPersonal: true,
        isAdmin: true,
      });
    }
    for (const team of teams.data?.items ?? []) {
      if (team.isPersonal || team.id === personal.data?.id) continue;
      list.push({ id: team.id, name: team.name, isPersonal: false, isAdmin: team.isAdmin });
    }
    return list;
  }, [personal.data, teams.data]);

  // A team named in the address is used even before the lists arrive (or when the caller is a
  // super admin outside it): the subscription answer says whether it may be seen.
  const teamId = asked ?? personal.data?.id;
  const team = choices.find((choice) => choice.id === teamId);

  const setTeamId = useCallback(
    (next: string) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === personal.data?.id) params.delete(TEAM_ID);
        else params.set(TEAM_ID, next);
        // Another team's list starts on its first page.
        params.delete('page');
        return params;
      });
    },
    [setSearchParams, personal.data?.id],
  );

  return {
    teamId,
    team,
    choices,
    personalId: personal.data?.id,
    setTeamId,
    isLoading: personal.isPending || teams.isPending,
    error: personal.error ?? teams.error,
  };
}
