/**
 * The service network's demo data: its dictionaries and menus (with the centre and outlet roles' grants), the four
 * demo outlets with every field of spec section 3 (contract, finance, fees, parts rules, coordinates), their service
 * areas, product categories, addresses and inspections, auto-dispatch rules, and change requests in each state.
 */
import { autoDispatchResource, SITE_CHANGE_AUDIT, siteChangeScreen, siteResource } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import type { MenuSeed } from './menus.ts';
import { startWorkflow } from '../../modules/workflow/index.ts';

type Item = [string, string, string, string];

/** The network's dictionaries, part of every tenant's starting dictionaries (DICT_SEED). */
export const NETWORK_DICTS: { type: string; description: string; items: Item[] }[] = [
  { type: 'site_kind', description: '网点类型', items: [['outlet', '网点', 'Outlet (ASC)', 'Punto de servicio (ASC)'], ['provider', '服务商', 'Service provider', 'Proveedor de servicio']] },
  {
    type: 'site_operating_state',
    description: '经营状态',
    items: [['operating', '正常营业', 'Operating', 'En servicio'], ['suspended', '暂停营业', 'Suspended', 'Suspendido'], ['closed', '已关闭', 'Closed', 'Cerrado']],
  },
  { type: 'invoice_type', description: '发票类型', items: [['special', '增值税专用发票', 'VAT special invoice', 'Factura especial de IVA'], ['ordinary', '增值税普通发票', 'VAT ordinary invoice', 'Factura ordinaria de IVA'], ['none', '不开票', 'No invoice', 'Sin factura']] },
  {
    type: 'site_address_type',
    description: '网点地址类型',
    items: [['office', '办公地址', 'Office', 'Oficina'], ['receiving', '收货地址', 'Receiving (parts)', 'Recepción (piezas)'], ['return', '旧件返还地址', 'Old-part return', 'Devolución de piezas']],
  },
  { type: 'inspection_result', description: '巡检结论', items: [['pass', '合格', 'Pass', 'Aprobado'], ['rectify', '限期整改', 'Rectify by deadline', 'Corregir en plazo'], ['fail', '不合格', 'Fail', 'Suspenso']] },
  {
    type: 'site_change_status',
    description: '变更申请状态',
    items: [['pending', '待审核', 'Awaiting approval', 'Pendiente'], ['approved', '已通过', 'Approved', 'Aprobada'], ['rejected', '已驳回', 'Rejected', 'Rechazada'], ['withdrawn', '已撤回', 'Withdrawn', 'Retirada']],
  },
];

const button = (key: string, name: string, permission: `basic_${string}`): MenuSeed => ({ key, name, type: '1', permission });

/** 服务网络: outlets, change requests and auto-dispatch rules, each with its buttons. */
export const NETWORK_MENU: MenuSeed = {
  key: 'network',
  name: '服务网络',
  path: '/network',
  icon: 'icon-cluster',
  children: [
    {
      key: 'network.site',
      name: '网点管理',
      path: '/basic/site/index',
      icon: 'icon-home',
      keepAlive: '1',
      children: [
        button('site.view', '网点查看', `${siteResource.permission}_view`),
        button('site.add', '网点新增', `${siteResource.permission}_add`),
        button('site.edit', '网点修改', `${siteResource.permission}_edit`),
        button('site.export', '网点导出', `${siteResource.permission}_export`),
        button('site.import', '网点导入', `${siteResource.permission}_import`),
      ],
    },
    {
      key: 'network.siteChange',
      name: '网点变更申请',
      path: '/basic/siteChange/index',
      icon: 'icon-file-text',
      children: [
        button('siteChange.view', '变更申请查看', `${siteChangeScreen.permission}_view`),
        button('siteChange.add', '提交变更申请', `${siteChangeScreen.permission}_add`),
        button('siteChange.audit', '审核变更申请', SITE_CHANGE_AUDIT),
      ],
    },
    {
      key: 'network.autoDispatch',
      name: '自动派工规则',
      path: '/basic/autoDispatch/index',
      icon: 'icon-api',
      keepAlive: '1',
      children: [
        button('autoDispatch.view', '派工规则查看', `${autoDispatchResource.permission}_view`),
        button('autoDispatch.add', '派工规则新增', `${autoDispatchResource.permission}_add`),
        button('autoDispatch.edit', '派工规则修改', `${autoDispatchResource.permission}_edit`),
        button('autoDispatch.del', '派工规则删除', `${autoDispatchResource.permission}_del`),
        button('autoDispatch.export', '派工规则导出', `${autoDispatchResource.permission}_export`),
        button('autoDispatch.import', '派工规则导入', `${autoDispatchResource.permission}_import`),
      ],
    },
  ],
};

/** The master data the network screens refer to (areas, categories, service types), to read. */
const REFERENCED = ['basic', 'basic.area', 'area.view', 'basic.itemCategory', 'itemCategory.view', 'basic.serviceType', 'serviceType.view'];

/** What the network roles may do: a centre manages its outlets and decides their requests; an outlet sees itself and asks. */
const ROLE_MENUS: Record<string, string[]> = {
  CENTRE: [...REFERENCED, 'network', 'network.site', 'site.view', 'site.add', 'site.edit', 'site.export', 'site.import', 'network.siteChange', 'siteChange.view', 'siteChange.audit', 'network.autoDispatch', 'autoDispatch.view', 'autoDispatch.add', 'autoDispatch.edit', 'autoDispatch.del'],
  OUTLET_1: [...REFERENCED, 'network', 'network.site', 'site.view', 'network.siteChange', 'siteChange.view', 'siteChange.add'],
  OUTLET_2: [...REFERENCED, 'network', 'network.site', 'site.view', 'network.siteChange', 'siteChange.view', 'siteChange.add'],
};

interface SiteDemo {
  code: string;
  lat: string;
  lng: string;
  area: string;
  areas: string[];
  categories: string[];
  star: number;
  manager: [string, string];
  contact: [string, string];
  email: string;
  contract: [string, string, string];
  tax: [string, string];
  bank: [string, string];
  remote: [number, string, string];
  mileage: [boolean, boolean, number];
  flags: [boolean, boolean];
  parts: [string, string, number, number];
  addresses: [string, string, string, string, string, boolean][];
  inspections: [string, string, number, string, string][];
}

const SITES: SiteDemo[] = [
  {
    code: 'ASC-BJ-CY',
    lat: '39.996500',
    lng: '116.470800',
    area: '110105',
    areas: ['110105', '110101'],
    categories: ['AC', 'WH', 'WM', 'RF'],
    star: 5,
    manager: ['张建国', '13910010001'],
    contact: ['刘晓燕', '13910010002'],
    email: 'chaoyang@asc-demo.cn',
    contract: ['HT-2025-BJ-001', '2025-01-01', '2027-12-31'],
    tax: ['91110105MA01AB2C3D', '6.00'],
    bank: ['中国工商银行北京望京支行', '0200123409000123456'],
    remote: [30, '1.50', '120.00'],
    mileage: [true, true, 10],
    flags: [true, true],
    parts: ['500.00', '200.00', 20, 8],
    addresses: [
      ['office', '张建国', '010-8455-0001', '110105', '北京市朝阳区望京街 10 号 2 层', true],
      ['receiving', '刘晓燕', '13910010002', '110105', '北京市朝阳区望京街 10 号 B1 仓库', false],
      ['return', '刘晓燕', '13910010002', '110105', '北京市朝阳区望京街 10 号 B1 旧件区', false],
    ],
    inspections: [
      ['2026-03-18', '钱督导', 96, 'pass', '工具齐全，备件台账清晰'],
      ['2026-09-22', '钱督导', 92, 'pass', '服务看板已更新'],
    ],
  },
  {
    code: 'ASC-BJ-HD',
    lat: '39.983400',
    lng: '116.316200',
    area: '110108',
    areas: ['110108'],
    categories: ['AC', 'WM'],
    star: 4,
    manager: ['王海涛', '13910020001'],
    contact: ['陈静', '13910020002'],
    email: 'haidian@asc-demo.cn',
    contract: ['HT-2025-BJ-014', '2025-04-01', '2026-12-31'],
    tax: ['91110108MA02CD4E5F', '3.00'],
    bank: ['中国建设银行北京中关村支行', '1100106150005300789'],
    remote: [25, '1.20', '100.00'],
    mileage: [true, false, 5],
    flags: [true, false],
    parts: ['300.00', '100.00', 10, 4],
    addresses: [
      ['office', '王海涛', '010-6255-0002', '110108', '北京市海淀区中关村大街 27 号 1 层', true],
      ['receiving', '陈静', '13910020002', '110108', '北京市海淀区中关村大街 27 号后院库房', false],
    ],
    inspections: [['2026-06-10', '钱督导', 78, 'rectify', '工服不统一，限两周内整改']],
  },
  {
    code: 'ASC-SH-PD',
    lat: '31.230300',
    lng: '121.517700',
    area: '310115',
    areas: ['310115', '310101'],
    categories: ['AC', 'WH', 'WM', 'RF'],
    star: 5,
    manager: ['李伟', '13816030001'],
    contact: ['赵敏', '13816030002'],
    email: 'pudong@asc-demo.cn',
    contract: ['HT-2025-SH-003', '2025-01-01', '2027-06-30'],
    tax: ['91310115MA03EF6G7H', '6.00'],
    bank: ['招商银行上海陆家嘴支行', '121909876510601'],
    remote: [30, '1.80', '150.00'],
    mileage: [true, true, 10],
    flags: [true, true],
    parts: ['500.00', '200.00', 20, 10],
    addresses: [
      ['office', '李伟', '021-5888-0003', '310115', '上海市浦东新区张杨路 500 号 5 楼', true],
      ['receiving', '赵敏', '13816030002', '310115', '上海市浦东新区张杨路 500 号地下一层仓库', false],
    ],
    inspections: [['2026-05-12', '周库管', 94, 'pass', '库存盘点一致']],
  },
  {
    code: 'ASC-SH-MH',
    lat: '31.111000',
    lng: '121.385200',
    area: '310112',
    areas: ['310112'],
    categories: ['AC', 'WH'],
    star: 3,
    manager: ['孙志强', '13816040001'],
    contact: ['周婷', '13816040002'],
    email: 'minhang@asc-demo.cn',
    contract: ['HT-2025-SH-021', '2025-07-01', '2026-12-15'],
    tax: ['91310112MA04GH8J9K', '3.00'],
    bank: ['交通银行上海莘庄支行', '310066726018800012345'],
    remote: [20, '1.00', '80.00'],
    mileage: [false, false, 0],
    flags: [false, false],
    parts: ['200.00', '100.00', 8, 3],
    addresses: [['office', '孙志强', '021-6412-0004', '310112', '上海市闵行区莘庄镇都市路 88 号', true]],
    inspections: [['2026-07-08', '周库管', 65, 'fail', '未按规定回收旧件，已约谈']],
  },
];

/** [area code, category code or null, service type code or null, outlet code, priority] */
const RULES: [string, string | null, string | null, string, number][] = [
  ['110105', null, null, 'ASC-BJ-CY', 10],
  ['110101', null, null, 'ASC-BJ-CY', 5],
  ['110108', null, null, 'ASC-BJ-HD', 10],
  ['110108', 'WH', null, 'ASC-BJ-CY', 20],
  ['110100', null, null, 'ASC-BJ-CY', 1],
  ['310115', null, null, 'ASC-SH-PD', 10],
  ['310101', null, null, 'ASC-SH-PD', 5],
  ['310112', null, null, 'ASC-SH-MH', 10],
  ['310112', 'RF', null, 'ASC-SH-PD', 20],
  ['310100', null, 'INST-AC', 'ASC-SH-PD', 1],
];

const idsByCode = async (tx: Tx, table: typeof s.basArea | typeof s.basItemCategory | typeof s.basServiceType, tenantId: number) =>
  new Map((await tx.select({ id: table.id, code: table.code }).from(table).where(eq(table.tenantId, tenantId))).map((r) => [r.code, r.id]));

/** The roles' menu grants of every tenant; the demo outlets' data where the tenant has them. */
export async function seedNetwork(tx: Tx, tenantId: number, roleIds: Map<string, number>, deptIds: Map<string, number>, siteIds: Map<string, number>) {
  const menus = new Map((await tx.select({ id: s.sysMenu.id, key: s.sysMenu.key }).from(s.sysMenu).where(eq(s.sysMenu.tenantId, tenantId))).map((m) => [m.key, m.id]));
  for (const [role, keys] of Object.entries(ROLE_MENUS)) {
    const roleId = roleIds.get(role);
    if (roleId) await tx.insert(s.sysRoleMenu).values(keys.map((key) => ({ tenantId, roleId, menuId: menus.get(key)! })));
  }
  if (!siteIds.size) return;

  const areas = await idsByCode(tx, s.basArea, tenantId);
  const categories = await idsByCode(tx, s.basItemCategory, tenantId);
  const serviceTypes = await idsByCode(tx, s.basServiceType, tenantId);
  const depts = await tx.select({ id: s.sysDept.id, parentId: s.sysDept.parentId }).from(s.sysDept).where(eq(s.sysDept.tenantId, tenantId));
  const parentOf = new Map(depts.map((d) => [d.id, d.parentId]));
  for (const d of SITES) {
    const siteId = siteIds.get(d.code)!;
    await tx
      .update(s.snSite)
      .set({
        superiorDeptId: parentOf.get(deptIds.get(d.code)!),
        starLevel: d.star,
        areaId: areas.get(d.area),
        lat: d.lat,
        lng: d.lng,
        managerName: d.manager[0],
        managerPhone: d.manager[1],
        contactName: d.contact[0],
        contactPhone: d.contact[1],
        email: d.email,
        contractNo: d.contract[0],
        contractStart: d.contract[1],
        contractEnd: d.contract[2],
        taxNumber: d.tax[0],
        taxRate: d.tax[1],
        invoiceType: 'special',
        bankName: d.bank[0],
        bankAccount: d.bank[1],
        remoteBaseKm: d.remote[0],
        remoteFeeRate: d.remote[1],
        remoteFeeCap: d.remote[2],
        mileageFeeEnabled: d.mileage[0],
        mileageRoundTrip: d.mileage[1],
        mileageFreeKm: d.mileage[2],
        autoDispatch: d.flags[0],
        autoAccept: d.flags[1],
        partsMinOrderAmount: d.parts[0],
        urgentPartsMinOrderAmount: d.parts[1],
        maxPartsPerOrder: d.parts[2],
        monthlyUrgentParts: d.parts[3],
      })
      .where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.id, siteId)));
    await tx.insert(s.snSiteArea).values(d.areas.map((code, lineNo) => ({ tenantId, parentId: siteId, lineNo, areaId: areas.get(code)! })));
    await tx.insert(s.snSiteCategory).values(d.categories.map((code, lineNo) => ({ tenantId, parentId: siteId, lineNo, categoryId: categories.get(code)! })));
    await tx.insert(s.snSiteAddress).values(
      d.addresses.map(([addressType, contact, phone, area, address, isDefault], lineNo) => ({ tenantId, parentId: siteId, lineNo, addressType, contact, phone, areaId: areas.get(area), address, isDefault })),
    );
    await tx.insert(s.snSiteInspection).values(d.inspections.map(([inspectedOn, inspector, score, result, remark]) => ({ tenantId, siteId, inspectedOn, inspector, score, result, remark })));
  }
  await tx.insert(s.snAutoDispatch).values(
    RULES.map(([area, category, serviceType, site, priority]) => ({
      tenantId,
      areaId: areas.get(area)!,
      categoryId: category ? categories.get(category)! : null,
      serviceTypeId: serviceType ? serviceTypes.get(serviceType)! : null,
      siteId: siteIds.get(site)!,
      priority,
    })),
  );
}

/** Change requests in each state, made by the outlet managers and decided by the North China centre (needs the users). */
export async function seedNetworkRequests(tx: Tx, tenantId: number) {
  const users = new Map(
    (await tx.select({ id: s.sysUser.id, username: s.sysUser.username }).from(s.sysUser).where(inArray(s.sysUser.username, ['outlet_chaoyang', 'outlet_haidian', 'centre_north']))).map((u) => [u.username, u.id]),
  );
  const sites = new Map(
    (await tx.select({ id: s.snSite.id, code: s.snSite.code, name: s.snSite.name, phone: s.snSite.phone, deptId: s.snSite.deptId }).from(s.snSite).where(eq(s.snSite.tenantId, tenantId))).map((r) => [
      r.code,
      r,
    ]),
  );
  const chaoyang = sites.get('ASC-BJ-CY')!;
  const haidian = sites.get('ASC-BJ-HD')!;
  const requests = await tx.insert(s.snSiteChange).values([
    {
      tenantId,
      siteId: chaoyang.id,
      status: 'approved',
      changes: [{ field: 'contactName', oldValue: '赵磊', newValue: '刘晓燕' }],
      fieldNames: 'contactName',
      reason: '原联系人离职',
      submittedBy: users.get('outlet_chaoyang')!,
      submittedByName: 'outlet_chaoyang',
      submittedAt: new Date('2026-08-03T09:12:00+08:00'),
      auditedBy: users.get('centre_north')!,
      auditedByName: 'centre_north',
      auditedAt: new Date('2026-08-03T15:40:00+08:00'),
      auditRemark: '同意',
    },
    {
      tenantId,
      siteId: haidian.id,
      status: 'rejected',
      changes: [{ field: 'bankAccount', oldValue: '1100106150005300789', newValue: '6222020200112233445' }],
      fieldNames: 'bankAccount',
      reason: '更换结算账户',
      submittedBy: users.get('outlet_haidian')!,
      submittedByName: 'outlet_haidian',
      submittedAt: new Date('2026-09-15T10:05:00+08:00'),
      auditedBy: users.get('centre_north')!,
      auditedByName: 'centre_north',
      auditedAt: new Date('2026-09-16T11:20:00+08:00'),
      auditRemark: '个人账户不能作为结算账户，请提供对公账户',
    },
    {
      tenantId,
      siteId: haidian.id,
      status: 'pending',
      changes: [{ field: 'phone', oldValue: haidian.phone, newValue: '010-6255-0099' }],
      fieldNames: 'phone',
      reason: '门店电话改号',
      submittedBy: users.get('outlet_haidian')!,
      submittedByName: 'outlet_haidian',
      submittedAt: new Date('2026-11-20T14:30:00+08:00'),
    },
  ]).returning({ id: s.snSiteChange.id, status: s.snSiteChange.status });
  // The pending one waits in the North China centre's process list, as a submitted request does.
  const pending = requests.find((r) => r.status === 'pending')!;
  await startWorkflow(tx, { tenantId, userId: users.get('outlet_haidian')!, deptId: haidian.deptId }, {
    definitionKey: 'snUserChange',
    businessType: 'snUserChange',
    businessId: pending.id,
    title: `${haidian.name}: phone`,
    remark: '门店电话改号',
    deptId: haidian.deptId,
  });
}
