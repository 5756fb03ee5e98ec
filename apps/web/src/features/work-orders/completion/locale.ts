/** Texts of the completion form (the field labels are the order's, entity.order.fields), merged by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../../locales/zh-CN.ts';

const zh = {
  completion: {
    fault: '故障信息',
    needsParts: '需更换备件',
    photos: '现场照片',
    addPhoto: '上传照片',
    parts: '更换备件',
    part: '备件',
    pickPart: '输入编码或名称搜索备件',
    inBom: '本机BOM',
    barcode: '新件条码',
    oldBarcode: '旧件条码',
    quantity: '数量',
    factoryPrice: '出厂价',
    returnFlag: '返厂',
    addPart: '添加备件',
    fees: '费用',
    remoteKmHint: '不填则按用户地址与网点坐标计算',
    payment: '支付',
    pickPayStatus: '请选择支付状态',
    fillPayer: '请填写付款人',
    payMethods: { cash: '现金', wechat: '微信', alipay: '支付宝', card: '银行卡', transfer: '转账' },
    payStatuses: { unpaid: '未支付', paid: '已支付', waived: '免单', refunded: '已退款' },
  },
};

const en: Catalogue<typeof zh> = {
  completion: {
    fault: 'Fault',
    needsParts: 'needs parts',
    photos: 'On-site photos',
    addPhoto: 'Upload photos',
    parts: 'Replaced parts',
    part: 'Part',
    pickPart: 'Search parts by code or name',
    inBom: 'Model BOM',
    barcode: 'New part barcode',
    oldBarcode: 'Old part barcode',
    quantity: 'Qty',
    factoryPrice: 'Factory price',
    returnFlag: 'Return to factory',
    addPart: 'Add part',
    fees: 'Fees',
    remoteKmHint: 'Left empty, measured between the customer’s address and the outlet',
    payment: 'Payment',
    pickPayStatus: 'Select the payment status',
    fillPayer: 'Fill in the payer',
    payMethods: { cash: 'Cash', wechat: 'WeChat', alipay: 'Alipay', card: 'Bank card', transfer: 'Bank transfer' },
    payStatuses: { unpaid: 'Unpaid', paid: 'Paid', waived: 'Waived', refunded: 'Refunded' },
  },
};

const es: Catalogue<typeof zh> = {
  completion: {
    fault: 'Avería',
    needsParts: 'requiere piezas',
    photos: 'Fotos en sitio',
    addPhoto: 'Subir fotos',
    parts: 'Piezas sustituidas',
    part: 'Pieza',
    pickPart: 'Buscar piezas por código o nombre',
    inBom: 'BOM del modelo',
    barcode: 'Código de la pieza nueva',
    oldBarcode: 'Código de la pieza vieja',
    quantity: 'Cant.',
    factoryPrice: 'Precio de fábrica',
    returnFlag: 'Devolver a fábrica',
    addPart: 'Añadir pieza',
    fees: 'Cargos',
    remoteKmHint: 'Si se deja vacío, se mide entre la dirección del cliente y el punto de servicio',
    payment: 'Pago',
    pickPayStatus: 'Seleccione el estado del pago',
    fillPayer: 'Indique el pagador',
    payMethods: { cash: 'Efectivo', wechat: 'WeChat', alipay: 'Alipay', card: 'Tarjeta bancaria', transfer: 'Transferencia' },
    payStatuses: { unpaid: 'Sin pagar', paid: 'Pagado', waived: 'Exento', refunded: 'Reembolsado' },
  },
};

export const completionLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
