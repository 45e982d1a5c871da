import { z } from 'zod';
import { planIdSchema } from './workspace-common.js';

/**
 * What only the instance's enterprise super admins (SUPER_ADMIN_EMAILS) may do. Until the billing
 * issue sells plans, this is how an operator puts a team on a plan.
 */

export const setTeamPlanBody = z.object({ plan: planIdSchema });

export const teamPlanResponse = z
  .object({ teamId: z.uuid(), plan: planIdSchema })
  .meta({ id: 'TeamPlan' });
