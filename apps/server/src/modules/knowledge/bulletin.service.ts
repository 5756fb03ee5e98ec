/**
 * Bulletins' commands and reads (packages/shared knowledge/bulletin.ts; docs/customer-care.md). A command is one
 * transaction (locked, the table decides, an UPDATE guarded on the version, a history row). Publishing a bulletin in
 * force names the receivers, whom the route tells over the WebSocket once the transaction has committed; publishing
 * one whose validity begins later queues, in the same transaction, the job that names them when it begins
 * (`announceStarted`, once: its history row). A receiver's first reading is a receipt (unique per user); headquarters
 * sees how many of the receivers have read it.
 */
import {
  allowedBulletinActions,
  BULLETIN_ACTION_LABELS,
  BULLETIN_ACTIONS,
  BULLETIN_ANNOUNCE_STEP,
  BULLETIN_PERMISSIONS,
  BULLETIN_STATUS_LABELS,
  type BulletinAudience,
  type BulletinNotice,
  bulletinInForce,
} from '@as/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { documentCommands } from '../document.ts';
import { deptChain } from '../../platform/depts/dept.repository.ts';
import { enqueue } from '../../platform/jobs/job-queue.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysRole } from '../../platform/roles/role.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { checkPhotos, photosOf } from '../work-orders/index.ts';
import { basBulletin, basBulletinHistory, basBulletinNo, basBulletinRead } from './bulletin.table.ts';
import { idArray } from './knowledge.service.ts';

type Bulletin = typeof basBulletin.$inferSelect;

/** The job that announces a bulletin published before its validity began, when it begins (payload: bulletinId). */
export const BULLETIN_START_JOB = 'bulletinStart';

/** Whom to tell of a bulletin: the whole tenant (everybody's), or these users. */
export interface BulletinTelling {
  notice: BulletinNotice;
  tell: 'tenant' | number[];
}

export interface BulletinInput {
  title: string;
  body: string;
  attachments?: number[];
  audience: BulletinAudience;
  deptIds?: number[];
  roleIds?: number[];
  validFrom: string;
  validTo?: string | null;
}

const commands = documentCommands({
  table: basBulletin,
  history: { table: basBulletinHistory, key: 'bulletinId' },
  state: (row) => ({ status: row.status }),
  actions: BULLETIN_ACTIONS,
  changed: 'bulletinChanged',
  refused: (row, action) => new AppError('bulletinActionRefused', { status: BULLETIN_STATUS_LABELS[row.status], action: BULLETIN_ACTION_LABELS[action] }),
});

/** The audience, period and attachments checked in the tenant. */
async function resolve(tx: Tx, auth: AuthContext, input: BulletinInput) {
  const tenant = auth.tenantId;
  const errors: { field: string; code: 'notFound' | 'bulletinPeriodInvalid' | 'bulletinAudienceRequired' }[] = [];
  const chosen = input.audience === 'chosen';
  const deptIds = chosen ? [...new Set(input.deptIds ?? [])] : [];
  const roleIds = chosen ? [...new Set(input.roleIds ?? [])] : [];
  if (chosen && !deptIds.length && !roleIds.length) errors.push({ field: 'deptIds', code: 'bulletinAudienceRequired' });
  if (deptIds.length) {
    const found = await tx.select({ id: sysDept.id }).from(sysDept).where(and(eq(sysDept.tenantId, tenant), inArray(sysDept.id, deptIds), isNull(sysDept.deletedAt)));
    if (found.length !== deptIds.length) errors.push({ field: 'deptIds', code: 'notFound' });
  }
  if (roleIds.length) {
    const found = await tx.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.tenantId, tenant), inArray(sysRole.id, roleIds)));
    if (found.length !== roleIds.length) errors.push({ field: 'roleIds', code: 'notFound' });
  }
  const validFrom = new Date(input.validFrom);
  const validTo = input.validTo ? new Date(input.validTo) : null;
  if (validTo && validTo.getTime() < validFrom.getTime()) errors.push({ field: 'validTo', code: 'bulletinPeriodInvalid' });
  if (errors.length) throw new FieldErrors(errors);
  await checkPhotos(tx, tenant, input.attachments ?? [], 'attachments');
  return { title: input.title.trim(), body: input.body, attachments: input.attachments ?? [], audience: input.audience, deptIds, roleIds, validFrom, validTo };
}

export async function addBulletin(tx: Tx, auth: AuthContext, input: BulletinInput) {
  const values = await resolve(tx, auth, input);
  const [saved] = await tx
    .insert(basBulletin)
    .values({
      tenantId: auth.tenantId,
      bulletinNo: sql`'GG' || to_char(now(), 'YYMMDD') || lpad(nextval(${basBulletinNo.seqName})::text, 6, '0')`,
      ...values,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create');
  return saved;
}

export async function updateBulletin(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: BulletinInput) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'update', version);
  const saved = await commands.save(tx, auth, row, await resolve(tx, auth, input));
  await commands.history(tx, auth, row, saved, 'update');
  return saved;
}

/** The users a bulletin reaches: members of the tenant in a chosen organisation or below it, holding a chosen role (each when chosen). */
async function receiversOf(tx: Tx, tenantId: number, row: Bulletin): Promise<number[]> {
  const inDept = row.deptIds.length
    ? sql`exists (select 1 from sys_dept d where d.tenant_id = ${tenantId} and d.id = ut.dept_id and d.id in (
        with recursive below(id) as (select id from sys_dept where tenant_id = ${tenantId} and id = any(${idArray(row.deptIds)}) and deleted_at is null
          union select c.id from sys_dept c join below on c.parent_id = below.id where c.tenant_id = ${tenantId} and c.deleted_at is null)
        select id from below))`
    : sql`true`;
  const withRole = row.roleIds.length ? sql`exists (select 1 from sys_user_role ur where ur.tenant_id = ${tenantId} and ur.user_id = ut.user_id and ur.role_id = any(${idArray(row.roleIds)}))` : sql`true`;
  const rows = await queryRows<{ user_id: string | number }>(tx, sql`select ut.user_id from sys_user_tenant ut where ut.tenant_id = ${tenantId} and ${inDept} and ${withRole} order by ut.user_id`);
  return rows.map((r) => Number(r.user_id));
}

/** The database's clock, which the home page's "in force" reads (and the job queue's "due"). */
async function dbNow(tx: Tx): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  return new Date(row.now);
}

/** What a bulletin's receivers hear: it, over the whole tenant's sockets (everybody's) or each receiver's. */
async function tellingOf(tx: Tx, tenantId: number, row: Bulletin): Promise<BulletinTelling> {
  return { notice: { id: row.id, bulletinNo: row.bulletinNo, title: row.title }, tell: row.audience === 'all' ? 'tenant' : await receiversOf(tx, tenantId, row) };
}

/**
 * Published in force: who it reaches hears of it once the transaction commits. Published to begin later: nobody yet
 * (their home page does not show it before), the announcement queued for when it begins. Published after its
 * validity ended: nobody (no home page shows it). Revoked with a reason: it leaves every home page.
 */
export async function moveBulletin(tx: Tx, auth: AuthContext, action: 'publish' | 'revoke', id: number, version: number | undefined, reason = '') {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, action, version);
  const saved = await commands.save(tx, auth, row, action === 'publish' ? { ...moved, publishedAt: new Date(), publishedBy: auth.userId } : moved);
  await commands.history(tx, auth, row, saved, action, reason);
  const now = action === 'publish' ? await dbNow(tx) : null;
  if (now && bulletinInForce(saved, now)) return { saved, telling: await tellingOf(tx, auth.tenantId, saved) };
  if (now && saved.validFrom > now) await enqueue(tx, { tenantId: auth.tenantId, userId: auth.userId, type: BULLETIN_START_JOB, payload: { bulletinId: saved.id }, runAfter: saved.validFrom });
  return { saved, telling: null };
}

/**
 * The job, when a bulletin's validity begins: its receivers now, unless it was revoked (or deleted), is not in force
 * (its period over by the time the job runs), or was announced already. Once: the row is locked and the announcement
 * is its history row (no user), so a second run — a retry, another server — finds it and tells nobody.
 */
export async function announceStarted(tx: Tx, tenantId: number, id: number): Promise<BulletinTelling | null> {
  const [row] = await tx
    .select()
    .from(basBulletin)
    .where(and(eq(basBulletin.tenantId, tenantId), eq(basBulletin.id, id), isNull(basBulletin.deletedAt)))
    .for('update');
  if (row?.status !== 'published' || !bulletinInForce(row, await dbNow(tx))) return null;
  const [told] = await tx
    .select({ id: basBulletinHistory.id })
    .from(basBulletinHistory)
    .where(and(eq(basBulletinHistory.tenantId, tenantId), eq(basBulletinHistory.bulletinId, id), eq(basBulletinHistory.action, BULLETIN_ANNOUNCE_STEP)));
  if (told) return null;
  await commands.history(tx, { tenantId, userId: null }, row, row, BULLETIN_ANNOUNCE_STEP);
  return tellingOf(tx, tenantId, row);
}

/** Whether a bulletin reaches the caller: everybody's, or of an organisation at or above theirs and of one of their roles (each when chosen). */
async function addressedToMe(tx: Tx, auth: AuthContext): Promise<SQL> {
  const chain = auth.deptId === null ? [] : (await deptChain(tx, auth.tenantId, auth.deptId)).map((d) => Number(d.id));
  return sql`(${basBulletin.audience} = 'all' or ((cardinality(${basBulletin.deptIds}) = 0 or ${basBulletin.deptIds} && ${idArray(chain)}) and (cardinality(${basBulletin.roleIds}) = 0 or ${basBulletin.roleIds} && ${idArray(auth.roleIds)})))`;
}

const inForce = sql`${basBulletin.validFrom} <= now() and (${basBulletin.validTo} is null or ${basBulletin.validTo} >= now())`;

/** The caller's bulletins in force, newest first, each with whether they have read it; only the unread ones when asked. */
export async function myBulletins(tx: Tx, auth: AuthContext, input: { unread?: boolean; current: number; size: number }) {
  // Named in full: a single-table select renders its columns unqualified, which inside this subquery would name the receipt's.
  const read = sql<boolean>`exists (select 1 from bas_bulletin_read r where r.tenant_id = ${auth.tenantId} and r.bulletin_id = bas_bulletin.id and r.user_id = ${auth.userId})`;
  const where = and(eq(basBulletin.tenantId, auth.tenantId), isNull(basBulletin.deletedAt), eq(basBulletin.status, 'published'), inForce, await addressedToMe(tx, auth), input.unread ? sql`not ${read}` : undefined);
  const [records, [{ total }]] = await Promise.all([
    tx
      .select({ id: basBulletin.id, bulletinNo: basBulletin.bulletinNo, title: basBulletin.title, validFrom: basBulletin.validFrom, validTo: basBulletin.validTo, publishedAt: basBulletin.publishedAt, read })
      .from(basBulletin)
      .where(where)
      .orderBy(desc(basBulletin.publishedAt), desc(basBulletin.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    tx.select({ total: sql<number>`count(*)::int` }).from(basBulletin).where(where),
  ]);
  return { records, total, current: input.current, size: input.size };
}

const shown = async (tx: Tx, auth: AuthContext, row: Bulletin) => {
  const { tenantId: _tenant, deletedAt: _deleted, ...bulletin } = row;
  return { ...bulletin, attachments: await photosOf(tx, auth.tenantId, row.attachments) };
};

/** A receiver opens a bulletin in force: its first reading is their receipt. Another's bulletin does not exist for them. */
export async function readBulletin(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select()
    .from(basBulletin)
    .where(and(eq(basBulletin.tenantId, auth.tenantId), eq(basBulletin.id, id), isNull(basBulletin.deletedAt), eq(basBulletin.status, 'published'), inForce, await addressedToMe(tx, auth)));
  if (!row) throw new AppError('notFound');
  await tx.insert(basBulletinRead).values({ tenantId: auth.tenantId, bulletinId: row.id, userId: auth.userId }).onConflictDoNothing();
  return shown(tx, auth, row);
}

/** Headquarters' view: the bulletin, its audience's names, its history, its receivers and readers counted, and the caller's actions. */
export async function bulletinDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx.select().from(basBulletin).where(and(eq(basBulletin.tenantId, auth.tenantId), eq(basBulletin.id, id), isNull(basBulletin.deletedAt)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({ id: basBulletinHistory.id, action: basBulletinHistory.action, fromStatus: basBulletinHistory.fromStatus, toStatus: basBulletinHistory.toStatus, userName: sysUser.name, remark: basBulletinHistory.remark, createdAt: basBulletinHistory.createdAt })
    .from(basBulletinHistory)
    .leftJoin(sysUser, eq(sysUser.id, basBulletinHistory.userId))
    .where(and(eq(basBulletinHistory.tenantId, auth.tenantId), eq(basBulletinHistory.bulletinId, id)))
    .orderBy(asc(basBulletinHistory.id));
  const receivers = await receiversOf(tx, auth.tenantId, row);
  const [{ readers }] = await tx.select({ readers: sql<number>`count(*)::int` }).from(basBulletinRead).where(and(eq(basBulletinRead.tenantId, auth.tenantId), eq(basBulletinRead.bulletinId, id)));
  const depts = row.deptIds.length ? await tx.select({ id: sysDept.id, name: sysDept.name }).from(sysDept).where(and(eq(sysDept.tenantId, auth.tenantId), inArray(sysDept.id, row.deptIds))) : [];
  const roles = row.roleIds.length ? await tx.select({ id: sysRole.id, name: sysRole.name }).from(sysRole).where(and(eq(sysRole.tenantId, auth.tenantId), inArray(sysRole.id, row.roleIds))) : [];
  const actions = allowedBulletinActions({ status: row.status }).filter((a) => auth.permissions.has(BULLETIN_PERMISSIONS[BULLETIN_ACTIONS[a].permission]));
  return { ...(await shown(tx, auth, row)), depts, roles, receivers: receivers.length, readers, history: steps, actions };
}
