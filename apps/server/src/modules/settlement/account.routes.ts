/**
 * The outlet's account: /basic/sfSiteAccount (getListPage: the balance view for a period; getListByExcel; getBySite)
 * and /basic/sfSiteFinflow (getListPage, getListByExcel; add: headquarters records a deposit, a credit grant or a
 * payment received; check: every balance against its flows). Each body is zod-validated, each verb checked for its
 * permission and run in one transaction, in the caller's data scope.
 */
import { ACCOUNT_PERMISSIONS, ACCOUNT_RESOURCES, ACCOUNT_SCREEN, bizOk, FLOW_SCREEN, type ListQuery, MANUAL_FLOW_KINDS, page, parseListQuery, reportSpecOf, type ScreenDef } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { requestLang } from '../../http/lang.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { Columns } from '../../http/resource/resource.routes.ts';
import { pagedExportSource, requestExport } from '../../platform/exports/export.service.ts';
import { accountOf, accountScope, checkAccounts, listAccounts, listFlows, recordFlow } from './account.service.ts';
import { sfSiteAccount } from './account.table.ts';

const ListBody = z.record(z.string(), z.unknown()).nullish();
const Id = z.coerce.number().int().positive();
/** Money as typed: up to 12 digits and 2 decimals, signed (a refund or a correction is negative). */
const Amount = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/)
  .refine((v) => Number(v) !== 0, { message: 'zero' });

type Lister = (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: unknown[]; total: number }>;

export function accountRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = ACCOUNT_PERMISSIONS;

  const listAndExport = (name: string, def: ScreenDef, list: Lister) => {
    const spec = reportSpecOf(def);
    const base = `/basic/${name}`;
    const tags = [name];
    deps.exportSources.set(def.key, pagedExportSource(def.fields, list as never));
    r.post(`${base}/getListPage`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, spec);
      const { records, total } = await inTenant(auth, (tx) => list(tx, auth, query));
      return bizOk(page(records, total, query.current, query.size, query.searchCount));
    });
    r.post(`${base}/getListByExcel`, { config: { access: perm.export, title: `${def.key} export` }, schema: { tags, body: z.looseObject({ columns: Columns }) } }, async (request) => {
      const auth = authOf(request);
      const { columns, ...rest } = request.body;
      const query = parseListQuery(rest, spec);
      // A filter the list refuses is refused now, not in the background task.
      await inTenant(auth, (tx) => list(tx, auth, { ...query, current: 1, size: 1, searchCount: false }));
      return bizOk({ id: await requestExport(deps, auth, def.key, def.key, query, columns, requestLang(request)) });
    });
  };
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
