/**
 * The outlet's account: /basic/sfSiteAccount (getListPage: the balance view for a period; getListByExcel; getBySite)
 * and /basic/sfSiteFinflow (getListPage, getListByExcel; add: headquarters records a deposit, a credit grant or a
 * payment received; check: every balance against its flows). Each body is zod-validated, each verb checked for its
 * permission and run in one transaction, in the caller's data scope.
 */
import { ACCOUNT_PERMISSIONS, ACCOUNT_RESOURCES, ACCOUNT_SCREEN, bizOk, FLOW_SCREEN, MANUAL_FLOW_KINDS, type ScreenDef } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type ReportList, reportRoutes } from '../../http/resource/report-routes.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { accountOf, accountScope, checkAccounts, listAccounts, listFlows, recordFlow } from './account.service.ts';
import { sfSiteAccount } from './account.table.ts';

const Id = z.coerce.number().int().positive();
/** Money as typed: up to 12 digits and 2 decimals, signed (a refund or a correction is negative). */
const Amount = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/)
  .refine((v) => Number(v) !== 0, { message: 'zero' });

export function accountRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = ACCOUNT_PERMISSIONS;

  const listAndExport = (name: string, def: ScreenDef, list: ReportList) =>
    reportRoutes(app, deps, { def, list, urls: { list: `/basic/${name}/getListPage`, export: `/basic/${name}/getListByExcel` }, tag: name });
  listAndExport(ACCOUNT_RESOURCES.accounts, ACCOUNT_SCREEN, listAccounts);
  listAndExport(ACCOUNT_RESOURCES.flows, FLOW_SCREEN, listFlows);

  const accounts = `/basic/${ACCOUNT_RESOURCES.accounts}`;
  const flows = `/basic/${ACCOUNT_RESOURCES.flows}`;
  r.post(`${accounts}/getBySite`, { config: { access: perm.view, read: true }, schema: { tags: [ACCOUNT_RESOURCES.accounts], body: z.object({ siteId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const where = accountScope(auth);
        if (where) {
          const [seen] = await tx.select({ id: sfSiteAccount.id }).from(sfSiteAccount).where(and(eq(sfSiteAccount.tenantId, auth.tenantId), eq(sfSiteAccount.siteId, request.body.siteId), where));
          if (!seen) throw new AppError('notFound');
        }
        return accountOf(tx, auth.tenantId, request.body.siteId);
      }),
    );
  });
  r.post(
    `${flows}/add`,
    {
      config: { access: perm.record, title: 'outlet account record' },
      schema: {
        tags: [ACCOUNT_RESOURCES.flows],
        body: z.object({ siteId: Id, kind: z.enum(MANUAL_FLOW_KINDS), amount: Amount, reason: z.string().trim().min(1).max(500), docNo: z.string().trim().max(32).nullish() }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => recordFlow(tx, auth, request.body)));
    },
  );
  r.post(`${flows}/check`, { config: { access: perm.check, read: true }, schema: { tags: [ACCOUNT_RESOURCES.flows] } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => checkAccounts(tx, auth.tenantId)));
  });
}
