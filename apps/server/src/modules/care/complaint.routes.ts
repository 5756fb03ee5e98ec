/**
 * /basic/soComplaint/*: the generic grid, count, get and export (from the metadata, in the caller's data scope),
 * getDetail (the order's state and outlet, files, history and the caller's actions), getByOrder (an order's
 * complaints), add (register one about an order), one verb per command (accept, escalate, resolve, confirm with the
 * customer's answer, close, note). /rpt/complaintDetail: the report centre's list and its export. And the shell's
 * reminder badge /basic/soOrder/getNumberOfReminderOrders (spec section 6): the work orders at risk
 * (serviceOrderSum) and the caller's open complaints near or past their deadline (complaintOrderSum).
 */
import {
  bizOk,
  COMPLAINT_ESCALATIONS,
  COMPLAINT_LIMITS,
  COMPLAINT_PERMISSIONS,
  COMPLAINT_REPORT_SCREEN,
  type ComplaintAction,
  complaintResource,
  ok,
  ORDER_PERMISSIONS,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { reportRoutes } from '../../http/resource/report-routes.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { orderScope, reminderCounts } from '../work-orders/index.ts';
import { listComplaintLines } from './complaint.report.ts';
import { actOnComplaint, complaintDetail, complaintReminderCount, complaintScope, complaintsOfOrder, registerComplaint } from './complaint.service.ts';
import { soComplaint } from './complaint.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Text = (max: number) => z.string().trim().max(max);
const Required = (max: number) => z.string().trim().min(1).max(max);

const brief = (row: typeof soComplaint.$inferSelect) => ({ id: row.id, complaintNo: row.complaintNo, status: row.status, version: row.version });

export function complaintRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = COMPLAINT_PERMISSIONS;
  resourceRoutes(app, deps, complaintResource, { table: soComplaint, hooks: { scope: complaintScope } });
  const base = `/basic/${complaintResource.name}`;
  const tags = [complaintResource.name];

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, complaintResource, [await complaintDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  r.post(`${base}/getByOrder`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ orderId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => complaintsOfOrder(tx, auth, request.body.orderId)));
  });
  r.post(
    `${base}/add`,
    {
      config: { access: perm.add, title: 'complaint add' },
      schema: {
        tags,
        body: z.object({
          orderId: Id.nullish(),
          // Required, with the spec's own messages (section 5): checked by the service, so their absence is not a bare type error.
          complaintNature: Text(16).nullish(),
          complaintObject: Text(16).nullish(),
          content: Required(COMPLAINT_LIMITS.content),
          attachments: z.array(Id).max(COMPLAINT_LIMITS.attachments).optional(),
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => registerComplaint(tx, auth, request.body))));
    },
  );
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, action: (input: z.infer<z.ZodObject<B>>) => ComplaintAction) =>
    r.post(`${base}/${verb}`, { config: { access, title: `complaint ${verb}` }, schema: { tags, body: z.object({ id: Id, version: Version, ...body }) } }, async (request) => {
      const auth = authOf(request);
      const input = request.body as { id: number; version?: number; text?: string; escalatedTo?: (typeof COMPLAINT_ESCALATIONS)[number] } & z.infer<z.ZodObject<B>>;
      return bizOk(brief(await inTenant(auth, (tx) => actOnComplaint(tx, auth, action(input as z.infer<z.ZodObject<B>>), input))));
    });
  command('accept', perm.handle, {}, () => 'accept');
  command('escalate', perm.handle, { escalatedTo: z.enum(COMPLAINT_ESCALATIONS), text: Required(COMPLAINT_LIMITS.text) }, () => 'escalate');
  command('resolve', perm.handle, { text: Required(COMPLAINT_LIMITS.text) }, () => 'resolve');
  // The customer's answer after the call back: satisfied confirms it, not satisfied (with what the customer said) reopens it.
  command('confirm', perm.handle, { satisfied: z.boolean(), text: Text(COMPLAINT_LIMITS.text).optional() }, (input) => (input.satisfied ? 'confirm' : 'reopen'));
  command('close', perm.handle, { text: Text(COMPLAINT_LIMITS.text).optional() }, () => 'close');
  command('note', perm.note, { text: Required(COMPLAINT_LIMITS.text) }, () => 'note');

  // The report centre's complaint detail.
  const name = 'complaintDetail';
  reportRoutes(app, deps, { def: COMPLAINT_REPORT_SCREEN, urls: { list: `/rpt/${name}/getListPage`, export: `/rpt/${name}/getListByExcel` }, tag: name, list: listComplaintLines });

  // The reminder badge: moved here from work-orders, which cannot reach complaints (modules depend one way).
  app.post(
    '/basic/soOrder/getNumberOfReminderOrders',
    { config: { access: 'user', read: true }, schema: { tags: ['soOrder'], summary: 'Work orders and complaints awaiting a reminder' } },
    async (request) => {
      const auth = authOf(request);
      return ok(
        await inTenant(auth, async (tx) => {
          const orders = auth.permissions.has(ORDER_PERMISSIONS.view) ? await reminderCounts(tx, auth.tenantId, orderScope(auth)) : null;
          return {
            // Every work order at risk, complaint-type orders among them (they are orders with SLA clocks like any other).
            serviceOrderSum: orders ? orders.serviceOrderSum + orders.complaintOrderSum : 0,
            complaintOrderSum: auth.permissions.has(perm.view) ? await complaintReminderCount(tx, auth) : 0,
          };
        }),
      );
    },
  );
}
