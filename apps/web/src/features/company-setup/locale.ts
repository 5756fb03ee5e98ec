/** Texts of the company-setup screens and their menu entries, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    paramConfig: { title: '参数配置', fields: { name: '参数名称', publicKey: '参数键', publicValue: '参数值', status: '状态', createdAt: '创建时间' } },
    partsBom: {
      title: '备件 BOM',
      fields: { code: 'BOM 编码', name: 'BOM 名称', itemId: '产品型号', enabled: '启用', changeReason: '变更原因', remark: '备注' },
      lines: { partsId: '备件', quantity: '用量', position: '位置' },
    },
    partsBomChange: {
      title: 'BOM 变更记录',
      fields: {
        bomId: 'BOM', itemId: '产品型号', partsId: '备件', changeType: '变更类型', fromQuantity: '原用量', toQuantity: '新用量', fromPosition: '原位置',
        toPosition: '新位置', reason: '变更原因', changedBy: '变更人', changedAt: '变更时间',
      },
    },
    itemBarcode: {
      title: '条码库',
      fields: { serialNo: '序列号', itemId: '产品型号', productionDate: '生产日期', batchNo: '批次号', source: '来源', status: '状态', remark: '备注' },
    },
    barcodeGenerate: {
      title: '序列号生成批次',
      fields: { batchNo: '生成批次号', itemId: '产品型号', prefix: '前缀', productionDate: '生产日期', quantity: '数量', firstSerial: '起始序列号', lastSerial: '结束序列号', remark: '备注' },
    },
    companyConfig: {
      title: '公司配置',
      fields: {
        faultSymptomRequired: '完工必填故障现象', faultReasonRequired: '完工必填故障原因', fixMethodRequired: '完工必填维修措施',
        barcodeUnique: '序列号唯一', barcodeCheck: '校验序列号', custProfileReview: '客户档案人工审核',
        maxAppointmentChanges: '最多改约次数', repeatRepairDays: '重复维修天数', autoDispatch: '自动派单', appealDays: '工单申诉期(天)', oldPartReturnDays: '旧件返还期限(天)', moneyRounding: '金额舍入方式', moneyDecimals: '金额小数位数',
        appointmentTemplate: '预约短信模板', dispatchTemplate: '派单短信模板', completionTemplate: '完工短信模板',
      },
    },
  },
  companyConfig: {
    sections: { completion: '完工', barcode: '序列号', customer: '客户档案', workOrder: '工单', parts: '备件', money: '金额', templates: '短信 / 通知模板' },
    help: {
      faultSymptomRequired: '完工时必须选择故障现象', faultReasonRequired: '完工时必须选择故障原因', fixMethodRequired: '完工时必须选择维修措施',
      barcodeUnique: '一个序列号只能登记在一个客户资产上', barcodeCheck: '工单和客户资产的序列号必须已在条码库登记',
      custProfileReview: '新建或修改的客户档案须人工审核后才能使用', maxAppointmentChanges: '一个工单最多可改约的次数（0 表示不能改约）',
      repeatRepairDays: '同一产品在此天数内再次报修记为重复维修（0 表示不统计）', autoDispatch: '新工单按派单规则自动派给网点', appealDays: '结算驳回或考核后可申诉的天数（考核项目未设置申诉期时使用）', oldPartReturnDays: '工单完工后，需返厂的旧件须在此天数内寄回，逾期列入旧件未返核销',
      moneyRounding: '结算定价等计算出的金额按此方式舍入', moneyDecimals: '计算出的金额保留的小数位数（0–2）',
    },
    placeholders: '可用占位符：{{list}}；模板为空时不发送。',
    defaults: '尚未保存公司配置，当前显示并使用默认值。',
    savedAt: '保存于{{time}}',
  },
  barcodeGenerate: {
    generate: '生成序列号',
    generated: '已生成 {{n}} 个序列号：{{first}} 至 {{last}}',
    rule: '序列号 = 前缀 + 型号编码 + 生产日期(yyMMdd) + 5 位流水号',
    example: '序列号示例：{{example}}（流水号接着该型号当天已有的编号）',
  },
  menu: { 'basic.paramConfig': '参数配置', 'basic.partsBom': '备件 BOM', 'basic.partsBomChange': 'BOM 变更记录', 'basic.itemBarcode': '条码库', 'basic.barcodeGenerate': '序列号生成器', 'basic.companyConfig': '公司配置' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    paramConfig: { title: 'Parameter configuration', fields: { name: 'Name', publicKey: 'Key', publicValue: 'Value', status: 'Status', createdAt: 'Created' } },
    partsBom: {
      title: 'Parts BOM',
      fields: { code: 'BOM code', name: 'BOM name', itemId: 'Model', enabled: 'Enabled', changeReason: 'Reason for change', remark: 'Remark' },
      lines: { partsId: 'Part', quantity: 'Quantity', position: 'Position' },
    },
    partsBomChange: {
      title: 'BOM change records',
      fields: {
        bomId: 'BOM', itemId: 'Model', partsId: 'Part', changeType: 'Change', fromQuantity: 'Quantity before', toQuantity: 'Quantity after', fromPosition: 'Position before',
        toPosition: 'Position after', reason: 'Reason', changedBy: 'Changed by', changedAt: 'Changed at',
      },
    },
    itemBarcode: {
      title: 'Barcode library',
      fields: { serialNo: 'Serial code', itemId: 'Model', productionDate: 'Production date', batchNo: 'Batch', source: 'Source', status: 'Status', remark: 'Remark' },
    },
    barcodeGenerate: {
      title: 'Serial code batches',
      fields: { batchNo: 'Generation batch', itemId: 'Model', prefix: 'Prefix', productionDate: 'Production date', quantity: 'Quantity', firstSerial: 'First serial code', lastSerial: 'Last serial code', remark: 'Remark' },
    },
    companyConfig: {
      title: 'Company configuration',
      fields: {
        faultSymptomRequired: 'Fault phenomenon required at completion', faultReasonRequired: 'Fault cause required at completion', fixMethodRequired: 'Repair measure required at completion',
        barcodeUnique: 'Unique serial codes', barcodeCheck: 'Check serial codes', custProfileReview: 'Manual review of customer profiles',
        maxAppointmentChanges: 'Maximum appointment changes', repeatRepairDays: 'Repeat-repair window (days)', autoDispatch: 'Automatic dispatch', appealDays: 'Appeal period (days)', oldPartReturnDays: 'Old-part return period (days)', moneyRounding: 'Money rounding', moneyDecimals: 'Money decimals',
        appointmentTemplate: 'Appointment SMS template', dispatchTemplate: 'Dispatch SMS template', completionTemplate: 'Completion SMS template',
      },
    },
  },
  companyConfig: {
    sections: { completion: 'Completion', barcode: 'Serial codes', customer: 'Customer profiles', workOrder: 'Work orders', parts: 'Parts', money: 'Money', templates: 'SMS / notice templates' },
    help: {
      faultSymptomRequired: 'A fault phenomenon must be chosen to complete an order', faultReasonRequired: 'A fault cause must be chosen to complete an order',
      fixMethodRequired: 'A repair measure must be chosen to complete an order', barcodeUnique: 'A serial code can belong to one customer asset only',
      barcodeCheck: 'Serial codes on orders and customer assets must be registered in the barcode library',
      custProfileReview: 'New or changed customer profiles are used only after a manual review', maxAppointmentChanges: 'How often an order\'s appointment may be changed (0: never)',
      repeatRepairDays: 'A new repair of the same product within this many days counts as a repeat repair (0: not counted)', autoDispatch: 'New orders go to an outlet by the dispatch rules', appealDays: 'Days after a settlement rejection or assessment in which an outlet may appeal (when the assessment item sets no period)', oldPartReturnDays: 'Days after an order is completed within which its old parts marked for return must be sent back; later they are on the no-return list',
      moneyRounding: 'How computed amounts (settlement pricing and the like) are rounded', moneyDecimals: 'Decimals kept in computed amounts (0–2)',
    },
    placeholders: 'Placeholders: {{list}}; an empty template sends nothing.',
    defaults: 'The company configuration has not been saved yet: the defaults are shown and used.',
    savedAt: 'Saved {{time}}',
  },
  barcodeGenerate: {
    generate: 'Generate serial codes',
    generated: '{{n}} serial codes generated: {{first}} to {{last}}',
    rule: 'Serial code = prefix + model code + production date (yyMMdd) + 5-digit running number',
    example: 'Example: {{example}} (running numbers continue after the model\'s codes of that day)',
  },
  menu: { 'basic.paramConfig': 'Parameter configuration', 'basic.partsBom': 'Parts BOM', 'basic.partsBomChange': 'BOM change records', 'basic.itemBarcode': 'Barcode library', 'basic.barcodeGenerate': 'Serial code generator', 'basic.companyConfig': 'Company configuration' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    paramConfig: { title: 'Configuración de parámetros', fields: { name: 'Nombre', publicKey: 'Clave', publicValue: 'Valor', status: 'Estado', createdAt: 'Creado' } },
    partsBom: {
      title: 'BOM de repuestos',
      fields: { code: 'Código de BOM', name: 'Nombre de BOM', itemId: 'Modelo', enabled: 'Habilitado', changeReason: 'Motivo del cambio', remark: 'Observaciones' },
      lines: { partsId: 'Repuesto', quantity: 'Cantidad', position: 'Posición' },
    },
    partsBomChange: {
      title: 'Cambios de BOM',
      fields: {
        bomId: 'BOM', itemId: 'Modelo', partsId: 'Repuesto', changeType: 'Cambio', fromQuantity: 'Cantidad anterior', toQuantity: 'Cantidad nueva', fromPosition: 'Posición anterior',
        toPosition: 'Posición nueva', reason: 'Motivo', changedBy: 'Modificado por', changedAt: 'Fecha del cambio',
      },
    },
    itemBarcode: {
      title: 'Biblioteca de códigos',
      fields: { serialNo: 'Código de serie', itemId: 'Modelo', productionDate: 'Fecha de fabricación', batchNo: 'Lote', source: 'Origen', status: 'Estado', remark: 'Observaciones' },
    },
    barcodeGenerate: {
      title: 'Lotes de códigos de serie',
      fields: { batchNo: 'Lote de generación', itemId: 'Modelo', prefix: 'Prefijo', productionDate: 'Fecha de fabricación', quantity: 'Cantidad', firstSerial: 'Primer código', lastSerial: 'Último código', remark: 'Observaciones' },
    },
    companyConfig: {
      title: 'Configuración de la empresa',
      fields: {
        faultSymptomRequired: 'Síntoma obligatorio al finalizar', faultReasonRequired: 'Causa obligatoria al finalizar', fixMethodRequired: 'Medida obligatoria al finalizar',
        barcodeUnique: 'Códigos de serie únicos', barcodeCheck: 'Comprobar códigos de serie', custProfileReview: 'Revisión manual de fichas de cliente',
        maxAppointmentChanges: 'Cambios de cita máximos', repeatRepairDays: 'Plazo de reparación repetida (días)', autoDispatch: 'Asignación automática', appealDays: 'Plazo de apelación (días)', oldPartReturnDays: 'Plazo de devolución de piezas usadas (días)', moneyRounding: 'Redondeo de importes', moneyDecimals: 'Decimales de importes',
        appointmentTemplate: 'Plantilla SMS de cita', dispatchTemplate: 'Plantilla SMS de asignación', completionTemplate: 'Plantilla SMS de finalización',
      },
    },
  },
  companyConfig: {
    sections: { completion: 'Finalización', barcode: 'Códigos de serie', customer: 'Fichas de cliente', workOrder: 'Órdenes de trabajo', parts: 'Piezas', money: 'Importes', templates: 'Plantillas de SMS / avisos' },
    help: {
      faultSymptomRequired: 'Para finalizar una orden hay que elegir el síntoma', faultReasonRequired: 'Para finalizar una orden hay que elegir la causa',
      fixMethodRequired: 'Para finalizar una orden hay que elegir la medida de reparación', barcodeUnique: 'Un código de serie solo puede pertenecer a un activo de cliente',
      barcodeCheck: 'Los códigos de serie de órdenes y activos deben estar registrados en la biblioteca de códigos',
      custProfileReview: 'Las fichas nuevas o modificadas se usan solo tras una revisión manual', maxAppointmentChanges: 'Cuántas veces se puede cambiar la cita de una orden (0: nunca)',
      repeatRepairDays: 'Una nueva reparación del mismo producto en este plazo cuenta como repetida (0: no se cuenta)', autoDispatch: 'Las órdenes nuevas se asignan a un punto de servicio según las reglas', appealDays: 'Días tras un rechazo de liquidación o una evaluación en los que un punto de servicio puede apelar (si el concepto no fija plazo)', oldPartReturnDays: 'Días tras completar una orden en los que sus piezas usadas marcadas para devolver deben enviarse; después figuran en la lista de no devueltas',
      moneyRounding: 'Cómo se redondean los importes calculados (precios de liquidación y similares)', moneyDecimals: 'Decimales de los importes calculados (0–2)',
    },
    placeholders: 'Marcadores: {{list}}; una plantilla vacía no envía nada.',
    defaults: 'La configuración aún no se ha guardado: se muestran y usan los valores por defecto.',
    savedAt: 'Guardado {{time}}',
  },
  barcodeGenerate: {
    generate: 'Generar códigos de serie',
    generated: '{{n}} códigos de serie generados: de {{first}} a {{last}}',
    rule: 'Código de serie = prefijo + código de modelo + fecha de fabricación (aaMMdd) + número correlativo de 5 cifras',
    example: 'Ejemplo: {{example}} (la numeración sigue a los códigos del modelo de ese día)',
  },
  menu: { 'basic.paramConfig': 'Configuración de parámetros', 'basic.partsBom': 'BOM de repuestos', 'basic.partsBomChange': 'Cambios de BOM', 'basic.itemBarcode': 'Biblioteca de códigos', 'basic.barcodeGenerate': 'Generador de códigos de serie', 'basic.companyConfig': 'Configuración de la empresa' },
};

export const companySetupLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
