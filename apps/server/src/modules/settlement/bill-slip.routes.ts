/**
 * /basic/sfBillSlip/*: the generic grid, count, get and export (from the metadata, in the caller's data scope),
 * getDetail (history and the caller's actions), getPostable (the paid statements a slip may be made for), add (a slip
 * pending approval), update and submit (a rejected slip), approve and reject (the approval's step), cancelApproval
 * (the maker withdraws it), cancel, arrive. Each body is zod-validated, each verb checked for its permission and run
 * in one transaction.
 */
import { BILL_SLIP_PERMISSIONS, billSlipResource, bizOk } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { addSlip, arriveSlip, billSlipScope, cancelSlip, decideSlip, postableStatements, slipDetail, submitSlip, updateSlip, withdrawSlip } from './bill-slip.service.ts';
import { sfBillSlip } from './bill-slip.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Reason = z.string().trim().min(1).max(500);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Fee = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/);
const Text = (max: number) => z.string().trim().max(max);
const Fields = {
  yearMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullish(),
  handlingFee: Fee.nullish(),
  paymentDate: Day.nullish(),
  estimatedArrivalDate: Day.nullish(),
  payeeName: Text(128).nullish(),
  payeeBank: Text(64).nullish(),
  payeeAccount: Text(32).nullish(),
  image: Id.nullish(),
  remark: Text(500).nullish(),
};

const brief = (row: typeof sfBillSlip.$inferSelect) => ({ id: row.id, slipNo: row.slipNo, status: row.status, actualAmount: row.actualAmount, version: row.version });

export function billSlipRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = BILL_SLIP_PERMISSIONS;
  resourceRoutes(app, deps, billSlipResource, { table: sfBillSlip, hooks: { scope: billSlipScope } });
  const base = `/basic/${billSlipResource.name}`;
  const tags = [billSlipResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof sfBillSlip.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `billing slip ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, billSlipResource, [await slipDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  r.post(`${base}/getPostable`, { config: { access: perm.add, read: true }, schema: { tags, body: z.object({}).optional() } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => postableStatements(tx, auth)));
  });
  const payer = { payerName: Text(128), payerBank: Text(64), payerAccount: Text(32) };
  command('add', perm.add, { statementId: Id, postingSubjectId: Id, ...payer, ...Fields }, (tx, auth, { statementId, ...input }) => addSlip(tx, auth, statementId, input));
  command('update', perm.edit, { id: Id, version: Version, postingSubjectId: Id.optional(), payerName: payer.payerName.optional(), payerBank: payer.payerBank.optional(), payerAccount: payer.payerAccount.optional(), ...Fields }, (tx, auth, { id, version, ...input }) =>
    updateSlip(tx, auth, id, version, input),
  );
  command('submit', perm.edit, { id: Id, version: Version }, (tx, auth, input) => submitSlip(tx, auth, input.id, input.version));
  command('approve', perm.approve, { id: Id, version: Version, remark: Text(500).optional() }, (tx, auth, input) => decideSlip(tx, auth, input.id, input.version, 'approve', input.remark ?? ''));
  command('reject', perm.approve, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => decideSlip(tx, auth, input.id, input.version, 'reject', input.reason));
  command('cancelApproval', perm.edit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => withdrawSlip(tx, auth, input.id, input.version, input.reason));
  command('cancel', perm.edit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => cancelSlip(tx, auth, input.id, input.version, input.reason));
  command('arrive', perm.arrive, { id: Id, version: Version, actualArrivalDate: Day }, (tx, auth, input) => arriveSlip(tx, auth, input.id, input.version, input.actualArrivalDate));
}
