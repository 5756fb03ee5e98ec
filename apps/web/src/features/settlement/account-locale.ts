/** Texts of the outlet's account (balance view, flows, record dialog) and of assessment sheets (issue 17). */
import { ACCOUNT_COLUMN_LABELS, CHECK_BILL_ACTION_LABELS, CHECK_BILL_STATUS_LABELS, FLOW_KIND_LABELS, type Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;
const columns = (lang: Lang) => pick(ACCOUNT_COLUMN_LABELS, lang);

const zh = {
  entity: {
    siteAccount: { title: '账户余额', fields: { period: '期间', siteId: '网点', siteCode: '网点编码', siteName: '网点', beginning: '期初余额', ...columns('zh-CN') } },
    siteFinflow: {
      title: '资金流水',
      fields: { createdAt: '时间', siteId: '网点', siteCode: '网点编码', siteName: '网点', kind: '类型', amount: '金额', docType: '来源类型', docNo: '单据号', reason: '说明', createdByName: '经办人' },
    },
    checkBill: {
      title: '考核单',
      fields: {
        billNo: '考核单号', status: '状态', siteId: '网点', orderNo: '工单号', subjectId: '考核项目', subjectType: '奖罚类型', amount: '金额', appealDays: '申诉期（天）', issuedAt: '下发时间',
        appealDeadline: '申诉截止', remark: '考核备注', appealReason: '申诉理由', reAuditRemark: '复审意见', createdAt: '创建时间',
      },
    },
  },
  siteAccount: {
    record: '登记资金', check: '核对账户', checkClean: '{{n}}个账户全部与流水一致', checkDiffers: '{{n}}处余额与流水不一致',
    kind: '类型', kinds: pick(FLOW_KIND_LABELS, 'zh-CN'), amount: '金额', amountHint: '负数表示退还或冲正', amountInvalid: '请输入金额（最多两位小数）', reason: '说明', reasonRequired: '请填写说明', siteRequired: '请选择网点',
  },
  checkBill: {
    one: '考核单', add: '新增考核单', edit: '修改考核单', detail: '详情', allStatuses: '全部', history: '处理记录', when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明',
    status: pick(CHECK_BILL_STATUS_LABELS, 'zh-CN'), action: pick(CHECK_BILL_ACTION_LABELS, 'zh-CN'), steps: { create: '创建' }, type: { penalty: '处罚', reward: '奖励' },
    noAppeal: '不可申诉', reason: '原因', appealReason: '申诉理由', reasonRequired: '请填写原因', orderId: '工单', orderHint: '可选：输入工单号选择该网点的某张工单', amountHint: '留空则取考核项目的金额',
    amountInvalid: '请输入正数金额（最多两位小数）', remarkRequired: '请填写考核备注', siteRequired: '请选择网点', subjectRequired: '请选择考核项目',
    raiseOnOrder: '开考核单', raised: '已创建考核单{{no}}（草稿），请在考核单中下发',
  },
  menu: { 'finance.siteAccount': '账户余额', 'finance.siteFinflow': '资金流水', 'finance.checkBill': '考核单' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    siteAccount: { title: 'Account balances', fields: { period: 'Period', siteId: 'Outlet', siteCode: 'Outlet code', siteName: 'Outlet', beginning: 'Beginning balance', ...columns('en-US') } },
    siteFinflow: {
      title: 'Account flows',
      fields: { createdAt: 'Time', siteId: 'Outlet', siteCode: 'Outlet code', siteName: 'Outlet', kind: 'Kind', amount: 'Amount', docType: 'Source', docNo: 'Document', reason: 'Reason', createdByName: 'By' },
    },
    checkBill: {
      title: 'Assessment sheets',
      fields: {
        billNo: 'Sheet no.', status: 'Status', siteId: 'Outlet', orderNo: 'Order no.', subjectId: 'Assessment item', subjectType: 'Type', amount: 'Amount', appealDays: 'Appeal days', issuedAt: 'Issued',
        appealDeadline: 'Appeal until', remark: 'Assessment remark', appealReason: 'Appeal reason', reAuditRemark: 'Re-audit remark', createdAt: 'Created',
      },
    },
  },
  siteAccount: {
    record: 'Record money', check: 'Check accounts', checkClean: 'All {{n}} accounts equal their flows', checkDiffers: '{{n}} balances differ from their flows',
    kind: 'Kind', kinds: pick(FLOW_KIND_LABELS, 'en-US'), amount: 'Amount', amountHint: 'Negative for a refund or a correction', amountInvalid: 'Enter an amount (at most two decimals)', reason: 'Reason', reasonRequired: 'Give a reason', siteRequired: 'Choose an outlet',
  },
  checkBill: {
    one: 'Assessment sheet', add: 'New assessment sheet', edit: 'Edit assessment sheet', detail: 'Detail', allStatuses: 'All', history: 'History', when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Reason',
    status: pick(CHECK_BILL_STATUS_LABELS, 'en-US'), action: pick(CHECK_BILL_ACTION_LABELS, 'en-US'), steps: { create: 'Created' }, type: { penalty: 'Penalty', reward: 'Reward' },
    noAppeal: 'No appeal', reason: 'Reason', appealReason: 'Appeal reason', reasonRequired: 'Give a reason', orderId: 'Order', orderHint: 'Optional: one of the outlet’s orders, found by typing its number', amountHint: 'Empty: the assessment item’s amount',
    amountInvalid: 'Enter a positive amount (at most two decimals)', remarkRequired: 'Fill in the assessment remark', siteRequired: 'Choose an outlet', subjectRequired: 'Choose an assessment item',
    raiseOnOrder: 'Raise assessment sheet', raised: 'Assessment sheet {{no}} raised as a draft; issue it from the assessment sheets',
  },
  menu: { 'finance.siteAccount': 'Account balances', 'finance.siteFinflow': 'Account flows', 'finance.checkBill': 'Assessment sheets' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    siteAccount: { title: 'Saldos de cuenta', fields: { period: 'Periodo', siteId: 'Punto de servicio', siteCode: 'Código del punto', siteName: 'Punto de servicio', beginning: 'Saldo inicial', ...columns('es-ES') } },
    siteFinflow: {
      title: 'Movimientos de cuenta',
      fields: { createdAt: 'Fecha', siteId: 'Punto de servicio', siteCode: 'Código del punto', siteName: 'Punto de servicio', kind: 'Tipo', amount: 'Importe', docType: 'Origen', docNo: 'Documento', reason: 'Motivo', createdByName: 'Por' },
    },
    checkBill: {
      title: 'Hojas de evaluación',
      fields: {
        billNo: 'N.º de hoja', status: 'Estado', siteId: 'Punto de servicio', orderNo: 'N.º de orden', subjectId: 'Concepto de evaluación', subjectType: 'Tipo', amount: 'Importe', appealDays: 'Días de apelación', issuedAt: 'Emitida',
        appealDeadline: 'Apelable hasta', remark: 'Observación de la evaluación', appealReason: 'Motivo de la apelación', reAuditRemark: 'Observación de la revisión', createdAt: 'Creada',
      },
    },
  },
  siteAccount: {
    record: 'Registrar importe', check: 'Comprobar cuentas', checkClean: 'Las {{n}} cuentas coinciden con sus movimientos', checkDiffers: '{{n}} saldos no coinciden con sus movimientos',
    kind: 'Tipo', kinds: pick(FLOW_KIND_LABELS, 'es-ES'), amount: 'Importe', amountHint: 'Negativo para una devolución o corrección', amountInvalid: 'Indique un importe (dos decimales como máximo)', reason: 'Motivo', reasonRequired: 'Indique el motivo', siteRequired: 'Elija un punto de servicio',
  },
  checkBill: {
    one: 'Hoja de evaluación', add: 'Nueva hoja de evaluación', edit: 'Modificar hoja de evaluación', detail: 'Detalle', allStatuses: 'Todas', history: 'Historial', when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Motivo',
    status: pick(CHECK_BILL_STATUS_LABELS, 'es-ES'), action: pick(CHECK_BILL_ACTION_LABELS, 'es-ES'), steps: { create: 'Creada' }, type: { penalty: 'Penalización', reward: 'Recompensa' },
    noAppeal: 'Sin apelación', reason: 'Motivo', appealReason: 'Motivo de la apelación', reasonRequired: 'Indique el motivo', orderId: 'Orden', orderHint: 'Opcional: una orden del punto de servicio, buscada por su número', amountHint: 'Vacío: el importe del concepto',
    amountInvalid: 'Indique un importe positivo (dos decimales como máximo)', remarkRequired: 'Indique la observación de la evaluación', siteRequired: 'Elija un punto de servicio', subjectRequired: 'Elija un concepto de evaluación',
    raiseOnOrder: 'Abrir hoja de evaluación', raised: 'Hoja de evaluación {{no}} creada como borrador; emítala desde las hojas de evaluación',
  },
  menu: { 'finance.siteAccount': 'Saldos de cuenta', 'finance.siteFinflow': 'Movimientos de cuenta', 'finance.checkBill': 'Hojas de evaluación' },
};

export const accountLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
