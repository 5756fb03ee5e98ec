/** The menu tree every tenant starts with. Keys map to screens in the web app and to i18n keys menu.<key>. */
import {
  areaResource,
  EVALUATION_PERMISSIONS,
  INTF_FAIL_PERMISSIONS,
  intfFailRecordResource,
  barcodeGenerateResource,
  buyChannelResource,
  buyShopResource,
  checkSubjectResource,
  custAssetResource,
  custProfileResource,
  faultReasonResource,
  faultSymptomResource,
  finSubjectResource,
  fixMethodResource,
  itemCategoryResource,
  itemBarcodeResource,
  itemPriceResource,
  itemResource,
  knowledgeTypeResource,
  localeResource,
  manufacturerResource,
  partsBomChangeResource,
  partsBomResource,
  partsCategoryResource,
  partsOrderRuleResource,
  partsResource,
  type Permission,
  pushLogResource,
  pushRuleResource,
  recallSettingResource,
  type ResourceDef,
  serviceTypeResource,
  slaResource,
  specialFeeSubjectResource,
  warehouseResource,
} from '@as/shared';
import { ENGINEER_MENUS } from './engineers.ts';
import { STOCK_MENU } from './stock.ts';
import { NETWORK_MENU } from './network.ts';
import { ORDER_MENU } from './work-orders.ts';

export interface MenuSeed {
  key: string;
  name: string;
  path?: string;
  icon?: string;
  type?: '0' | '1' | '2';
  keepAlive?: '0' | '1';
  permission?: Permission | `basic_${string}`;
  /** Order among its siblings (the spec's orders); by default 10 apart in list order, so none lands on 9 by chance. */
  sort?: number;
  /** Granted to every role (with its children): screens each user has for their own work. */
  everyone?: boolean;
  children?: MenuSeed[];
}

/** The buttons of a resource screen, carrying the permissions its metadata derives (resourcePermissions). */
const resourceButtons = (key: string, prefix: string, label: string, actions: readonly (keyof typeof ACTION_LABELS)[] = ['view', 'add', 'edit', 'del', 'export', 'import']): MenuSeed[] =>
  actions.map((action) => ({
    key: `${key}.${action}`,
    name: `${label}${ACTION_LABELS[action]}`,
    type: '1',
    permission: `${prefix}_${action}` as `basic_${string}`,
  }));
const ACTION_LABELS = { view: '查看', add: '新增', edit: '修改', del: '删除', export: '导出', import: '导入' };

/** A master-data screen: basic.<key> at /basic/<key>/index with the buttons of its resource's permissions. */
const resourceScreen = (def: ResourceDef, name: string, icon: string): MenuSeed => ({
  key: `basic.${def.key}`,
  name,
  path: `/basic/${def.key}/index`,
  icon,
  keepAlive: '1',
  // Rows only the server writes are viewed and exported.
  children: resourceButtons(def.key, def.permission, name, def.readOnly ? ['view', 'export'] : undefined),
});

const crud = (entity: string, label: string, extra: MenuSeed[] = []): MenuSeed[] => [
  { key: `${entity}.view`, name: `${label}查看`, type: '1', permission: `sys_${entity}_view` as Permission },
  { key: `${entity}.add`, name: `${label}新增`, type: '1', permission: `sys_${entity}_add` as Permission },
  { key: `${entity}.edit`, name: `${label}修改`, type: '1', permission: `sys_${entity}_edit` as Permission },
  { key: `${entity}.del`, name: `${label}删除`, type: '1', permission: `sys_${entity}_del` as Permission },
  ...extra,
];

export const MENU_SEED: MenuSeed[] = [
  { key: 'top.platform', name: '平台', path: '/wel/index', icon: 'icon-home', type: '2' },
  // Spec: a level-one group with order value 9 opens My Process.
  { key: 'process', name: '我的流程', path: '/activti', icon: 'icon-branches', sort: 9, everyone: true, children: [{ key: 'process.mine', name: '我的流程', path: '/activti/process/index', icon: 'icon-branches' }] },
  {
    key: 'basic',
    name: '基础数据',
    path: '/basic',
    icon: 'icon-database',
    children: [
      { key: 'basic.serviceType', name: '服务类型', path: '/basic/serviceType/index', icon: 'icon-tool', keepAlive: '1', children: resourceButtons('serviceType', serviceTypeResource.permission, '服务类型') },
      { key: 'basic.sla', name: 'SLA 设置', path: '/basic/sla/index', icon: 'icon-clock', keepAlive: '1', children: resourceButtons('sla', slaResource.permission, 'SLA') },
      { key: 'basic.area', name: '区域管理', path: '/basic/area/index', icon: 'icon-environment', keepAlive: '1', children: resourceButtons('area', areaResource.permission, '区域') },
      resourceScreen(itemCategoryResource, '产品分类', 'icon-apartment'),
      resourceScreen(itemResource, '产品信息', 'icon-database'),
      resourceScreen(itemPriceResource, '机型价格', 'icon-file-text'),
      resourceScreen(buyChannelResource, '购买渠道', 'icon-cluster'),
      resourceScreen(buyShopResource, '购买门店', 'icon-home'),
      resourceScreen(warehouseResource, '仓库库位', 'icon-folder'),
      resourceScreen(partsCategoryResource, '备件分类', 'icon-apartment'),
      resourceScreen(partsResource, '备件信息', 'icon-tool'),
      resourceScreen(faultSymptomResource, '故障现象', 'icon-api'),
      resourceScreen(faultReasonResource, '故障原因', 'icon-api'),
      resourceScreen(fixMethodResource, '维修措施', 'icon-tool'),
      resourceScreen(checkSubjectResource, '考核科目', 'icon-control'),
      resourceScreen(specialFeeSubjectResource, '特殊费用科目', 'icon-idcard'),
      resourceScreen(finSubjectResource, '财务科目', 'icon-book'),
      resourceScreen(knowledgeTypeResource, '知识类型', 'icon-book'),
      resourceScreen(pushRuleResource, '推送规则', 'icon-message'),
      resourceScreen(pushLogResource, '推送记录', 'icon-file-text'),
      resourceScreen(recallSettingResource, '回访设置', 'icon-file-text'),
      resourceScreen(partsOrderRuleResource, '订货规则', 'icon-control'),
      resourceScreen(localeResource, '语言区域', 'icon-environment'),
      resourceScreen(manufacturerResource, '厂家信息', 'icon-cluster'),
      resourceScreen(partsBomResource, '备件 BOM', 'icon-apartment'),
      resourceScreen(partsBomChangeResource, 'BOM 变更记录', 'icon-file-text'),
      resourceScreen(itemBarcodeResource, '条码库', 'icon-key'),
      { ...resourceScreen(barcodeGenerateResource, '序列号生成器', 'icon-tool'), children: [...resourceButtons('barcodeGenerate', barcodeGenerateResource.permission, '序列号批次', ['view', 'export']), { key: 'barcodeGenerate.add', name: '生成序列号', type: '1', permission: 'basic_barcode_generate_add' }] },
      { key: 'basic.companyConfig', name: '公司配置', path: '/basic/companyConfig/index', icon: 'icon-setting', children: [{ key: 'companyConfig.view', name: '公司配置查看', type: '1', permission: 'basic_company_config_view' }, { key: 'companyConfig.edit', name: '公司配置修改', type: '1', permission: 'basic_company_config_edit' }] },
      { key: 'basic.paramConfig', name: '参数配置', path: '/basic/paramConfig/index', icon: 'icon-control', keepAlive: '1', children: crud('param', '业务参数').map((b) => ({ ...b, key: b.key.replace('param.', 'paramConfig.') })) },
    ],
  },
  {
    key: 'customer',
    name: '客户管理',
    path: '/customer',
    icon: 'icon-team',
    children: [
      { key: 'customer.profile', name: '客户档案', path: '/customer/profile/index', icon: 'icon-idcard', keepAlive: '1', children: resourceButtons(custProfileResource.key, custProfileResource.permission, '客户档案') },
      { key: 'customer.asset', name: '客户资产', path: '/customer/asset/index', icon: 'icon-tool', keepAlive: '1', children: resourceButtons(custAssetResource.key, custAssetResource.permission, '客户资产') },
      { key: 'customer.review', name: '档案审核', path: '/customer/review/index', icon: 'icon-control', children: [
        { key: 'custProfile.audit', name: '客户档案审核', type: '1', permission: `${custProfileResource.permission}_audit` },
      ] },
    ],
  },
  { ...NETWORK_MENU, children: [...(NETWORK_MENU.children ?? []), ...ENGINEER_MENUS] },
  ORDER_MENU,
  STOCK_MENU,
  {
    key: 'system',
    name: '系统管理',
    path: '/admin',
    icon: 'icon-setting',
    children: [
      { key: 'system.user', name: '用户管理', path: '/admin/user/index', icon: 'icon-user', keepAlive: '1', children: crud('user', '用户', [{ key: 'user.lock', name: '用户解锁与重置密码', type: '1', permission: 'sys_user_lock' }]) },
      { key: 'system.role', name: '角色管理', path: '/admin/role/index', icon: 'icon-team', children: crud('role', '角色', [{ key: 'role.perm', name: '分配权限', type: '1', permission: 'sys_role_perm' }]) },
      { key: 'system.menu', name: '菜单管理', path: '/admin/menu/index', icon: 'icon-menu', children: crud('menu', '菜单') },
      { key: 'system.dept', name: '部门管理', path: '/admin/dept/index', icon: 'icon-apartment', children: crud('dept', '部门') },
      { key: 'system.post', name: '岗位管理', path: '/admin/post/index', icon: 'icon-idcard', children: crud('post', '岗位') },
      { key: 'system.tenant', name: '租户管理', path: '/admin/tenant/index', icon: 'icon-cluster', children: crud('tenant', '租户') },
      { key: 'system.dict', name: '字典管理', path: '/admin/dict/index', icon: 'icon-book', children: crud('dict', '字典') },
      { key: 'system.param', name: '参数管理', path: '/admin/param/index', icon: 'icon-control', children: crud('param', '参数') },
      { key: 'system.log', name: '日志管理', path: '/admin/log/index', icon: 'icon-file-text', children: [
        { key: 'log.view', name: '日志查看', type: '1', permission: 'sys_log_view' },
        { key: 'log.del', name: '日志删除', type: '1', permission: 'sys_log_del' },
      ] },
      { key: 'system.file', name: '文件管理', path: '/admin/file/index', icon: 'icon-folder', children: [
        { key: 'file.view', name: '文件查看', type: '1', permission: 'sys_file_view' },
        // Renaming a file (pig's sys_file_edit): pig clients' file screen has the button; ours does not.
        { key: 'file.edit', name: '文件修改', type: '1', permission: 'sys_file_edit' },
        { key: 'file.del', name: '文件删除', type: '1', permission: 'sys_file_del' },
      ] },
      { key: 'system.token', name: '令牌管理', path: '/admin/token/index', icon: 'icon-key', children: [
        { key: 'token.view', name: '令牌查看', type: '1', permission: 'sys_token_view' },
        { key: 'token.del', name: '令牌下线', type: '1', permission: 'sys_token_del' },
      ] },
      // Terminal management (pig's OAuth clients) and the tenant's apps at social login providers.
      { key: 'system.client', name: '终端管理', path: '/admin/client/index', icon: 'icon-api', children: crud('client', '终端') },
      { key: 'system.social', name: '社交账号', path: '/admin/social/index', icon: 'icon-team', children: crud('social_details', '社交账号') },
      { key: 'system.sms', name: '短信发件箱', path: '/admin/sms/index', icon: 'icon-message', children: [
        { key: 'sms.view', name: '短信查看', type: '1', permission: 'sys_sms_view' },
        // Where no provider delivers replies, an operator records what a customer answered an evaluation SMS.
        { key: 'sms.reply', name: '登记评价回复', type: '1', permission: EVALUATION_PERMISSIONS.answer },
      ] },
      // WeChat template messages to users' bound WeChat accounts (the push rules' wechat channel).
      { key: 'system.wechat', name: '微信发件箱', path: '/admin/wechat/index', icon: 'icon-message', children: [
        { key: 'wechat.view', name: '微信消息查看', type: '1', permission: 'sys_wechat_view' },
      ] },
      // Outbound deliveries that failed after their last attempt, next to the SMS outbox they mostly come from.
      { key: 'system.intfFailRecord', name: '接口失败记录', path: '/intf/intfFailRecord/index', icon: 'icon-api', children: [
        ...resourceButtons(intfFailRecordResource.key, intfFailRecordResource.permission, '接口失败记录', ['view', 'export']),
        { key: 'intfFailRecord.retry', name: '接口失败重发', type: '1', permission: INTF_FAIL_PERMISSIONS.retry },
        { key: 'intfFailRecord.ignore', name: '接口失败忽略', type: '1', permission: INTF_FAIL_PERMISSIONS.ignore },
      ] },
      { key: 'system.doc', name: '接口文档', path: '/admin/document/index', icon: 'icon-api' },
      // Every user's own exports and import results: the endpoints need no permission beyond being signed in.
      { key: 'system.exportTask', name: '导出任务', path: '/intf/intfDownloadRecord/index', icon: 'icon-folder' },
    ],
  },
];
