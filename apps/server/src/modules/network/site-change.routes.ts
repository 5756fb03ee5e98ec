/** /basic/snUserChange: an outlet's change requests to its own data; approve and reject are their own verbs. */
import { bizOk, listSpecOf, page, parseListQuery, permissionsOf, SITE_CHANGE_AUDIT, siteChangeScreen } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { onWorkflowEnd } from '../workflow/index.ts';
import { approveChange, getChange, listChanges, onSiteChangeProcessEnd, rejectChange, SITE_CHANGE_PROCESS, submitChange, withdrawChange } from './site-change.service.ts';

const Id = z.coerce.number().int().positive();
const Remark = z.string().trim().max(500);
const tags = ['snUserChange'];
const base = '/basic/snUserChange';

export function siteChangeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = permissionsOf(siteChangeScreen.permission);
  const spec = listSpecOf({ ...siteChangeScreen, name: 'snUserChange' });
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  onWorkflowEnd(SITE_CHANGE_PROCESS, onSiteChangeProcessEnd);

  r.post(`${base}/getListPage`, { config: { access: perm.view, read: true }, schema: { tags, body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    const { records, total } = await inTenant(auth, (tx) => listChanges(tx, auth, query));
    return bizOk(page(records, total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/getById`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => getChange(tx, auth, request.body.id)));
  });

  // Submit: the wanted values by field; the site is the caller's own unless named.
  r.post(
    `${base}/add`,
    {
      config: { access: perm.add, title: 'snUserChange submit' },
      schema: { tags, body: z.object({ siteId: Id.optional(), changes: z.record(z.string(), z.unknown()), reason: Remark.nullish() }) },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => submitChange(tx, auth, request.body)));
    },
  );

  r.post(`${base}/approve`, { config: { access: SITE_CHANGE_AUDIT, title: 'snUserChange approve' }, schema: { tags, body: z.object({ id: Id, remark: Remark.nullish() }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => approveChange(tx, auth, request.body.id, request.body.remark || null)));
  });

  r.post(`${base}/reject`, { config: { access: SITE_CHANGE_AUDIT, title: 'snUserChange reject' }, schema: { tags, body: z.object({ id: Id, remark: Remark.default('') }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => rejectChange(tx, auth, request.body.id, request.body.remark)));
  });

  r.post(`${base}/withdraw`, { config: { access: perm.add, title: 'snUserChange withdraw' }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => withdrawChange(tx, auth, request.body.id)));
  });
}
