/** The organisation tree of the caller's tenant (pig /admin/dept): tree, flat lists for selects, get and CRUD. */
import { DEPT_KINDS, ok } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { derivedKey } from '../../http/pig-edge.ts';
import { authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import * as repo from './dept.repository.ts';

// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const DeptFields = z.object({
  parentId: z.coerce.number().int().min(-1),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(64),
  kind: z.enum(DEPT_KINDS),
  status: z.enum(['0', '1']),
  phone: z.string().trim().max(32),
  address: z.string().trim().max(255),
  sort: z.coerce.number().int().min(0).max(100000),
});
// A department without a kind (pig clients have none) is of its parent's kind, headquarters at the root; without a
// code, it gets one made up (derivedKey).
const DeptCreate = DeptFields.extend({
  code: DeptFields.shape.code.optional(),
  kind: DeptFields.shape.kind.optional(),
  parentId: DeptFields.shape.parentId.default(-1),
  status: DeptFields.shape.status.default('0'),
  phone: DeptFields.shape.phone.default(''),
  address: DeptFields.shape.address.default(''),
  sort: DeptFields.shape.sort.default(0),
});
const DeptUpdate = DeptFields.partial().extend({ id: z.coerce.number().int().positive() });
const IdParam = z.object({ id: z.coerce.number().int().positive() });
const DeptQuery = z.object({
  name: z.string().trim().max(64).optional(),
  kind: z.enum(DEPT_KINDS).optional(),
  parentId: z.coerce.number().int().min(-1).optional(),
});
const tags = ['dept'];

type DeptNode = repo.DeptListRow & { children: DeptNode[] };

/** Nests rows (already in display order) under their parents; a node whose parent is not among them is a root. */
function nest(rows: repo.DeptListRow[]): DeptNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) (nodes.get(node.parentId)?.children ?? roots).push(node);
  return roots;
}

export function deptRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  r.get('/admin/dept/tree', { config: { access: 'sys_dept_view', pig: 'dept' }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return ok(nest(await database.withTenant(auth.tenantId, (tx) => repo.listDepts(tx, auth.tenantId))));
  });

  // The spec's two select sources: the same flat list, optionally narrowed.
  for (const path of ['/admin/dept/getData', '/admin/dept/getDeptDatas']) {
    r.get(path, { config: { access: 'sys_dept_view', pig: 'dept' }, schema: { tags, querystring: DeptQuery } }, async (request) => {
      const auth = authOf(request);
      return ok(await database.withTenant(auth.tenantId, (tx) => repo.listDepts(tx, auth.tenantId, request.query)));
    });
  }

  r.get('/admin/dept/:id', { config: { access: 'sys_dept_view', pig: 'dept' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    const dept = await database.withTenant(auth.tenantId, (tx) => repo.findDept(tx, auth.tenantId, request.params.id));
    if (!dept) throw new AppError('notFound');
    return ok(dept);
  });

  r.post('/admin/dept', { config: { access: 'sys_dept_add', title: 'add dept', pig: 'dept' }, schema: { tags, body: DeptCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        const parent = await assertParent(tx, auth.tenantId, request.body.parentId);
        const code = request.body.code ?? derivedKey('dept', '', 32);
        await assertCodeFree(tx, auth.tenantId, code);
        const kind = request.body.kind ?? parent?.kind ?? 'hq';
        return repo.insertDept(tx, { ...request.body, code, kind, tenantId: auth.tenantId, createdBy: auth.userId });
      }),
    );
  });

  r.put('/admin/dept', { config: { access: 'sys_dept_edit', title: 'edit dept', pig: 'dept' }, schema: { tags, body: DeptUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        if (!(await repo.findDept(tx, auth.tenantId, id))) throw new AppError('notFound');
        if (patch.parentId !== undefined) {
          await assertParent(tx, auth.tenantId, patch.parentId);
          if (patch.parentId !== -1 && (await repo.inSubtree(tx, auth.tenantId, id, patch.parentId))) {
            throw new FieldErrors([{ field: 'parentId', code: 'parentCycle' }]);
          }
        }
        if (patch.code) await assertCodeFree(tx, auth.tenantId, patch.code, id);
        return repo.updateDept(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
      }),
    );
  });

  r.delete('/admin/dept/:id', { config: { access: 'sys_dept_del', title: 'delete dept', pig: 'dept' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.params;
    await database.withTenant(auth.tenantId, async (tx) => {
      if (!(await repo.findDept(tx, auth.tenantId, id))) throw new AppError('notFound');
      if (await repo.isInUse(tx, auth.tenantId, id)) throw new AppError('inUse');
      await repo.updateDept(tx, auth.tenantId, id, { deletedAt: new Date(), updatedBy: auth.userId });
    });
    return ok(true);
  });
}

/** The parent node (none at the root); a parent that is not the tenant's is refused. */
async function assertParent(tx: Conn, tenantId: number, parentId: number) {
  if (parentId === -1) return undefined;
  const parent = await repo.findDept(tx, tenantId, parentId);
  if (!parent) throw new FieldErrors([{ field: 'parentId', code: 'notFound' }]);
  return parent;
}

async function assertCodeFree(tx: Conn, tenantId: number, code: string, exceptId?: number) {
  if (await repo.codeTaken(tx, tenantId, code, exceptId)) throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
}
