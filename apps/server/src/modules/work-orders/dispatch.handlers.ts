/**
 * Dispatch down the network (spec: soOrderDispatch assignOrg, assignSite, doOrderReject; siteOrderDeal accept,
 * assign, reAssign, backOrder): headquarters to a centre, a centre (or headquarters) to an outlet, an outlet to
 * a subordinate outlet or to one of its engineers, and back up. Each handler checks the assignee and sets who
 * holds the order and which organisation's subtree sees it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { deptChain, findDept, inSubtree } from '../../platform/depts/dept.repository.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { findSite } from '../network/index.ts';
import { assertCapacity } from './dispatch.service.ts';
import { onAction, type OrderRow } from './order.service.ts';

const Id = z.coerce.number().int().positive();

/** The centre above an organisation node, if any. */
async function centreAbove(tx: Tx, tenantId: number, deptId: number): Promise<number | null> {
  return (await deptChain(tx, tenantId, deptId)).find((node) => node.kind === 'centre')?.id ?? null;
}

/** An operating outlet the caller may send the order to: below the caller's own organisation unless headquarters. */
export async function dispatchableSite(tx: Tx, auth: AuthContext, siteId: number) {
  const site = await findSite(tx, auth.tenantId, siteId);
  if (!site) throw new FieldErrors([{ field: 'siteId', code: 'notFound' }]);
  if (site.operatingState !== 'operating') throw new AppError('siteNotOperating', { name: site.name });
  if (auth.dataScope !== 'all' && (auth.deptId === null || !(await inSubtree(tx, auth.tenantId, auth.deptId, site.deptId)) || site.deptId === auth.deptId)) {
    throw new AppError('notSubordinateSite');
  }
  return site;
}

/** An on-the-job engineer of the order's outlet (or of an outlet below it). */
export async function assignableEngineer(tx: Tx, auth: AuthContext, order: OrderRow, engineerId: number) {
  const [engineer] = await tx
    .select()
    .from(snSiteEngineer)
    .where(and(eq(snSiteEngineer.tenantId, auth.tenantId), eq(snSiteEngineer.id, engineerId), isNull(snSiteEngineer.deletedAt)));
  const site = order.siteId === null ? undefined : await findSite(tx, auth.tenantId, order.siteId);
  if (!engineer || !site || engineer.postStat !== 'on_job' || !(await inSubtree(tx, auth.tenantId, site.deptId, engineer.deptId))) throw new AppError('notOwnEngineer');
  return engineer;
}

onAction('assignOrg', {
  input: { centreId: Id },
  async handle({ tx, auth, input, now }) {
    const centre = await findDept(tx, auth.tenantId, input.centreId);
    if (centre?.kind !== 'centre') throw new FieldErrors([{ field: 'centreId', code: 'notFound' }]);
    return { changes: { centreId: centre.id, siteId: null, scopeDeptId: centre.id, dispatchedAt: now.toISOString() }, detail: { centreId: centre.id, centreName: centre.name } };
  },
});

onAction('assignSite', {
  input: { siteId: Id },
  async handle({ tx, auth, order, input, now }) {
    const site = await dispatchableSite(tx, auth, input.siteId);
    const centreId = order.centreId ?? (await centreAbove(tx, auth.tenantId, site.deptId));
    return {
      changes: { siteId: site.id, centreId, scopeDeptId: site.deptId, engineerId: null, engineerUserId: null, dispatchedAt: now.toISOString() },
      detail: { siteId: site.id, siteName: site.name },
    };
  },
});

onAction('accept', {
  input: {},
  async handle({ now }) {
    return { changes: { acceptedAt: now.toISOString() } };
  },
});

// ASC reject: back to the centre that dispatched it (headquarters when none), no outlet any more.
onAction('doOrderReject', {
  input: {},
  async handle({ order }) {
    return { changes: { siteId: null, engineerId: null, engineerUserId: null, scopeDeptId: order.centreId, rejectCount: order.rejectCount + 1 }, detail: { siteId: order.siteId } };
  },
});

// To an engineer with room on the order's day (its appointment's, else today's): batchAssign, reAssign and the
// automatic dispatch all come through here.
onAction('assign', {
  input: { engineerId: Id },
  async handle({ tx, auth, order, input, now }) {
    const engineer = await assignableEngineer(tx, auth, order, input.engineerId);
    await assertCapacity(tx, auth.tenantId, engineer, order, now);
    return { changes: { engineerId: engineer.id, engineerUserId: engineer.userId, assignedAt: now.toISOString() }, detail: { engineerId: engineer.id, engineerName: engineer.name, fromEngineerId: order.engineerId } };
  },
});

onAction('backOrder', {
  input: {},
  async handle({ tx, auth, order }) {
    if (order.holder === 'engineer') return { changes: { engineerId: null, engineerUserId: null }, detail: { engineerId: order.engineerId } };
    const site = order.siteId === null ? undefined : await findSite(tx, auth.tenantId, order.siteId);
    return { changes: { siteId: null, engineerId: null, engineerUserId: null, scopeDeptId: order.centreId, acceptedAt: null }, detail: { siteId: site?.id, siteName: site?.name } };
  },
});
