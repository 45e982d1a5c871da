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

/**
 * What the caller may do on the whole instance, asked by everyone so the web app offers the
 * super admins' screens only to them instead of probing an admin list and getting a 403 (issue 21).
 */
export const instanceAbilitiesSchema = z
  .object({
    /** See every order and invoice application of the instance. */
    viewAllBilling: z.boolean(),
    /** Issue the invoices people applied for. */
    issueInvoices: z.boolean(),
    /** Put a team on a plan by hand. */
    setTeamPlans: z.boolean(),
  })
  .meta({ id: 'InstanceAbilities' });
export type InstanceAbilities = z.infer<typeof instanceAbilitiesSchema>;
