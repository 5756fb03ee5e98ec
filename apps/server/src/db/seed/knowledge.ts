/**
 * Knowledge base and bulletins (issue 18): the 知识文档 menu with 知识库 (every role searches and reads; headquarters
 * writes, publishes and withdraws) and 公告 (headquarters), and tenant 1's demo articles and bulletins in each state,
 * made by the module's own commands.
 */
import { BULLETIN_PERMISSIONS, type BulletinPermission, KNOWLEDGE_PERMISSIONS, type KnowledgePermission } from '@as/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { addBulletin, moveBulletin } from '../../modules/knowledge/bulletin.service.ts';
import { addArticle, moveArticle } from '../../modules/knowledge/knowledge.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';

const GROUP = { key: 'knowledge', name: '知识文档', path: '/knowledge', icon: 'icon-book', sort: 100 };
const BASE = { key: 'knowledge.base', name: '知识库', path: '/knowledge/base/index', icon: 'icon-file-text' };
const BULLETIN = { key: 'knowledge.bulletin', name: '公告', path: '/knowledge/bulletin/index', icon: 'icon-message' };
const KNOWLEDGE_BUTTONS: Record<KnowledgePermission, string> = { view: '管理', add: '新增', edit: '修改', publish: '发布', export: '导出', read: '查阅' };
const BULLETIN_BUTTONS: Record<BulletinPermission, string> = { view: '查看', add: '新增', edit: '修改', publish: '发布', export: '导出' };

/** The menu, its two screens and buttons; headquarters holds everything, every other role (but the customer) reads the knowledge base. */
export async function seedKnowledgeMenu(tx: Tx, tenantId: number) {
  const [group] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, ...GROUP }).returning({ id: s.sysMenu.id });
  const screen = async (menu: typeof BASE, sort: number, buttons: Record<string, string>, permissions: Record<string, string>, prefix: string) => {
    const [row] = await tx.insert(s.sysMenu).values({ tenantId, parentId: group.id, ...menu, keepAlive: '1', sort }).returning({ id: s.sysMenu.id });
    const made = await tx
      .insert(s.sysMenu)
      .values(Object.entries(buttons).map(([p, label], i) => ({ tenantId, parentId: row.id, key: `${prefix}.${p}`, name: `${menu.name}${label}`, type: '1' as const, permission: permissions[p], sort: i })))
      .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
    return { id: row.id, buttons: new Map(made.map((b) => [b.key, b.id])) };
  };
  const base = await screen(BASE, 10, KNOWLEDGE_BUTTONS, KNOWLEDGE_PERMISSIONS, 'basKnowledge');
  const bulletin = await screen(BULLETIN, 20, BULLETIN_BUTTONS, BULLETIN_PERMISSIONS, 'basBulletin');
  const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), ne(s.sysRole.code, 'CUSTOMER')));
  const grants = roles.flatMap((role) => {
    const menus = role.code === 'ROLE_ADMIN' ? [group.id, base.id, ...base.buttons.values(), bulletin.id, ...bulletin.buttons.values()] : [group.id, base.id, base.buttons.get('basKnowledge.read')!];
    return menus.map((menuId) => ({ tenantId, roleId: role.id, menuId }));
  });
  if (grants.length) await tx.insert(s.sysRoleMenu).values(grants).onConflictDoNothing();
}

const idOf = async (tx: Tx, table: typeof s.basKnowledgeType | typeof s.basItemCategory | typeof s.basFaultSymptom, tenantId: number, code: string) =>
  (await tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, code))))[0].id;

/** [type, category, fault, title, keywords, body, state, roles] */
type ArticleSeed = [string, string | null, string | null, string, string, string, 'draft' | 'published' | 'withdrawn', string[]];

const ARTICLES: ArticleSeed[] = [
  [
    'KT-REPAIR', 'AC', 'FS-ACLEAK', '空调室内机漏水的排查与处理', '漏水 排水管 接水盘 leak drain',
    '## 现象\n室内机出风口或机身下方滴水，墙面有水渍。\n\n## 排查步骤\n1. 断电后检查排水管是否弯折、堵塞或倒坡。\n2. 检查接水盘是否破裂、积灰堵塞排水口。\n3. 检查室内机安装是否水平（左右高差不超过 5 毫米）。\n\n## 处理\n- 疏通排水管，必要时更换。\n- 清洗接水盘，重新调整挂板水平。\n\n处理后开机制冷 30 分钟，确认无滴水再离开。',
    'published', [],
  ],
  [
    'KT-REPAIR', 'AC', 'FS-ERRCODE', '变频空调常见故障代码 E1、E5、F0 速查', '故障代码 E1 E5 F0 error code',
    '## E1 室内外通讯故障\n检查室内外机连接线是否接错、松动，测量通讯电压。\n\n## E5 过流保护\n检查压缩机电流与电源电压，必要时更换外机主板。\n\n## F0 缺氟保护\n检漏、补氟，按铭牌充注量。',
    'published', [],
  ],
  [
    'KT-INSTALL', 'AC-SPLIT', null, '壁挂式空调安装规范', '安装 挂板 真空 installation',
    '## 安装前\n- 核对机型与用户购买信息一致。\n- 确认墙体承重与电源容量。\n\n## 安装要点\n1. 挂板水平安装，排水侧略低。\n2. 连接管抽真空不少于 15 分钟。\n3. 外机支架加装防震垫。',
    'published', [],
  ],
  [
    'KT-REPAIR', 'WH', 'FS-WHLEAK', 'Water heater leaks: where to look first', 'leak tank valve fuga',
    '## Check\n- The safety valve: a few drops while heating are normal.\n- The inlet and outlet joints: tighten or replace the seals.\n- The inner tank: a leak from the tank itself means replacing the unit under warranty.',
    'published', [],
  ],
  [
    'KT-WARRANTY', null, null, '整机与主要部件保修期说明', '保修 三包 warranty garantía',
    '整机保修期按产品信息中的保修月数计算，自购买日期起算；无购买凭证的按出厂日期后 3 个月起算。\n\n## 主要部件\n- 空调压缩机：10 年。\n- 热水器内胆：8 年。',
    'published', [],
  ],
  [
    'KT-FEES', null, null, '上门服务收费标准（工程师内部）', '收费 上门费 远程费',
    '## 保外维修\n- 上门费：50 元。\n- 远程费：超过 30 公里每公里 2 元，封顶 200 元。\n\n收费须出具电子凭证，不得私自加收。',
    'published', ['ENGINEER', 'OUTLET_1', 'OUTLET_2'],
  ],
  ['KT-FAQ', 'WM', 'FS-NODRAIN', '洗衣机不排水的快速判断', '不排水 排水泵 过滤器', '先清理排水过滤器，再检查排水管是否高于 1 米或被压住；仍不排水则检测排水泵。', 'draft', []],
  ['KT-FAQ', 'RF', null, '冰箱首次使用须知（旧版）', '冰箱 首次使用', '冰箱运输后须静置 2 小时再通电。', 'withdrawn', []],
];

/** Tenant 1's demo articles (headquarters writes them) and bulletins: one for everybody, one for the northern centre's organisations, one for engineers, a draft and a revoked one. */
export async function seedKnowledge(tx: Tx, tenantId: number) {
  const hq = await authOfUser(tx, tenantId, 'admin');
  const roles = new Map((await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(eq(s.sysRole.tenantId, tenantId))).map((r) => [r.code, r.id]));
  for (const [type, category, fault, title, keywords, body, state, roleCodes] of ARTICLES) {
    const article = await addArticle(tx, hq, {
      title,
      typeId: await idOf(tx, s.basKnowledgeType, tenantId, type),
      categoryId: category ? await idOf(tx, s.basItemCategory, tenantId, category) : null,
      faultSymptomId: fault ? await idOf(tx, s.basFaultSymptom, tenantId, fault) : null,
      keywords,
      body,
      roleIds: roleCodes.map((c) => roles.get(c)!),
    });
    if (state === 'draft') continue;
    await moveArticle(tx, hq, 'publish', article.id, article.version);
    if (state === 'withdrawn') await moveArticle(tx, hq, 'withdraw', article.id, undefined, '内容过时，待更新');
  }
  const [north] = await tx.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, tenantId), inArray(s.sysDept.code, ['SC-N'])));
  const now = Date.now();
  const day = 86_400_000;
  const at = (days: number) => new Date(now + days * day).toISOString();
  const bulletins: [string, string, 'all' | 'chosen', number[], number[], string, string | null, 'draft' | 'published' | 'revoked'][] = [
    ['春节期间服务安排', '春节期间（除夕至初三）400 热线正常受理，上门服务顺延至初四起安排。\n\n请各网点提前备好常用备件。', 'all', [], [], at(-2), at(30), 'published'],
    ['华北区域夏季空调保养活动', '华北区域各网点：6 月起开展空调免费清洗活动，工单服务类型选“上门维修”，备注“夏季保养”。', 'chosen', [north.id], [], at(-1), null, 'published'],
    ['工程师安全作业提醒', '- 高空作业必须系安全带。\n- 带电检测须穿绝缘鞋。', 'chosen', [], [roles.get('ENGINEER')!], at(-1), at(60), 'published'],
    ['新版收费标准（征求意见稿）', '征求意见中，暂不发布。', 'all', [], [], at(0), null, 'draft'],
    ['旧版备件申请流程', '已由新流程替代。', 'all', [], [], at(-30), null, 'revoked'],
  ];
  for (const [title, body, audience, deptIds, roleIds, validFrom, validTo, state] of bulletins) {
    const made = await addBulletin(tx, hq, { title, body, audience, deptIds, roleIds, validFrom, validTo });
    if (state === 'draft') continue;
    await moveBulletin(tx, hq, 'publish', made.id, made.version);
    if (state === 'revoked') await moveBulletin(tx, hq, 'revoke', made.id, undefined, '流程已更新');
  }
}
