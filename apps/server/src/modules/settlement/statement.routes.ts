/**
 * /basic/sfBatchSettle/*: the statements grid, count, get and export (generic, in the caller's data scope), the
 * lines' grid and export (sfBatchSettleLine, by statement), the settlement pool, initiating a batch, getDetail, the
 * statement as a PDF (getPdf), the consistency check, and one verb per lifecycle action. Each body is zod-validated, each verb checked for its permission, one transaction.
 */
import { BATCH_MAX_SITES, BILL_SLIP_PERMISSIONS, bizOk, STATEMENT_ACTION_NAMES, STATEMENT_ACTIONS, STATEMENT_PERMISSIONS, statementLineResource, statementResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { requestLang } from '../../http/lang.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { batchSettle, settlementPool } from './batch-settle.service.ts';
import { slipOfStatement } from './bill-slip.service.ts';
import { checkStatements } from './statement-check.ts';
import { statementPdf, statementPrint } from './statement-pdf.ts';
import { actOnStatement, lineScope, type StatementCommand, statementDetail, statementScope } from './statement.service.ts';
import { sfStatement, sfStatementLine } from './statement.table.ts';

const Id = z.coerce.number().int().positive();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Money = z.string().trim().regex(/^-?\d{1,12}(\.\d{1,2})?$/);
const Text = (max: number) => z.string().trim().max(max).nullish();
const Invoice = z.object({
  invoiceNo: z.string().trim().min(1).max(64),
  invoiceAmount: Money,
  taxRate: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/),
  vbeln: Text(32),
  vgbel: Text(32),
  aubel: Text(32),
  name1: Text(128),
  fkdat: Day.nullish(),
  kunnr: Text(32),
  invoiceImage: Id.nullish(),
});

const brief = (row: typeof sfStatement.$inferSelect) => ({ id: row.id, statementNo: row.statementNo, status: row.status, totalAmount: row.totalAmount, version: row.version });

export function statementRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = STATEMENT_PERMISSIONS;
  resourceRoutes(app, deps, statementResource, { table: sfStatement, hooks: { scope: statementScope } });
  resourceRoutes(app, deps, statementLineResource, { table: sfStatementLine, hooks: { scope: lineScope } });
  const base = `/basic/${statementResource.name}`;
  const tags = [statementResource.name];

  r.post(
    `${base}/getPoolPage`,
    {
      config: { access: perm.view, read: true },
      schema: {
        tags,
        body: z.object({
          current: z.number().int().min(1).default(1),
          size: z.number().int().min(1).max(500).default(20),
          siteIds: z.array(Id).max(BATCH_MAX_SITES).optional(),
          finishedFrom: Day.optional(),
          finishedTo: Day.optional(),
          categoryId: Id.optional(),
          itemId: Id.optional(),
          orderNo: z.string().trim().max(32).optional(),
          held: z.boolean().optional(),
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => settlementPool(tx, auth, request.body)));
    },
  );
  r.post(
    `${base}/batchSettle`,
    {
      config: { access: perm.add, title: 'settlement batch' },
      schema: { tags, body: z.object({ periodStart: Day, periodEnd: Day, siteIds: z.array(Id).min(1).max(BATCH_MAX_SITES), remark: z.string().trim().max(500).optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => batchSettle(tx, auth, request.body)));
    },
  );
  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => {
      const statement = await statementDetail(tx, auth, request.body.id);
      // Its billing slip, for whoever may see slips.
      const billSlip = auth.permissions.has(BILL_SLIP_PERMISSIONS.view) ? await slipOfStatement(tx, auth, statement.id) : null;
      return withRefLabels(tx, deps.resources, auth.tenantId, statementResource, [{ ...statement, billSlip }]);
    });
    return bizOk(detail);
  });
  // The statement as a PDF in the caller's language, for whoever may export it (an outlet its own): read in the scope, drawn after the transaction.
  r.post(`${base}/getPdf`, { config: { access: perm.export, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request, reply) => {
    const auth = authOf(request);
    const print = await inTenant(auth, (tx) => statementPrint(tx, auth, request.body.id));
    const pdf = await statementPdf(deps.config, print, requestLang(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${print.statement.statementNo}.pdf`)}`)
      .send(pdf);
  });
  // The consistency check of the caller's tenant (npm run check runs it over every tenant), for those who settle.
  r.post(`${base}/check`, { config: { access: perm.add, read: true }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => checkStatements(tx, auth.tenantId)));
  });
  for (const action of STATEMENT_ACTION_NAMES) {
    const def = STATEMENT_ACTIONS[action];
    const input = 'input' in def ? def.input : undefined;
    const body = z.object({
      id: Id,
      version: z.number().int().min(0).optional(),
      ...(input === 'reason' ? { reason: z.string().max(500).optional() } : {}),
      ...(input === 'invoice' ? { invoice: Invoice } : {}),
    });
    r.post(`${base}/${action}`, { config: { access: perm[def.permission], title: `statement ${action}` }, schema: { tags, body } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => actOnStatement(tx, auth, action, request.body as StatementCommand))));
    });
  }
}
