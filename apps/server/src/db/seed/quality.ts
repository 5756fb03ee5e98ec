/**
 * Quality and accident reports, good-comment applications (issue 18): the 质量报告, 事故报告 and 好评申请 screens
 * under 工单业务 with their buttons, granted to the demo roles (headquarters everything; the quality inspector sees,
 * confirms and returns reports; centres and outlets write and submit their own; outlets claim good comments), and
 * tenant 1's demo reports in each state and claims, made by the module's own commands.
 */
import { GOOD_COMMENT_PERMISSIONS, type GoodCommentPermission, QUALITY_REPORT_PERMISSIONS, type QualityReportKind, type QualityReportPermission } from '@as/shared';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { addGoodComment, checkGoodComment } from '../../modules/quality/good-comment.service.ts';
import { addQualityReport, answerQualityReport, submitQualityReport } from '../../modules/quality/quality-report.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';

interface Screen {
  key: string;
  name: string;
  path: string;
  sort: number;
  buttons: Record<string, [label: string, permission: string]>;
  grants: Record<string, string[]>;
}

const reportButtons = (kind: QualityReportKind): Screen['buttons'] => {
  const p = QUALITY_REPORT_PERMISSIONS[kind];
  const labels: Record<QualityReportPermission, string> = { view: '查看', add: '填报', confirm: '确认', export: '导出' };
  return Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, [label, p[k as QualityReportPermission]]]));
};
const REPORT_GRANTS: Record<string, QualityReportPermission[]> = {
  QUALITY_INSPECTOR: ['view', 'confirm', 'export'],
  CENTRE: ['view', 'add', 'export'],
  OUTLET_1: ['view', 'add', 'export'],
  OUTLET_2: ['view', 'add', 'export'],
};
/** The products' view (the form's product choice): whoever writes reports lists them. */
const PRODUCTS_VIEW = 'item.view';
const GOOD_COMMENT_LABELS: Record<GoodCommentPermission, string> = { view: '查看', add: '申请', check: '审核', export: '导出' };

const SCREENS: Screen[] = [
  { key: 'workorder.qualityReport', name: '质量报告', path: '/workorder/quality-report/index', sort: 100, buttons: reportButtons('quality'), grants: REPORT_GRANTS },
  { key: 'workorder.accidentReport', name: '事故报告', path: '/workorder/accident-report/index', sort: 101, buttons: reportButtons('accident'), grants: REPORT_GRANTS },
  {
    key: 'workorder.goodCommentApply',
    name: '好评申请',
    path: '/workorder/good-comment/index',
    sort: 102,
    buttons: Object.fromEntries(Object.entries(GOOD_COMMENT_LABELS).map(([k, label]) => [k, [label, GOOD_COMMENT_PERMISSIONS[k as GoodCommentPermission]]])),
    grants: { CENTRE: ['view', 'export'], OUTLET_1: ['view', 'add', 'export'], OUTLET_2: ['view', 'add', 'export'] },
  },
];

/** The three screens and their buttons under the work-order group; headquarters (every button) and the roles of each screen's grants. */
export async function seedQualityMenu(tx: Tx, tenantId: number) {
  const [group] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'workorder')));
  if (!group) return;
  const [products] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, PRODUCTS_VIEW)));
  for (const screen of SCREENS) {
    const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: group.id, key: screen.key, name: screen.name, path: screen.path, icon: 'icon-file-text', keepAlive: '1', sort: screen.sort }).returning({ id: s.sysMenu.id });
    const entries = Object.entries(screen.buttons);
    const buttons = await tx
      .insert(s.sysMenu)
      .values(entries.map(([k, [label, permission]], sort) => ({ tenantId, parentId: made.id, key: `${screen.key}.${k}`, name: `${screen.name}${label}`, type: '1' as const, permission, sort })))
      .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
    const buttonOf = new Map(buttons.map((b) => [b.key, b.id]));
    const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, ['ROLE_ADMIN', ...Object.keys(screen.grants)])));
    const grants = roles.flatMap((role) => {
      const granted = role.code === 'ROLE_ADMIN' ? [...buttonOf.values()] : screen.grants[role.code].map((k) => buttonOf.get(`${screen.key}.${k}`)!);
      const writes = role.code !== 'ROLE_ADMIN' && screen.grants[role.code].includes('add') && screen.key !== 'workorder.goodCommentApply';
      return [group.id, made.id, ...granted, ...(writes && products ? [products.id] : [])].map((menuId) => ({ tenantId, roleId: role.id, menuId }));
    });
    if (grants.length) await tx.insert(s.sysRoleMenu).values(grants).onConflictDoNothing();
  }
}

/** Tenant 1's demo reports (a draft, a submitted, a returned and a confirmed one of each kind) and good-comment claims (pending, approved). */
export async function seedQualityReports(tx: Tx, tenantId: number) {
  const chaoyang = await authOfUser(tx, tenantId, 'outlet_chaoyang');
  const centre = await authOfUser(tx, tenantId, 'centre_north');
  const zhao = await authOfUser(tx, tenantId, 'inspector_zhao');
  const admin = await authOfUser(tx, tenantId, 'admin');
  const [barcode] = await tx.select({ serialNo: s.basItemBarcode.serialNo, itemId: s.basItemBarcode.itemId }).from(s.basItemBarcode).where(and(eq(s.basItemBarcode.tenantId, tenantId), isNull(s.basItemBarcode.deletedAt))).orderBy(asc(s.basItemBarcode.id)).limit(1);
  const items = await tx.select({ id: s.basItem.id }).from(s.basItem).where(and(eq(s.basItem.tenantId, tenantId), isNull(s.basItem.deletedAt))).orderBy(asc(s.basItem.id)).limit(2);
  const [cyOrder, cyOrder2] = await tx
    .select({ orderNo: s.soOrder.orderNo })
    .from(s.soOrder)
    .innerJoin(s.snSite, and(eq(s.snSite.tenantId, s.soOrder.tenantId), eq(s.snSite.id, s.soOrder.siteId)))
    .where(and(eq(s.soOrder.tenantId, tenantId), eq(s.snSite.code, 'ASC-BJ-CY'), ne(s.soOrder.status, 1260), ne(s.soOrder.settle, 'settled'), isNull(s.soOrder.deletedAt)))
    .orderBy(asc(s.soOrder.id))
    .limit(2);
  if (!items.length) return;
  const product = barcode ? { itemId: barcode.itemId, serialNo: barcode.serialNo } : { itemId: items[0].id };
  const other = { itemId: items[items.length - 1].id };

  await addQualityReport(tx, chaoyang, 'quality', { ...other, facts: '同批次洗衣机排水泵异响，近一个月已更换 3 台', severity: 'minor' });
  const submitted = await addQualityReport(tx, chaoyang, 'quality', { ...product, orderNo: cyOrder?.orderNo, facts: '压缩机启动后 10 分钟即停机保护，更换启动电容后复现', severity: 'major' });
  await submitQualityReport(tx, chaoyang, 'quality', submitted.saved.id, undefined);
  const confirmed = await addQualityReport(tx, centre, 'quality', { ...other, facts: '华北区域多起主板烧毁，疑似电源模块批次问题', severity: 'critical' });
  await submitQualityReport(tx, centre, 'quality', confirmed.saved.id, undefined);
  await answerQualityReport(tx, zhao, 'quality', 'confirm', confirmed.saved.id, undefined);

  const accident = await addQualityReport(tx, chaoyang, 'accident', { ...product, orderNo: cyOrder?.orderNo, facts: '热水器使用中漏水，浸泡楼下住户吊顶', severity: 'major', injury: false, damage: '楼下住户吊顶及木地板受损' });
  await submitQualityReport(tx, chaoyang, 'accident', accident.saved.id, undefined);
  const returned = await addQualityReport(tx, chaoyang, 'accident', { ...other, facts: '电暖器插头过热起火，用户手部轻微烫伤', severity: 'critical', injury: true, damage: '插座及墙面熏黑' });
  await submitQualityReport(tx, chaoyang, 'accident', returned.saved.id, undefined);
  await answerQualityReport(tx, admin, 'accident', 'return', returned.saved.id, undefined, '请补充现场照片和用户就医记录');

  if (cyOrder) await addGoodComment(tx, chaoyang, { orderNo: cyOrder.orderNo, praise: '用户在回访中表扬王师傅上门准时、讲解耐心', amountClaimed: '50.00' });
  if (cyOrder2) {
    const claim = await addGoodComment(tx, chaoyang, { orderNo: cyOrder2.orderNo, praise: '用户在电商平台给出五星好评并附感谢信', amountClaimed: '100.00' });
    // Rejected, not approved: an approval adds to the order's reward, and the demo orders' fees stay as the other demos and tests expect.
    await checkGoodComment(tx, admin, { id: claim.saved.id, action: 'reject', remark: '截图无法证明为该工单的好评，请补充后重新申请' });
  }
}
