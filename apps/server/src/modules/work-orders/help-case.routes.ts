/**
 * One-click help (/basic/soCase): the queue and the cases (grid, count, detail, export from the metadata, in the
 * caller's data scope), a case's thread, asking for help on an order, and one endpoint per action of the case's
 * transition table: take, reply, followUp, close.
 */
import { bizOk, HELP_CASE_ACTION_NAMES, HELP_CASE_PERMISSIONS, type HelpCaseAction, type HelpCasePermission, helpCaseResource, MAX_CASE_PHOTOS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { actOnCase, announce, askForHelp, caseScope, threadOf } from './help-case.service.ts';
import { soCase } from './help-case.table.ts';

const Id = z.coerce.number().int().positive();
const Photos = z.array(Id).max(MAX_CASE_PHOTOS);
const AskBody = z.object({ orderId: Id, question: z.string().trim().min(1).max(2000), urgency: z.enum(['1', '2', '3']).default('1'), photos: Photos.default([]) });
const CommandBody = z.object({ id: Id, version: z.number().int().min(0).optional(), message: z.string().max(2000).optional(), photos: Photos.optional() });

/** The route's permission: closing is open to whoever sees the case, and the service checks asker or support. */
const ACCESS: Record<HelpCaseAction, HelpCasePermission> = {
  take: HELP_CASE_PERMISSIONS.answer,
  reply: HELP_CASE_PERMISSIONS.answer,
  followUp: HELP_CASE_PERMISSIONS.ask,
  close: HELP_CASE_PERMISSIONS.view,
};

export function helpCaseRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  resourceRoutes(app, deps, helpCaseResource, { table: soCase, hooks: { scope: caseScope } });
  const base = `/basic/${helpCaseResource.name}`;
  const tags = [helpCaseResource.name];

  r.post(`${base}/add`, { config: { access: HELP_CASE_PERMISSIONS.ask, title: 'ask for help' }, schema: { tags, body: AskBody } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => askForHelp(tx, auth, request.body)));
  });

  r.post(`${base}/getMessages`, { config: { access: HELP_CASE_PERMISSIONS.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => threadOf(tx, auth, request.body.id)));
  });

  for (const action of HELP_CASE_ACTION_NAMES) {
    r.post(`${base}/${action}`, { config: { access: ACCESS[action], title: `help case ${action}` }, schema: { tags, body: CommandBody } }, async (request) => {
      const auth = authOf(request);
      const { saved, notify, notice } = await inTenant(auth, (tx) => actOnCase(tx, auth, action, request.body));
      await announce(deps.events, auth.tenantId, notice, notify);
      return bizOk({ id: saved.id, status: saved.status, version: saved.version });
    });
  }
}
