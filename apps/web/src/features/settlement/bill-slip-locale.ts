/** Texts of billing slips (结算单据, issue 17): the grid, the form, the detail and its actions. */
import { BILL_SLIP_ACTION_LABELS, BILL_SLIP_STATUS_LABELS, type Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zh = {
  entity: {
    billSlip: {
      title: '结算单据',
      fields: {
        slipNo: '单据号', status: '状态', siteId: '网点', billNo: '账单号', postingSubjectId: '入账账户', yearMonth: '年月', amount: '金额', handlingFee: '手续费', actualAmount: '实际金额',
        paymentDate: '付款日期', estimatedArrivalDate: '预计到账日期', actualArrivalDate: '实际到账日期', payeeName: '收款户名', payeeBank: '收款银行', payeeAccount: '收款账号',
        payerName: '付款户名', payerBank: '付款银行', payerAccount: '付款账号', image: '图片', remark: '备注', createdAt: '创建时间',
      },
    },
  },
  billSlip: {
    one: '结算单据', add: '账单入账', edit: '修改结算单据', detail: '详情', allStatuses: '全部', history: '处理记录', when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明',
    status: pick(BILL_SLIP_STATUS_LABELS, 'zh-CN'), action: pick(BILL_SLIP_ACTION_LABELS, 'zh-CN'), steps: { create: '创建' },
    statement: '已付款结算单', statementHint: '仅列出已付款、尚无结算单据的结算单；付款时已记入网点账户', statementRequired: '请选择结算单', nothingToPost: '没有待入账的结算单',
    ofStatement: '结算单 {{no}}，金额 {{amount}}', amounts: '金额 {{amount}}，扣除手续费后实际金额 {{actual}}', payee: '收款方', payer: '付款方', addImage: '上传图片', viewImage: '查看图片',
    required: '请填写{{field}}', feeInvalid: '请输入手续费（最多两位小数）', reason: '原因', reasonRequired: '请填写原因', approvalRemark: '审批意见', confirmAction: '确定对单据 {{no}} 执行“{{action}}”？', notFound: '单据不存在或无权查看',
  },
  menu: { 'finance.billSlip': '结算单据' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    billSlip: {
      title: 'Billing slips',
      fields: {
        slipNo: 'Slip no.', status: 'Status', siteId: 'Outlet', billNo: 'Bill no.', postingSubjectId: 'Posting account', yearMonth: 'Year and month', amount: 'Amount', handlingFee: 'Handling fee', actualAmount: 'Actual amount',
        paymentDate: 'Payment date', estimatedArrivalDate: 'Estimated arrival', actualArrivalDate: 'Actual arrival', payeeName: 'Payee name', payeeBank: 'Payee bank', payeeAccount: 'Payee account',
        payerName: 'Payer name', payerBank: 'Payer bank', payerAccount: 'Payer account', image: 'Image', remark: 'Remark', createdAt: 'Created',
      },
    },
  },
  billSlip: {
    one: 'Billing slip', add: 'Post a bill', edit: 'Edit billing slip', detail: 'Detail', allStatuses: 'All', history: 'History', when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Reason',
    status: pick(BILL_SLIP_STATUS_LABELS, 'en-US'), action: pick(BILL_SLIP_ACTION_LABELS, 'en-US'), steps: { create: 'Created' },
    statement: 'Paid statement', statementHint: 'Only paid statements without a billing slip; paying already put them on the outlet’s account', statementRequired: 'Choose a statement', nothingToPost: 'No statement waiting to be posted',
    ofStatement: 'Statement {{no}}, amount {{amount}}', amounts: 'Amount {{amount}}; actual amount after the handling fee {{actual}}', payee: 'Payee', payer: 'Payer', addImage: 'Upload image', viewImage: 'View image',
    required: 'Fill in {{field}}', feeInvalid: 'Enter a handling fee (at most two decimals)', reason: 'Reason', reasonRequired: 'Give a reason', approvalRemark: 'Approval remark', confirmAction: '{{action}} slip {{no}}?', notFound: 'The slip does not exist or is not yours to see',
  },
  menu: { 'finance.billSlip': 'Billing slips' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    billSlip: {
      title: 'Comprobantes de liquidación',
      fields: {
        slipNo: 'N.º de comprobante', status: 'Estado', siteId: 'Punto de servicio', billNo: 'N.º de cuenta', postingSubjectId: 'Cuenta contable', yearMonth: 'Año y mes', amount: 'Importe', handlingFee: 'Comisión', actualAmount: 'Importe real',
        paymentDate: 'Fecha de pago', estimatedArrivalDate: 'Abono previsto', actualArrivalDate: 'Abono real', payeeName: 'Titular beneficiario', payeeBank: 'Banco beneficiario', payeeAccount: 'Cuenta beneficiaria',
        payerName: 'Titular pagador', payerBank: 'Banco pagador', payerAccount: 'Cuenta pagadora', image: 'Imagen', remark: 'Observación', createdAt: 'Creado',
      },
    },
  },
  billSlip: {
    one: 'Comprobante de liquidación', add: 'Asentar una cuenta', edit: 'Modificar comprobante', detail: 'Detalle', allStatuses: 'Todos', history: 'Historial', when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Motivo',
    status: pick(BILL_SLIP_STATUS_LABELS, 'es-ES'), action: pick(BILL_SLIP_ACTION_LABELS, 'es-ES'), steps: { create: 'Creado' },
    statement: 'Estado de cuenta pagado', statementHint: 'Solo estados de cuenta pagados sin comprobante; el pago ya los asentó en la cuenta del punto', statementRequired: 'Elija un estado de cuenta', nothingToPost: 'Ningún estado de cuenta pendiente de asentar',
    ofStatement: 'Estado de cuenta {{no}}, importe {{amount}}', amounts: 'Importe {{amount}}; importe real tras la comisión {{actual}}', payee: 'Beneficiario', payer: 'Pagador', addImage: 'Subir imagen', viewImage: 'Ver imagen',
    required: 'Indique {{field}}', feeInvalid: 'Indique una comisión (dos decimales como máximo)', reason: 'Motivo', reasonRequired: 'Indique el motivo', approvalRemark: 'Observación de la aprobación', confirmAction: '¿{{action}} el comprobante {{no}}?', notFound: 'El comprobante no existe o no puede verlo',
  },
  menu: { 'finance.billSlip': 'Comprobantes de liquidación' },
};

export const billSlipLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
