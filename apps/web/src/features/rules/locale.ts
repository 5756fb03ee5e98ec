/** Texts of the rules screens and their menu entries, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    pushRule: {
      title: '推送规则',
      fields: {
        code: '规则编码', name: '规则名称', event: '触发事件', target: '推送对象', channel: '推送渠道', template: '消息模板', orderType: '工单类型',
        urgency: '紧急程度', enabled: '启用', remark: '备注',
      },
    },
    recallSetting: {
      title: '回访设置',
      fields: {
        code: '设置编码', name: '设置名称', orderType: '工单类型', serviceTypeId: '服务类型', samplingRatio: '抽样比例(%)', delayDays: '完工后延迟(天)',
        enabled: '启用', remark: '备注',
        itemCategoryId: '产品分类', siteId: '网点', engineerId: '工程师', alwaysComplaints: '投诉必访', repeatDays: '重复维修必访(天内)', excludeDays: '同一客户不重复回访(天内)', maxAttempts: '最多回访次数',
      },
      lines: { question: '回访问题/评分项', answerType: '答案类型', maxScore: '满分', mandatory: '必答' },
    },
    partsOrderRule: {
      title: '订货规则',
      fields: {
        manufacturerId: '厂家', siteLevel: '网点级别', minOrderAmount: '最低订货金额', maxPartsPerOrder: '每单最大备件数', monthlyUrgentParts: '每月紧急订货数',
        orderCycleDays: '订货周期(天)', approvalAmount: '超额审批金额', enabled: '启用', remark: '备注',
      },
    },
    locale: {
      title: '语言区域',
      fields: { code: '语言代码', name: '名称', currency: '币种', dateFormat: '日期格式', timeZone: '时区', enabled: '启用', isDefault: '默认', sort: '排序' },
    },
    manufacturer: {
      title: '厂家信息',
      fields: {
        code: '厂家编码', name: '厂家名称', shortName: '简称', contact: '联系人', phone: '联系电话', address: '地址', taxNumber: '税号', bankName: '开户银行',
        bankAccount: '银行账号', brands: '品牌', enabled: '启用', remark: '备注',
      },
    },
  },
  menu: { 'basic.pushRule': '推送规则', 'basic.recallSetting': '回访设置', 'basic.partsOrderRule': '订货规则', 'basic.locale': '语言区域', 'basic.manufacturer': '厂家信息' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    pushRule: {
      title: 'Push rules',
      fields: {
        code: 'Rule code', name: 'Rule name', event: 'Event', target: 'Recipient', channel: 'Channel', template: 'Message template', orderType: 'Order type',
        urgency: 'Urgency', enabled: 'Enabled', remark: 'Remark',
      },
    },
    recallSetting: {
      title: 'Return-visit setup',
      fields: {
        code: 'Setup code', name: 'Setup name', orderType: 'Order type', serviceTypeId: 'Service type', samplingRatio: 'Sampling ratio (%)',
        delayDays: 'Delay after completion (days)', enabled: 'Enabled', remark: 'Remark',
        itemCategoryId: 'Product category', siteId: 'Outlet', engineerId: 'Engineer', alwaysComplaints: 'Always for complaints', repeatDays: 'Always for repeat repairs within (days)', excludeDays: 'Never twice for a customer within (days)', maxAttempts: 'Most follow-up calls',
      },
      lines: { question: 'Question / score item', answerType: 'Answer type', maxScore: 'Full score', mandatory: 'Mandatory' },
    },
    partsOrderRule: {
      title: 'Ordering rules',
      fields: {
        manufacturerId: 'Manufacturer', siteLevel: 'Outlet level', minOrderAmount: 'Minimum order amount', maxPartsPerOrder: 'Max parts per order',
        monthlyUrgentParts: 'Urgent parts a month', orderCycleDays: 'Order cycle (days)', approvalAmount: 'Approval above amount', enabled: 'Enabled', remark: 'Remark',
      },
    },
    locale: {
      title: 'Locales',
      fields: { code: 'Locale code', name: 'Name', currency: 'Currency', dateFormat: 'Date format', timeZone: 'Time zone', enabled: 'Enabled', isDefault: 'Default', sort: 'Order' },
    },
    manufacturer: {
      title: 'Manufacturers',
      fields: {
        code: 'Manufacturer code', name: 'Manufacturer name', shortName: 'Short name', contact: 'Contact', phone: 'Phone', address: 'Address', taxNumber: 'Tax number',
        bankName: 'Bank', bankAccount: 'Bank account', brands: 'Brands', enabled: 'Enabled', remark: 'Remark',
      },
    },
  },
  menu: { 'basic.pushRule': 'Push rules', 'basic.recallSetting': 'Return-visit setup', 'basic.partsOrderRule': 'Ordering rules', 'basic.locale': 'Locales', 'basic.manufacturer': 'Manufacturers' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    pushRule: {
      title: 'Reglas de notificación',
      fields: {
        code: 'Código de regla', name: 'Nombre de regla', event: 'Evento', target: 'Destinatario', channel: 'Canal', template: 'Plantilla del mensaje', orderType: 'Tipo de orden',
        urgency: 'Urgencia', enabled: 'Habilitada', remark: 'Observaciones',
      },
    },
    recallSetting: {
      title: 'Configuración de visitas de seguimiento',
      fields: {
        code: 'Código', name: 'Nombre', orderType: 'Tipo de orden', serviceTypeId: 'Tipo de servicio', samplingRatio: 'Porcentaje de muestreo (%)',
        delayDays: 'Días tras la finalización', enabled: 'Habilitada', remark: 'Observaciones',
        itemCategoryId: 'Categoría de producto', siteId: 'Punto de servicio', engineerId: 'Técnico', alwaysComplaints: 'Siempre en quejas', repeatDays: 'Siempre en reparaciones repetidas en (días)', excludeDays: 'Nunca dos veces a un cliente en (días)', maxAttempts: 'Máximo de llamadas de seguimiento',
      },
      lines: { question: 'Pregunta / concepto puntuado', answerType: 'Tipo de respuesta', maxScore: 'Puntuación máxima', mandatory: 'Obligatoria' },
    },
    partsOrderRule: {
      title: 'Reglas de pedido',
      fields: {
        manufacturerId: 'Fabricante', siteLevel: 'Nivel del punto de servicio', minOrderAmount: 'Importe mínimo de pedido', maxPartsPerOrder: 'Máximo de repuestos por pedido',
        monthlyUrgentParts: 'Repuestos urgentes al mes', orderCycleDays: 'Ciclo de pedido (días)', approvalAmount: 'Aprobación por encima de', enabled: 'Habilitada', remark: 'Observaciones',
      },
    },
    locale: {
      title: 'Configuraciones regionales',
      fields: { code: 'Código', name: 'Nombre', currency: 'Moneda', dateFormat: 'Formato de fecha', timeZone: 'Zona horaria', enabled: 'Habilitada', isDefault: 'Predeterminada', sort: 'Orden' },
    },
    manufacturer: {
      title: 'Fabricantes',
      fields: {
        code: 'Código del fabricante', name: 'Nombre del fabricante', shortName: 'Nombre corto', contact: 'Contacto', phone: 'Teléfono', address: 'Dirección',
        taxNumber: 'NIF', bankName: 'Banco', bankAccount: 'Cuenta bancaria', brands: 'Marcas', enabled: 'Habilitado', remark: 'Observaciones',
      },
    },
  },
  menu: {
    'basic.pushRule': 'Reglas de notificación', 'basic.recallSetting': 'Visitas de seguimiento', 'basic.partsOrderRule': 'Reglas de pedido', 'basic.locale': 'Configuraciones regionales',
    'basic.manufacturer': 'Fabricantes',
  },
};

export const rulesLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
