/**
 * /basic/sfCheckBill/*: the generic grid, count, get and export (from the metadata, in the caller's data scope),
 * getDetail (history and the caller's actions), add and update (a draft), audit (issue), cancel, siteAppeal (the
 * outlet, within the appeal days), reAudit (headquarters decides the appeal's process), cancelAppeal (the outlet
 * withdraws it), stopCheck (headquarters stops an issued sheet), addByOrder (a draft raised from a work order's
 * screen, against the outlet that holds it), and the import (importTemplate, getListByExcel: each row raised as a
 * draft by the add's rules, the file whole or not at all). Each body is zod-validated, each verb checked for its
 * permission and run in one transaction.
 */
import { bizOk, CHECK_BILL_PERMISSIONS, checkBillImportResource, checkBillResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { importRoutes, resourceRoutes } from '../../http/resource/resource.routes.ts';
import {
  addBill,
  addBillByOrder,
  appealBill,
  billDetail,
  checkBillImportTarget,
  checkBillScope,
  checkImportedBill,
  closeBill,
  issueBill,
  reAuditBill,
  updateBill,
  withdrawAppeal,
} from './check-bill.service.ts';
import { sfCheckBill } from './check-bill.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Reason = z.string().trim().min(1).max(500);
const Amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/);
const Fields = {
  orderId: Id.nullish(),
  amount: Amount.nullish(),
  // Required with its own message (spec section 5, "fill in assessment remark"): checked by the service.
  remark: z.string().max(500).nullish(),
};

const brief = (row: typeof sfCheckBill.$inferSelect) => ({ id: row.id, billNo: row.billNo, status: row.status, version: row.version });

export function checkBillRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = CHECK_BILL_PERMISSIONS;
  resourceRoutes(app, deps, checkBillResource, { table: sfCheckBill, hooks: { scope: checkBillScope } });
  // A file of sheets is raised whole or corrected and sent again: half a file of penalties is worse than none.
  importRoutes(app, deps, checkBillImportResource, checkBillImportTarget, { check: (tx, auth, value) => checkImportedBill(tx, auth, value), allOrNothing: 'always' });
  const base = `/basic/${checkBillResource.name}`;
  const tags = [checkBillResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof sfCheckBill.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `assessment sheet ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, checkBillResource, [await billDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  command('add', perm.add, { siteId: Id, subjectId: Id, ...Fields }, (tx, auth, input) => addBill(tx, auth, input));
  command('addByOrder', perm.add, { orderId: Id, subjectId: Id, amount: Fields.amount, remark: Fields.remark }, (tx, auth, input) => addBillByOrder(tx, auth, input));
  command('update', perm.edit, { id: Id, version: Version, siteId: Id.optional(), subjectId: Id.optional(), ...Fields }, (tx, auth, { id, version, ...input }) => updateBill(tx, auth, id, version, input));
  command('audit', perm.audit, { id: Id, version: Version }, (tx, auth, input) => issueBill(tx, auth, input.id, input.version));
  command('cancel', perm.edit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => closeBill(tx, auth, 'cancel', input.id, input.version, input.reason));
  command('stopCheck', perm.audit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => closeBill(tx, auth, 'stopCheck', input.id, input.version, input.reason));
  command('siteAppeal', perm.appeal, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => appealBill(tx, auth, input.id, input.version, input.reason));
  command('reAudit', perm.reAudit, { id: Id, result: z.enum(['uphold', 'revoke']), remark: Reason }, (tx, auth, input) => reAuditBill(tx, auth, input.id, input.result, input.remark));
  command('cancelAppeal', perm.appeal, { id: Id, reason: Reason }, (tx, auth, input) => withdrawAppeal(tx, auth, input.id, input.reason));
}
