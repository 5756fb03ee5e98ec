/** Dictionaries and system parameters every tenant starts with: [value, zh-CN, en-US, es-ES]. */
import type { Conn } from '../client.ts';
import { sysDict, sysDictItem } from '../../platform/dicts/dict.table.ts';
import { sysParam } from '../../platform/params/param.table.ts';
import { RULES_DICT_SEED } from './rules.ts';
import { NETWORK_DICTS } from './network.ts';
import { ENGINEER_DICTS } from './engineers.ts';
import { BULLETIN_DICTS, KNOWLEDGE_DICTS, PIC_CHECK_DICTS, SUPERVISION_DICTS } from '@as/shared';
import { COMPLAINT_DICTS } from '@as/shared';
import { RECALL_DICTS } from '@as/shared';
import { BARCODE_TRACE_DICT } from '@as/shared';
import { EVALUATION_SMS_DELAY_MINUTES, EVALUATION_SMS_DELAY_PARAM } from '@as/shared';
import { ACCOUNT_DICTS, BILL_SLIP_DICTS, CHECK_BILL_DICTS, MONEY_ROUNDING_DICT } from '@as/shared';
import { GOOD_COMMENT_DICTS, QUALITY_REPORT_DICTS } from '@as/shared';
import { COEFFICIENT_KIND_DICT, EXCHANGE_DICTS, HELP_CASE_DICTS, INTF_DICTS, ORDER_DICTS, ORDER_REQUEST_DICTS, PARTS_APPLY_DICTS, PARTS_PLAN_DICTS, PARTS_RETURN_DICTS, SLA_DICTS, STATEMENT_DICTS, STOCK_DOC_DICTS } from '@as/shared';

type Item = [string, string, string, string];

export const DICT_SEED: { type: string; description: string; items: Item[] }[] = [
  { type: 'log_type', description: '日志类型', items: [['0', '正常', 'Normal', 'Normal'], ['9', '异常', 'Exception', 'Excepción'], ['1', '前端错误', 'Front-end error', 'Error del cliente']] },
  { type: 'lock_flag', description: '账号状态', items: [['0', '有效', 'Active', 'Activa'], ['9', '锁定', 'Locked', 'Bloqueada']] },
  { type: 'menu_type', description: '菜单类型', items: [['0', '左侧菜单', 'Left menu', 'Menú lateral'], ['1', '按钮', 'Button', 'Botón'], ['2', '顶部菜单', 'Top menu', 'Menú superior']] },
  { type: 'data_scope', description: '数据权限', items: [['all', '全部', 'All', 'Todo'], ['dept_and_below', '本级及子级', 'Own organisation and below', 'Propia organización y subordinadas'], ['dept', '本级', 'Own organisation', 'Propia organización'], ['self', '本人', 'Own records', 'Registros propios']] },
  { type: 'dept_kind', description: '组织类型', items: [['hq', '总部', 'Headquarters', 'Sede central'], ['centre', '服务中心', 'Service centre', 'Centro de servicio'], ['provider', '服务商', 'Service provider', 'Proveedor de servicio'], ['outlet', '网点', 'Outlet (ASC)', 'Punto de servicio (ASC)']] },
  { type: 'yes_no', description: '是否', items: [['1', '是', 'Yes', 'Sí'], ['0', '否', 'No', 'No']] },
  { type: 'status', description: '启用状态', items: [['0', '启用', 'Enabled', 'Habilitado'], ['1', '停用', 'Disabled', 'Deshabilitado']] },
  // pig clients' screens read these (issue 20): a tenant's state, a parameter's type, a client's grants, social accounts.
  { type: 'status_type', description: '租户状态', items: [['0', '正常', 'Normal', 'Normal'], ['9', '冻结', 'Frozen', 'Congelado']] },
  { type: 'param_type', description: '参数类型', items: [['0', '默认', 'Default', 'Predeterminado'], ['1', '检索', 'Search', 'Búsqueda'], ['2', '原文', 'Original text', 'Texto original'], ['3', '报表', 'Report', 'Informe'], ['4', '安全', 'Security', 'Seguridad'], ['5', '文档', 'Document', 'Documento'], ['6', '消息', 'Message', 'Mensaje'], ['9', '其他', 'Other', 'Otro']] },
  { type: 'grant_types', description: '授权类型', items: [['password', '密码模式', 'Password', 'Contraseña'], ['refresh_token', '刷新模式', 'Refresh token', 'Token de actualización'], ['mobile', '手机号登录', 'Mobile code', 'Código móvil']] },
  { type: 'social_type', description: '社交登录类型', items: [['WX', '微信', 'WeChat', 'WeChat'], ['QQ', 'QQ', 'QQ', 'QQ'], ['GITEE', '码云', 'Gitee', 'Gitee'], ['OSC', '开源中国', 'OSChina', 'OSChina']] },
  { type: 'dict_type', description: '字典类型', items: [['1', '系统类', 'System', 'Sistema'], ['0', '业务类', 'Business', 'Negocio']] },
  { type: 'user_type', description: '用户类型', items: [['1', '普通用户', 'Ordinary', 'Ordinario'], ['2', 'VIP', 'VIP', 'VIP'], ['3', '工程机', 'Engineer unit', 'Unidad de ingeniería'], ['4', '售前机', 'Pre-sale unit', 'Unidad de preventa']] },
  { type: 'urgency', description: '紧急程度', items: [['1', '普通', 'Normal', 'Normal'], ['2', '紧急', 'Urgent', 'Urgente'], ['3', '特急', 'Extra urgent', 'Muy urgente']] },
  { type: 'cust_review_status', description: '客户档案审核状态', items: [['pending', '待审核', 'Pending review', 'Pendiente de revisión'], ['approved', '已审核', 'Approved', 'Aprobado'], ['rejected', '已驳回', 'Rejected', 'Rechazado']] },
  { type: 'warranty_type', description: '保修类型', items: [['1', '保内', 'In warranty', 'En garantía'], ['2', '保外', 'Out of warranty', 'Fuera de garantía'], ['3', '未知', 'Unknown', 'Desconocido']] },
  { type: 'order_type', description: '工单类型', items: [['install', '安装', 'Installation', 'Instalación'], ['repair', '维修', 'Repair', 'Reparación'], ['consult', '咨询', 'Consultation', 'Consulta'], ['complaint', '投诉', 'Complaint', 'Queja'], ['workshop', '送修', 'Workshop repair', 'Reparación en taller'], ['exchange', '换机', 'Exchange', 'Cambio'], ['return', '退机', 'Return', 'Devolución']] },
  { type: 'area_level', description: '区域级别', items: [['1', '省', 'Province', 'Provincia'], ['2', '市', 'City', 'Ciudad'], ['3', '区县', 'District', 'Distrito']] },
  { type: 'sla_stage', description: 'SLA 时钟', items: [['response', '响应', 'Response', 'Respuesta'], ['appointment', '预约', 'Appointment', 'Cita'], ['arrival', '上门', 'Arrival', 'Llegada'], ['completion', '完工', 'Completion', 'Finalización']] },
  { type: 'sex', description: '性别', items: [['1', '男', 'Male', 'Hombre'], ['2', '女', 'Female', 'Mujer']] },
  { type: 'tenant_status', description: '租户状态', items: [['0', '正常', 'Normal', 'Normal'], ['9', '冻结', 'Frozen', 'Congelado']] },
  { type: 'lang', description: '语言', items: [['zh-CN', '简体中文', 'Chinese (Simplified)', 'Chino simplificado'], ['en-US', '英语', 'English', 'Inglés'], ['es-ES', '西班牙语', 'Spanish', 'Español']] },
  { type: 'sms_status', description: '短信状态', items: [['recorded', '已记录（发件箱）', 'Recorded (outbox)', 'Registrado (bandeja)'], ['queued', '待发送', 'Queued', 'En cola'], ['sent', '已发送', 'Sent', 'Enviado'], ['failed', '发送失败', 'Failed', 'Fallido']] },
  { type: 'unit', description: '计量单位', items: [['pcs', '个', 'Piece', 'Unidad'], ['set', '台', 'Unit', 'Equipo'], ['pair', '对', 'Pair', 'Par'], ['m', '米', 'Metre', 'Metro'], ['kg', '千克', 'Kilogram', 'Kilogramo']] },
  { type: 'buy_channel_type', description: '购买渠道类型', items: [['ecommerce', '电商平台', 'E-commerce marketplace', 'Mercado en línea'], ['official', '官方商城', 'Official online store', 'Tienda oficial en línea'], ['store', '线下门店', 'Retail store', 'Tienda física'], ['dealer', '经销商', 'Dealer', 'Distribuidor'], ['project', '工程渠道', 'Project sales', 'Ventas por proyecto']] },
  { type: 'warehouse_type', description: '仓库类型', items: [['hq', '总部仓', 'Headquarters', 'Sede central'], ['institutional', '机构仓', 'Institutional', 'Institucional'], ['agent', '代理商仓', 'Agent', 'Agente'], ['asc', '网点仓', 'Outlet (ASC)', 'Punto de servicio (ASC)']] },
  { type: 'parts_supply_status', description: '备件供应状态', items: [['normal', '正常供应', 'Normal supply', 'Suministro normal'], ['short', '紧缺', 'In short supply', 'Escasez'], ['stopped', '停止供应', 'Supply stopped', 'Suministro detenido']] },
  { type: 'parts_purchase_status', description: '备件采购状态', items: [['allowed', '允许采购', 'Purchase allowed', 'Compra permitida'], ['restricted', '限制采购', 'Purchase restricted', 'Compra restringida'], ['forbidden', '禁止采购', 'Purchase forbidden', 'Compra prohibida']] },
  { type: 'abc_class', description: 'ABC 分类', items: [['A', 'A 类', 'Class A', 'Clase A'], ['B', 'B 类', 'Class B', 'Clase B'], ['C', 'C 类', 'Class C', 'Clase C']] },
  { type: 'check_subject_type', description: '考核类型', items: [['penalty', '处罚', 'Penalty', 'Sanción'], ['reward', '奖励', 'Reward', 'Recompensa']] },
  { type: 'fin_direction', description: '收支方向', items: [['income', '收入', 'Income', 'Ingreso'], ['expense', '支出', 'Expense', 'Gasto']] },
  { type: 'item_price_type', description: '机型价格类型', items: [['retail', '零售价', 'Retail price', 'Precio de venta'], ['install', '安装费', 'Installation fee', 'Tarifa de instalación'], ['repair', '维修工时费', 'Repair labour fee', 'Mano de obra de reparación'], ['extended', '延保价', 'Extended warranty', 'Garantía extendida']] },
  ...RULES_DICT_SEED,
  { type: 'barcode_source', description: '条码来源', items: [['generated', '系统生成', 'Generated', 'Generado'], ['imported', '导入登记', 'Registered (imported)', 'Registrado (importado)']] },
  { type: 'barcode_status', description: '条码状态', items: [['normal', '正常', 'Normal', 'Normal'], ['frozen', '冻结', 'Frozen', 'Bloqueado'], ['scrapped', '报废', 'Scrapped', 'Desechado']] },
  ...NETWORK_DICTS,
  { type: 'bom_change_type', description: 'BOM 变更类型', items: [['add', '新增', 'Added', 'Añadida'], ['update', '修改', 'Changed', 'Modificada'], ['remove', '删除', 'Removed', 'Eliminada']] },
  ...ENGINEER_DICTS,
  ...ORDER_DICTS,
  ...EXCHANGE_DICTS,
  ...HELP_CASE_DICTS,
  ...ORDER_REQUEST_DICTS,
  ...SLA_DICTS,
  ...INTF_DICTS,
  ...STOCK_DOC_DICTS,
  ...PARTS_APPLY_DICTS,
  ...ACCOUNT_DICTS,
  ...CHECK_BILL_DICTS,
  ...PARTS_RETURN_DICTS,
  ...PARTS_PLAN_DICTS,
  ...STATEMENT_DICTS,
  ...BILL_SLIP_DICTS,
  MONEY_ROUNDING_DICT,
  COEFFICIENT_KIND_DICT,
  ...KNOWLEDGE_DICTS,
  ...PIC_CHECK_DICTS,
  ...BULLETIN_DICTS,
  ...SUPERVISION_DICTS,
  ...COMPLAINT_DICTS,
  ...QUALITY_REPORT_DICTS,
  ...GOOD_COMMENT_DICTS,
  ...RECALL_DICTS,
  BARCODE_TRACE_DICT,
];

export const PARAM_SEED: { publicKey: string; publicValue: string; name: string }[] = [
  { publicKey: 'REGISTER_USER', publicValue: 'true', name: '允许用户注册' },
  { publicKey: 'MAP_TILE_URL', publicValue: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', name: '地图瓦片地址' },
  { publicKey: 'MAP_CENTER', publicValue: '116.397428,39.90923,12', name: '地图默认中心（经度,纬度,缩放）' },
  { publicKey: 'WATERMARK_ENABLED', publicValue: 'false', name: '页面水印' },
  // Spec section 9's evaluation SMS delay, in minutes after an order finishes (care/evaluation.ts).
  { publicKey: EVALUATION_SMS_DELAY_PARAM, publicValue: String(EVALUATION_SMS_DELAY_MINUTES), name: '评价短信延迟（分钟）' },
];

/** Gives a tenant the starting dictionaries and parameters, all marked as system (built-in) rows. */
export async function seedDictsAndParams(tx: Conn, tenantId: number) {
  for (const dict of DICT_SEED) {
    const [row] = await tx.insert(sysDict).values({ tenantId, type: dict.type, description: dict.description, systemFlag: '1' }).returning({ id: sysDict.id });
    await tx.insert(sysDictItem).values(
      dict.items.map(([value, label, labelEn, labelEs], sort) => ({ tenantId, dictId: row.id, type: dict.type, value, label, labelEn, labelEs, sort })),
    );
  }
  await tx.insert(sysParam).values(PARAM_SEED.map((p) => ({ tenantId, ...p, systemFlag: '1' })));
}
