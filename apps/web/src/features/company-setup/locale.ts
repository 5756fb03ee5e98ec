/** Texts of the company-setup screens and their menu entries, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    companyConfig: {
      title: '公司配置',
      fields: {
        faultSymptomRequired: '完工必填故障现象', faultReasonRequired: '完工必填故障原因', fixMethodRequired: '完工必填维修措施',
        barcodeUnique: '序列号唯一', barcodeCheck: '校验序列号', custProfileReview: '客户档案人工审核',
        maxAppointmentChanges: '最多改约次数', repeatRepairDays: '重复维修天数', autoDispatch: '自动派单',
        appointmentTemplate: '预约短信模板', dispatchTemplate: '派单短信模板', completionTemplate: '完工短信模板',
      },
    },
  },
  companyConfig: {
    sections: { completion: '完工', barcode: '序列号', customer: '客户档案', workOrder: '工单', templates: '短信 / 通知模板' },
    help: {
      faultSymptomRequired: '完工时必须选择故障现象', faultReasonRequired: '完工时必须选择故障原因', fixMethodRequired: '完工时必须选择维修措施',
      barcodeUnique: '一个序列号只能登记在一个客户资产上', barcodeCheck: '工单和客户资产的序列号必须已在条码库登记',
      custProfileReview: '新建或修改的客户档案须人工审核后才能使用', maxAppointmentChanges: '一个工单最多可改约的次数（0 表示不能改约）',
      repeatRepairDays: '同一产品在此天数内再次报修记为重复维修（0 表示不统计）', autoDispatch: '新工单按派单规则自动派给网点',
    },
    placeholders: '可用占位符：{{list}}；模板为空时不发送。',
    defaults: '尚未保存公司配置，当前显示并使用默认值。',
    savedAt: '保存于{{time}}',
  },
  menu: { 'basic.companyConfig': '公司配置' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    companyConfig: {
      title: 'Company configuration',
      fields: {
        faultSymptomRequired: 'Fault phenomenon required at completion', faultReasonRequired: 'Fault cause required at completion', fixMethodRequired: 'Repair measure required at completion',
        barcodeUnique: 'Unique serial codes', barcodeCheck: 'Check serial codes', custProfileReview: 'Manual review of customer profiles',
        maxAppointmentChanges: 'Maximum appointment changes', repeatRepairDays: 'Repeat-repair window (days)', autoDispatch: 'Automatic dispatch',
        appointmentTemplate: 'Appointment SMS template', dispatchTemplate: 'Dispatch SMS template', completionTemplate: 'Completion SMS template',
      },
    },
  },
  companyConfig: {
    sections: { completion: 'Completion', barcode: 'Serial codes', customer: 'Customer profiles', workOrder: 'Work orders', templates: 'SMS / notice templates' },
    help: {
      faultSymptomRequired: 'A fault phenomenon must be chosen to complete an order', faultReasonRequired: 'A fault cause must be chosen to complete an order',
      fixMethodRequired: 'A repair measure must be chosen to complete an order', barcodeUnique: 'A serial code can belong to one customer asset only',
      barcodeCheck: 'Serial codes on orders and customer assets must be registered in the barcode library',
      custProfileReview: 'New or changed customer profiles are used only after a manual review', maxAppointmentChanges: 'How often an order\'s appointment may be changed (0: never)',
      repeatRepairDays: 'A new repair of the same product within this many days counts as a repeat repair (0: not counted)', autoDispatch: 'New orders go to an outlet by the dispatch rules',
    },
    placeholders: 'Placeholders: {{list}}; an empty template sends nothing.',
    defaults: 'The company configuration has not been saved yet: the defaults are shown and used.',
    savedAt: 'Saved {{time}}',
  },
  menu: { 'basic.companyConfig': 'Company configuration' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    companyConfig: {
      title: 'Configuración de la empresa',
      fields: {
        faultSymptomRequired: 'Síntoma obligatorio al finalizar', faultReasonRequired: 'Causa obligatoria al finalizar', fixMethodRequired: 'Medida obligatoria al finalizar',
        barcodeUnique: 'Códigos de serie únicos', barcodeCheck: 'Comprobar códigos de serie', custProfileReview: 'Revisión manual de fichas de cliente',
        maxAppointmentChanges: 'Cambios de cita máximos', repeatRepairDays: 'Plazo de reparación repetida (días)', autoDispatch: 'Asignación automática',
        appointmentTemplate: 'Plantilla SMS de cita', dispatchTemplate: 'Plantilla SMS de asignación', completionTemplate: 'Plantilla SMS de finalización',
      },
    },
  },
  companyConfig: {
    sections: { completion: 'Finalización', barcode: 'Códigos de serie', customer: 'Fichas de cliente', workOrder: 'Órdenes de trabajo', templates: 'Plantillas de SMS / avisos' },
    help: {
      faultSymptomRequired: 'Para finalizar una orden hay que elegir el síntoma', faultReasonRequired: 'Para finalizar una orden hay que elegir la causa',
      fixMethodRequired: 'Para finalizar una orden hay que elegir la medida de reparación', barcodeUnique: 'Un código de serie solo puede pertenecer a un activo de cliente',
      barcodeCheck: 'Los códigos de serie de órdenes y activos deben estar registrados en la biblioteca de códigos',
      custProfileReview: 'Las fichas nuevas o modificadas se usan solo tras una revisión manual', maxAppointmentChanges: 'Cuántas veces se puede cambiar la cita de una orden (0: nunca)',
      repeatRepairDays: 'Una nueva reparación del mismo producto en este plazo cuenta como repetida (0: no se cuenta)', autoDispatch: 'Las órdenes nuevas se asignan a un punto de servicio según las reglas',
    },
    placeholders: 'Marcadores: {{list}}; una plantilla vacía no envía nada.',
    defaults: 'La configuración aún no se ha guardado: se muestran y usan los valores por defecto.',
    savedAt: 'Guardado {{time}}',
  },
  menu: { 'basic.companyConfig': 'Configuración de la empresa' },
};

export const companySetupLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
