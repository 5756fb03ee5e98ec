/**
 * The routes of requests against an order (order-request.service.ts), the same verbs for each kind:
 * /basic/soOrderAppeal/* and /basic/soApplyMoney/* — getListPage, count, getById, export from the metadata (in the
 * caller's data scope), getDetail (with the attachments), add, update, submit, approve, reject, cancel, and giveUp
 * where the kind can be given up. Each is zod-validated, checked for its permission, and one transaction.
 */
import { bizOk, REQUEST_MAX_ATTACHMENTS, type RequestPermissionKey } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { onWorkflowEnd } from '../workflow/index.ts';
import { appealKind } from './appeal.service.ts';
import { applyMoneyKind } from './apply-money.service.ts';
import {
  addRequest,
  approveRequest,
  cancelRequest,
  giveUpRequest,
  onRequestProcessEnd,
  type RequestKind,
  type RequestRow,
  rejectRequest,
  requestDetail,
  requestScope,
  submitRequest,
  updateRequest,
} from './order-request.service.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Reason = z.string().max(500).optional();
/** The request's fields are checked by its metadata (the messages of the resource); the attachments are file ids. */
const Fields = { attachments: z.array(Id).max(REQUEST_MAX_ATTACHMENTS).optional() };

/** What a command answers: where the request stands now. */
const brief = (row: RequestRow) => ({ id: row.id, billNo: row.billNo, status: row.status, version: row.version });

function requestRoutes(app: FastifyInstance, deps: Deps, kind: RequestKind) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = kind.permissions as Record<RequestPermissionKey, `basic_${string}`>;
  resourceRoutes(app, deps, kind.resource, { table: kind.table, hooks: { scope: requestScope(kind.table) } });
  const base = `/basic/${kind.resource.name}`;
  const tags = [kind.resource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<RequestRow>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `${kind.resource.name} ${verb}` }, schema: { tags, body: 'attachments' in body ? z.looseObject(body) : z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => requestDetail(tx, auth, kind, request.body.id)));
  });
  command('add', perm.add, Fields, (tx, auth, input) => addRequest(tx, auth, kind, input));
  command('update', perm.edit, { id: Id, version: Version, ...Fields }, (tx, auth, { id, version, ...input }) => updateRequest(tx, auth, kind, id, version, input));
  command('submit', perm.edit, { id: Id, version: Version }, (tx, auth, input) => submitRequest(tx, auth, kind, input.id, input.version));
  command('approve', perm.audit, { id: Id, remark: Reason }, (tx, auth, input) => approveRequest(tx, auth, kind, input.id, input.remark));
  command('reject', perm.audit, { id: Id, reason: Reason }, (tx, auth, input) => rejectRequest(tx, auth, kind, input.id, input.reason));
  command('cancel', perm.edit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => cancelRequest(tx, auth, kind, input.id, input.version, input.reason));
  if (kind.actions.giveUp) command('giveUp', perm.giveUp, { id: Id, version: Version }, (tx, auth, input) => giveUpRequest(tx, auth, kind, input.id, input.version));
  onWorkflowEnd(kind.businessType, onRequestProcessEnd(kind));
}

export function orderRequestRoutes(app: FastifyInstance, deps: Deps) {
  requestRoutes(app, deps, appealKind);
  requestRoutes(app, deps, applyMoneyKind);
}
