/**
 * Engineers: their dictionaries (every tenant), their menu entries with buttons, who of the demo roles gets which,
 * and demo engineers of tenant 1's outlets (the seeded engineer users become engineers; the others get logins).
 */
import { ENGINEER_PERMISSIONS, engineerResource, resourcePermissions } from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import type { MenuSeed } from './menus.ts';

type Item = [string, string, string, string];

/** [value, zh-CN, en-US, es-ES]; inspections use the service network's inspection_result. */
export const ENGINEER_DICTS: { type: string; description: string; items: Item[] }[] = [
  { type: 'engineer_type', description: '工程师类型', items: [['self', '自有', 'Self-owned', 'Propio'], ['steerable', '可调度', 'Steerable', 'Dirigible'], ['pact', '协议', 'Pact', 'Por contrato']] },
  { type: 'engineer_post_stat', description: '在职状态', items: [['on_job', '在职', 'On the job', 'En activo'], ['leave', '休假', 'On leave', 'De permiso'], ['dimission', '离职', 'Dimission', 'Baja']] },
  {
    type: 'engineer_level',
    description: '认证等级',
    items: [['novice', '初级', 'Novice', 'Principiante'], ['intermediate', '中级', 'Intermediate', 'Intermedio'], ['advanced', '高级', 'Advanced', 'Avanzado'], ['senior', '资深', 'Senior', 'Sénior']],
  },
  {
    type: 'education',
    description: '学历',
    items: [['middle', '初中', 'Middle school', 'Secundaria'], ['high', '高中/中专', 'High school', 'Bachillerato'], ['college', '大专', 'College', 'Técnico superior'], ['bachelor', '本科', "Bachelor's degree", 'Grado'], ['master', '硕士及以上', "Master's or above", 'Máster o superior']],
  },
  { type: 'engineer_change_status', description: '变更申请状态', items: [['pending', '待审核', 'Awaiting review', 'Pendiente'], ['approved', '已通过', 'Approved', 'Aprobada'], ['rejected', '已驳回', 'Rejected', 'Rechazada']] },
];

const perm = resourcePermissions(engineerResource);
const button = (key: string, name: string, permission: `basic_${string}`): MenuSeed => ({ key, name, type: '1', permission });

/** The engineer screens of the service-network menu, with their buttons. */
export const ENGINEER_MENUS: MenuSeed[] = [
  {
    key: 'network.engineer',
    name: '工程师管理',
    path: '/basic/engineer/index',
    icon: 'icon-user',
    keepAlive: '1',
    children: [
      button('engineer.view', '工程师查看', perm.view),
      button('engineer.add', '工程师新增', perm.add),
      button('engineer.edit', '工程师修改', perm.edit),
      button('engineer.export', '工程师导出', perm.export),
      button('engineer.post', '工程师在职状态', ENGINEER_PERMISSIONS.postStat),
      button('engineer.promote', '工程师晋升', ENGINEER_PERMISSIONS.promote),
      button('engineer.inspect', '工程师稽查', ENGINEER_PERMISSIONS.inspect),
    ],
  },
  {
    key: 'network.engineerChange',
    name: '工程师变更申请',
    path: '/basic/engineerChange/index',
    icon: 'icon-file-text',
    keepAlive: '1',
    children: [
      button('engineerChange.view', '变更申请查看', ENGINEER_PERMISSIONS.changeView),
      button('engineerChange.add', '变更申请提交', ENGINEER_PERMISSIONS.changeAdd),
      button('engineerChange.audit', '变更申请审核', ENGINEER_PERMISSIONS.changeAudit),
    ],
  },
];

/**
 * Menu keys per demo role: centres manage and audit; outlets add, keep status, inspect and ask for changes (a
 * secondary outlet only looks and asks); an engineer sees his own record.
 */
const ROLE_MENUS: Record<string, string[]> = {
  CENTRE: ['network', 'network.engineer', 'engineer.view', 'engineer.edit', 'engineer.export', 'engineer.post', 'engineer.promote', 'engineer.inspect', 'network.engineerChange', 'engineerChange.view', 'engineerChange.audit'],
  OUTLET_1: ['network', 'network.engineer', 'engineer.view', 'engineer.add', 'engineer.export', 'engineer.post', 'engineer.inspect', 'network.engineerChange', 'engineerChange.view', 'engineerChange.add'],
  OUTLET_2: ['network', 'network.engineer', 'engineer.view', 'network.engineerChange', 'engineerChange.view', 'engineerChange.add'],
  ENGINEER: ['network', 'network.engineer', 'engineer.view'],
};

interface EngineerSeed {
  jobNo: string;
  name: string;
  /** An existing demo user, or a new login with this account. */
  loginAccount: string;
  mobile: string;
  outlet: string;
  engineerType: string;
  postStat: string;
  level: string;
  education: string;
  sex: string;
  dailyCapacity: number;
  idNumber: string;
  insurance: [company: string, policyNo: string, expiry: string];
  at: [lat: string, lng: string];
  /** Promotions that brought the engineer to the level: [from, to, day, reason]. */
  promotions?: [string, string, string, string][];
}

const ENGINEER_SEED: EngineerSeed[] = [
  {
    jobNo: 'E1001', name: '王建国', loginAccount: 'engineer_wang', mobile: '13800000005', outlet: 'ASC-BJ-CY', engineerType: 'self', postStat: 'on_job', level: 'senior',
    education: 'college', sex: '1', dailyCapacity: 8, idNumber: '110105198503121234', insurance: ['中国平安财产保险', 'PA-2025-110501', '2026-12-31'], at: ['39.996180', '116.480880'],
    promotions: [['intermediate', 'advanced', '2023-03-01', '年度考核优秀'], ['advanced', 'senior', '2025-03-01', '变频空调维修认证通过']],
  },
  {
    jobNo: 'E2001', name: '刘海涛', loginAccount: 'engineer_liu', mobile: '13800000006', outlet: 'ASC-SH-PD', engineerType: 'self', postStat: 'on_job', level: 'advanced',
    education: 'high', sex: '1', dailyCapacity: 10, idNumber: '310115199007214517', insurance: ['中国人寿财产保险', 'CL-2025-310115', '2026-06-30'], at: ['31.229860', '121.526520'],
    promotions: [['intermediate', 'advanced', '2024-09-01', '热水器安装零投诉']],
  },
  {
    jobNo: 'E2002', name: '陈晓燕', loginAccount: 'chen.xiaoyan', mobile: '13916200012', outlet: 'ASC-SH-PD', engineerType: 'steerable', postStat: 'leave', level: 'intermediate',
    education: 'bachelor', sex: '2', dailyCapacity: 6, idNumber: '310104199411080026', insurance: ['太平洋财产保险', 'CP-2025-310104', '2026-03-31'], at: ['31.221500', '121.544300'],
  },
  {
    jobNo: 'E2101', name: '周志强', loginAccount: 'zhou.zhiqiang', mobile: '13916200013', outlet: 'ASC-SH-MH', engineerType: 'pact', postStat: 'on_job', level: 'novice',
    education: 'high', sex: '1', dailyCapacity: 12, idNumber: '31011219980215301X', insurance: ['中国平安财产保险', 'PA-2025-310112', '2025-12-31'], at: ['31.111700', '121.381600'],
  },
  {
    jobNo: 'E2102', name: '吴磊', loginAccount: 'wu.lei', mobile: '13916200014', outlet: 'ASC-SH-MH', engineerType: 'self', postStat: 'on_job', level: 'intermediate',
    education: 'college', sex: '1', dailyCapacity: 9, idNumber: '320583199206187733', insurance: ['中国人寿财产保险', 'CL-2025-310112', '2026-09-30'], at: ['31.125400', '121.402900'],
  },
];

/** Gives the demo roles their engineer menus and tenant 1's outlets their engineers. */
export async function seedEngineers(tx: Tx, tenantId: number, passwordHash: string) {
  const menus = await tx.select({ id: s.sysMenu.id, key: s.sysMenu.key }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), isNull(s.sysMenu.deletedAt)));
  const menuIds = new Map(menus.map((m) => [m.key, m.id]));
  const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(eq(s.sysRole.tenantId, tenantId));
  const roleIds = new Map(roles.map((r) => [r.code, r.id]));
  for (const [code, keys] of Object.entries(ROLE_MENUS)) {
    const roleId = roleIds.get(code);
    if (!roleId) continue;
    const ids = keys.map((k) => menuIds.get(k)).filter((id): id is number => id !== undefined);
    if (ids.length) await tx.insert(s.sysRoleMenu).values(ids.map((menuId) => ({ tenantId, roleId, menuId }))).onConflictDoNothing();
  }
  const depts = await tx.select({ id: s.sysDept.id, code: s.sysDept.code }).from(s.sysDept).where(eq(s.sysDept.tenantId, tenantId));
  const deptIds = new Map(depts.map((d) => [d.code, d.id]));
  const sites = await tx.select({ id: s.snSite.id, deptId: s.snSite.deptId }).from(s.snSite).where(eq(s.snSite.tenantId, tenantId));
  const siteOf = new Map(sites.map((site) => [site.deptId, site.id]));
  const existing = await tx.select({ id: s.sysUser.id, username: s.sysUser.username }).from(s.sysUser).where(inArray(s.sysUser.username, ['admin', ...ENGINEER_SEED.map((e) => e.loginAccount)]));
  const userIds = new Map(existing.map((u) => [u.username, u.id]));
  const engineerRole = roleIds.get('ENGINEER');

  for (const e of ENGINEER_SEED) {
    const deptId = deptIds.get(e.outlet)!;
    let userId = userIds.get(e.loginAccount);
    if (userId) {
      await tx.update(s.sysUser).set({ name: e.name }).where(eq(s.sysUser.id, userId));
    } else {
      [{ id: userId }] = await tx.insert(s.sysUser).values({ username: e.loginAccount, name: e.name, phone: e.mobile, passwordHash }).returning({ id: s.sysUser.id });
      await tx.insert(s.sysUserTenant).values({ tenantId, userId, deptId, snUserId: siteOf.get(deptId) ?? null });
      if (engineerRole) await tx.insert(s.sysUserRole).values({ tenantId, userId, roleId: engineerRole });
    }
    const [row] = await tx
      .insert(s.snSiteEngineer)
      .values({
        tenantId, userId, deptId, jobNo: e.jobNo, name: e.name, loginAccount: e.loginAccount, mobile: e.mobile, engineerType: e.engineerType, postStat: e.postStat,
        level: e.level, education: e.education, sex: e.sex, dailyCapacity: e.dailyCapacity, idNumber: e.idNumber, insuranceCompany: e.insurance[0],
        insurancePolicyNo: e.insurance[1], insuranceExpiry: e.insurance[2], lat: e.at[0], lng: e.at[1],
      })
      .returning({ id: s.snSiteEngineer.id });
    for (const [fromLevel, toLevel, promotedOn, reason] of e.promotions ?? []) {
      await tx.insert(s.snEngineerPromotion).values({ tenantId, engineerId: row.id, fromLevel, toLevel, promotedOn, reason, createdBy: userIds.get('admin')! });
    }
  }
}
