/**
 * Quality and accident reports' commands (packages/shared quality/quality-report.ts; docs/customer-care.md "Quality
 * and accident reports, good comments"). Both kinds share this service; each route family is bound to its kind, so a
 * report of the other kind is not found there. Each command is one transaction on the shared document steps
 * (modules/document.ts): locked in tenant, kind and scope, the table decides, a version-guarded update, a history row.
 * A submission tells headquarters (whoever may confirm that kind); a confirmation or a return tells the reporter.
 */
import {
  allowedQualityReportActions,
  QUALITY_REPORT_ACTION_LABELS,
  QUALITY_REPORT_ACTIONS,
  QUALITY_REPORT_PERMISSIONS,
  QUALITY_REPORT_PREFIX,
  QUALITY_REPORT_STATUS_LABELS,
  type QualityReportAction,
  type QualityReportKind,
  type QualityReportNotice,
  type QualitySeverity,
} from '@as/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { basItem, checkSerial } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { checkPhotos, orderScope, photosOf, soOrder } from '../work-orders/index.ts';
import { wkQualityReport, wkQualityReportHistory, wkQualityReportNo } from './quality-report.table.ts';

type Report = typeof wkQualityReport.$inferSelect;

/** Who sees a report of this kind: the reporter's organisation and those above it (headquarters and the inspector all), or the reporter. */
export const qualityReportScope =
  (kind: QualityReportKind) =>
  (viewer: Viewer): SQL | undefined =>
    and(eq(wkQualityReport.kind, kind), orgScope(viewer, { dept: wkQualityReport.deptId, owner: wkQualityReport.createdBy }));

const commandsOf = (kind: QualityReportKind) =>
  documentCommands({
    table: wkQualityReport,
    history: { table: wkQualityReportHistory, key: 'reportId' },
    scope: qualityReportScope(kind),
    state: (row) => ({ status: row.status }),
    actions: QUALITY_REPORT_ACTIONS,
    changed: 'qualityReportChanged',
    refused: (row, action) => new AppError('qualityReportActionRefused', { status: QUALITY_REPORT_STATUS_LABELS[row.status], action: QUALITY_REPORT_ACTION_LABELS[action] }),
  });
const COMMANDS = { quality: commandsOf('quality'), accident: commandsOf('accident') };

export interface QualityReportInput {
  itemId?: number | null;
  serialNo?: string | null;
  orderNo?: string | null;
  facts: string;
  severity: QualitySeverity;
  injury?: boolean | null;
  damage?: string | null;
  attachments?: number[];
}

/** The committed command's result: the row, and whom the route tells. */
export interface ReportMoved {
  saved: Report;
  notice: QualityReportNotice;
  tell: number[];
}

/** Only the reporter's organisation (or the reporter) edits and submits it: a centre or headquarters that sees it does not. */
const ownReport = (auth: AuthContext, row: Report) => row.deptId === auth.deptId || row.createdBy === auth.userId;
const OWN_ACTIONS: readonly QualityReportAction[] = ['update', 'submit'];
function assertOwn(auth: AuthContext, row: Report) {
  if (!ownReport(auth, row)) throw new AppError('noPermission');
}

const noticeOf = (row: Report, action: QualityReportAction): QualityReportNotice => ({ id: row.id, reportNo: row.reportNo, kind: row.kind, action, status: row.status });

/** The users of the tenant whose roles grant this permission (headquarters' confirmers of a kind). */
export async function holdersOf(tx: Tx, tenantId: number, permission: string): Promise<number[]> {
  const rows = await queryRows<{ user_id: string | number }>(
    tx,
    sql`select distinct ut.user_id from sys_user_tenant ut
          join sys_user_role ur on ur.tenant_id = ut.tenant_id and ur.user_id = ut.user_id
          join sys_role_menu rm on rm.tenant_id = ut.tenant_id and rm.role_id = ur.role_id
          join sys_menu m on m.tenant_id = ut.tenant_id and m.id = rm.menu_id and m.permission = ${permission}
        where ut.tenant_id = ${tenantId}`,
  );
  return rows.map((r) => Number(r.user_id));
}

/**
 * What the form names, checked: the product (given, or the serial's), the serial in the barcode library and of that
 * product, the order by its number in the caller's scope, the attachments of the tenant. Accidents keep injury and
 * damage; quality reports have none.
 */
async function resolve(tx: Tx, auth: AuthContext, kind: QualityReportKind, input: QualityReportInput) {
  const tenant = auth.tenantId;
  const serialNo = input.serialNo?.trim() || null;
  let itemId = input.itemId ?? null;
  if (serialNo) {
    let barcode: Awaited<ReturnType<typeof checkSerial>>;
    try {
      barcode = await checkSerial(tx, tenant, serialNo);
    } catch (e) {
      if (e instanceof AppError) throw new FieldErrors([{ field: 'serialNo', code: e.code }]);
      throw e;
    }
    if (itemId !== null && barcode.itemId !== itemId) throw new FieldErrors([{ field: 'serialNo', code: 'qualityReportSerialMismatch', params: { model: barcode.item.model } }]);
    itemId = barcode.itemId;
  }
  if (itemId === null) throw new FieldErrors([{ field: 'itemId', code: 'qualityReportProductRequired' }]);
  const [item] = await tx.select({ id: basItem.id, model: basItem.model }).from(basItem).where(and(eq(basItem.tenantId, tenant), eq(basItem.id, itemId), isNull(basItem.deletedAt)));
  if (!item) throw new FieldErrors([{ field: 'itemId', code: 'notFound' }]);
  let order: { id: number; orderNo: string } | null = null;
  const orderNo = input.orderNo?.trim();
  if (orderNo) {
    const [found] = await tx
      .select({ id: soOrder.id, orderNo: soOrder.orderNo })
      .from(soOrder)
      .where(and(eq(soOrder.tenantId, tenant), eq(soOrder.orderNo, orderNo), isNull(soOrder.deletedAt), orderScope(auth)));
    if (!found) throw new FieldErrors([{ field: 'orderNo', code: 'notFound' }]);
    order = found;
  }
  await checkPhotos(tx, tenant, input.attachments ?? [], 'attachments');
  return {
    itemId: item.id,
    model: item.model,
    serialNo,
    orderId: order?.id ?? null,
    orderNo: order?.orderNo ?? null,
    facts: input.facts.trim(),
    severity: input.severity,
    injury: kind === 'accident' ? (input.injury ?? false) : null,
    damage: kind === 'accident' ? input.damage?.trim() || null : null,
    attachments: input.attachments ?? [],
  };
}

/** An outlet or a centre writes a report: a draft of its organisation. */
export async function addQualityReport(tx: Tx, auth: AuthContext, kind: QualityReportKind, input: QualityReportInput): Promise<ReportMoved> {
  if (auth.deptId === null) throw new AppError('noPermission');
  const values = await resolve(tx, auth, kind, input);
  const [site] = await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.deptId, auth.deptId), isNull(snSite.deletedAt)));
  const [saved] = await tx
    .insert(wkQualityReport)
    .values({
      tenantId: auth.tenantId,
      kind,
      reportNo: sql`${QUALITY_REPORT_PREFIX[kind]} || to_char(now(), 'YYMMDD') || lpad(nextval(${wkQualityReportNo.seqName})::text, 6, '0')`,
      deptId: auth.deptId,
      siteId: site?.id ?? null,
      ...values,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await COMMANDS[kind].history(tx, auth, null, saved, 'create');
  return { saved, notice: noticeOf(saved, 'update'), tell: [] };
}

/** The reporter edits a draft or a returned report. */
export async function updateQualityReport(tx: Tx, auth: AuthContext, kind: QualityReportKind, id: number, version: number | undefined, input: QualityReportInput): Promise<ReportMoved> {
  const c = COMMANDS[kind];
  const row = await c.forUpdate(tx, auth, id);
  assertOwn(auth, row);
  const moved = c.next(row, 'update', version);
  const values = await resolve(tx, auth, kind, input);
  const saved = await c.save(tx, auth, row, { ...moved, ...values });
  await c.history(tx, auth, row, saved, 'update');
  return { saved, notice: noticeOf(saved, 'update'), tell: [] };
}

/** The reporter submits it: headquarters (whoever may confirm the kind) is told. */
export async function submitQualityReport(tx: Tx, auth: AuthContext, kind: QualityReportKind, id: number, version: number | undefined): Promise<ReportMoved> {
  const c = COMMANDS[kind];
  const row = await c.forUpdate(tx, auth, id);
  assertOwn(auth, row);
  const saved = await c.save(tx, auth, row, { ...c.next(row, 'submit', version), submittedAt: new Date() });
  await c.history(tx, auth, row, saved, 'submit');
  const tell = (await holdersOf(tx, auth.tenantId, QUALITY_REPORT_PERMISSIONS[kind].confirm)).filter((u) => u !== auth.userId);
  return { saved, notice: noticeOf(saved, 'submit'), tell };
}

/** Headquarters confirms a submitted report, or returns it with the reason: the reporter is told. */
export async function answerQualityReport(tx: Tx, auth: AuthContext, kind: QualityReportKind, action: 'confirm' | 'return', id: number, version: number | undefined, reason = ''): Promise<ReportMoved> {
  const changes = action === 'confirm' ? { confirmedBy: auth.userId, confirmedAt: new Date() } : { returnReason: reason.trim() };
  const { saved } = await COMMANDS[kind].move(tx, auth, id, action, version, changes, reason.trim());
  return { saved, notice: noticeOf(saved, action), tell: saved.createdBy && saved.createdBy !== auth.userId ? [saved.createdBy] : [] };
}

/** The report, its names, files, history and the actions the caller may take now (the detail's buttons). */
export async function qualityReportDetail(tx: Tx, auth: AuthContext, kind: QualityReportKind, id: number) {
  const reporter = sysUser;
  const [row] = await tx
    .select({ report: wkQualityReport, itemName: basItem.name, itemCode: basItem.code, deptName: sysDept.name, reporterName: reporter.name })
    .from(wkQualityReport)
    .leftJoin(basItem, and(eq(basItem.tenantId, wkQualityReport.tenantId), eq(basItem.id, wkQualityReport.itemId)))
    .leftJoin(sysDept, eq(sysDept.id, wkQualityReport.deptId))
    .leftJoin(reporter, eq(reporter.id, wkQualityReport.createdBy))
    .where(and(eq(wkQualityReport.tenantId, auth.tenantId), eq(wkQualityReport.id, id), isNull(wkQualityReport.deletedAt), qualityReportScope(kind)(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: wkQualityReportHistory.id,
      action: wkQualityReportHistory.action,
      fromStatus: wkQualityReportHistory.fromStatus,
      toStatus: wkQualityReportHistory.toStatus,
      userName: sysUser.name,
      remark: wkQualityReportHistory.remark,
      createdAt: wkQualityReportHistory.createdAt,
    })
    .from(wkQualityReportHistory)
    .leftJoin(sysUser, eq(sysUser.id, wkQualityReportHistory.userId))
    .where(and(eq(wkQualityReportHistory.tenantId, auth.tenantId), eq(wkQualityReportHistory.reportId, id)))
    .orderBy(asc(wkQualityReportHistory.id));
  const { tenantId: _tenant, deletedAt: _deleted, ...report } = row.report;
  const perms = QUALITY_REPORT_PERMISSIONS[kind];
  const actions = allowedQualityReportActions({ status: report.status }).filter((a) => auth.permissions.has(perms[QUALITY_REPORT_ACTIONS[a].permission]) && (!OWN_ACTIONS.includes(a) || ownReport(auth, row.report)));
  return {
    ...report,
    itemName: row.itemName,
    itemCode: row.itemCode,
    deptName: row.deptName,
    reporterName: row.reporterName,
    attachments: await photosOf(tx, auth.tenantId, report.attachments),
    history: steps,
    actions,
  };
}
