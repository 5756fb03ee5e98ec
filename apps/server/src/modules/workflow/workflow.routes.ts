/**
 * /act/wf: the process definitions (spec: getProcessDefinitions), starting a request by hand (spec: startWf), the
 * caller's process list with its four filters, an instance's detail, and approve, reject and cancel. Every
 * signed-in user has a process list; what they may do to an instance depends on their part in it.
 */
import { ok, page, parseListQuery, WF_LIST_TYPES } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './workflow.repository.ts';
import * as wf from './workflow.service.ts';

const Id = z.coerce.number().int().positive();
const Reason = z.string().max(2000).optional();
const LIST_SPEC = { filterable: ['title', 'definitionKey', 'status'], sortable: ['createdAt', 'updatedAt'] };

export function workflowRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/act/wf';
  const tags = ['workflow'];
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  r.get(`${base}/getProcessDefinitions`, { config: { access: 'user' }, schema: { tags, summary: 'The processes of the tenant and their steps' } }, async (request) => {
    const auth = authOf(request);
    return ok(await inTenant(auth, (tx) => wf.definitions(tx, auth)));
  });

  r.post(
    `${base}/startWf`,
    {
      config: { access: 'user', title: 'start process' },
      schema: {
        tags,
        summary: 'Start a request whose process is started by hand (the others start from their business document)',
        body: z.object({ definitionKey: z.string().min(1).max(64), title: z.string().trim().min(1).max(200), remark: z.string().max(2000).optional() }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { definitionKey, title, remark } = request.body;
      const instance = await inTenant(auth, async (tx) => {
        const def = await repo.findDefinition(tx, auth.tenantId, definitionKey);
        if (!def) throw new AppError('notFound');
        if (!def.manualStart) throw new AppError('wfNotManual');
        return wf.startWorkflow(tx, auth, { definitionKey, businessType: def.businessType, businessId: null, title, remark });
      });
      return ok({ id: instance.id });
    },
  );

  r.post(
    `${base}/getProcessListPage`,
    {
      config: { access: 'user', read: true },
      schema: {
        tags,
        summary: 'The caller\'s processes: pending for them, processed by them but not ended, ended, initiated by them',
        body: z.looseObject({ type: z.enum(WF_LIST_TYPES) }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, LIST_SPEC);
      const { records, total } = await inTenant(auth, (tx) => wf.listPage(tx, auth, request.body.type, query));
      return ok(page(records, total, query.current, query.size, query.searchCount));
    },
  );

  r.post(`${base}/getById`, { config: { access: 'user', read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return ok(await inTenant(auth, (tx) => wf.detail(tx, auth, request.body.id)));
  });

  r.post(
    `${base}/approve`,
    { config: { access: 'user', title: 'approve process step' }, schema: { tags, body: z.object({ taskId: Id, remark: Reason }) } },
    async (request) => {
      const auth = authOf(request);
      const instance = await inTenant(auth, (tx) => wf.approve(tx, auth, request.body));
      return ok({ id: instance.id, status: instance.status, currentStep: instance.currentStep });
    },
  );

  r.post(
    `${base}/reject`,
    {
      config: { access: 'user', title: 'reject process step' },
      schema: { tags, summary: 'Send the instance back to an earlier step, or to the initiator (which ends it rejected)', body: z.object({ taskId: Id, toStep: z.number().int().min(0).max(100).optional(), reason: Reason }) },
    },
    async (request) => {
      const auth = authOf(request);
      const instance = await inTenant(auth, (tx) => wf.reject(tx, auth, request.body));
      return ok({ id: instance.id, status: instance.status, currentStep: instance.currentStep });
    },
  );

  r.post(
    `${base}/cancel`,
    { config: { access: 'user', title: 'cancel process' }, schema: { tags, summary: 'The initiator withdraws a running instance', body: z.object({ id: Id, reason: Reason }) } },
    async (request) => {
      const auth = authOf(request);
      const instance = await inTenant(auth, (tx) => wf.cancel(tx, auth, request.body));
      return ok({ id: instance.id, status: instance.status });
    },
  );
}
