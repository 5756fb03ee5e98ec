/** Texts of the master-data screens and their menu entries, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    serviceType: { title: '服务类型', fields: { code: '编码', name: '名称', orderType: '工单类型', enabled: '启用', sort: '排序', remark: '备注' } },
    area: { title: '区域', fields: { parentId: '上级区域', code: '区域编码', name: '区域名称', level: '级别', postalCode: '邮编', sort: '排序' } },
    sla: {
      title: 'SLA 规则',
      fields: { name: '规则名称', orderType: '工单类型', urgency: '紧急程度', priority: '优先级', enabled: '启用', remark: '备注' },
      lines: { stage: '时钟', standardMinutes: '标准时长(分钟)', reminderMinutes: '提醒时长(分钟)' },
    },
    itemCategory: { title: '产品分类', fields: { parentId: '上级分类', code: '分类编码', name: '分类名称', enabled: '启用', sort: '排序', remark: '备注' } },
    item: {
      title: '产品信息',
      fields: { code: '物料编码', name: '产品名称', model: '型号', categoryId: '产品分类', brand: '品牌', unit: '单位', warrantyMonths: '保修期(月)', enabled: '启用', remark: '备注' },
    },
    itemPrice: { title: '机型价格', fields: { itemId: '机型', priceType: '价格类型', price: '价格', validFrom: '生效日期', validTo: '失效日期', enabled: '启用', remark: '备注' } },
    buyChannel: { title: '购买渠道', fields: { code: '渠道编码', name: '渠道名称', channelType: '渠道类型', enabled: '启用', sort: '排序', remark: '备注' } },
    buyShop: {
      title: '购买门店',
      fields: { code: '门店编码', name: '门店名称', channelId: '购买渠道', contact: '联系人', phone: '联系电话', address: '地址', enabled: '启用', remark: '备注' },
    },
    warehouse: {
      title: '仓库库位',
      fields: { code: '仓库编码', name: '仓库名称', warehouseType: '仓库类型', storekeeper: '库管员', deptId: '所属网点', address: '地址', enabled: '启用', remark: '备注' },
      lines: { code: '库位编码', name: '库位名称', enabled: '启用' },
    },
    partsCategory: { title: '备件分类', fields: { parentId: '上级分类', code: '分类编码', name: '分类名称', enabled: '启用', sort: '排序', remark: '备注' } },
    parts: {
      title: '备件信息',
      fields: {
        code: '备件编码', name: '备件名称', model: '规格型号', categoryId: '备件分类', purchasePrice: '采购价', factoryPrice: '出厂价', level1Price: '一级网点价',
        level2Price: '二级网点价', retailPrice: '零售价', unit: '单位', supplyStatus: '供应状态', purchaseStatus: '采购状态', abcClass: 'ABC 分类',
        safetyStock: '安全库存', minApply: '最小申请量', maxApply: '最大申请量', maxReplace: '最大更换数', purchaseLeadDays: '采购周期(天)',
        deliveryLeadDays: '发货周期(天)', remark: '备注',
      },
    },
    faultSymptom: { title: '故障现象', fields: { code: '现象编码', name: '故障现象', categoryId: '产品分类', enabled: '启用', sort: '排序', remark: '备注' } },
    faultReason: { title: '故障原因', fields: { code: '原因编码', name: '故障原因', symptomId: '故障现象', enabled: '启用', sort: '排序', remark: '备注' } },
    fixMethod: { title: '维修措施', fields: { code: '措施编码', name: '维修措施', reasonId: '故障原因', needParts: '需换件', enabled: '启用', sort: '排序', remark: '备注' } },
    checkSubject: {
      title: '考核科目',
      fields: {
        parentId: '上级科目', code: '科目编码', name: '科目名称', subjectType: '考核类型', amount: '金额', feeName: '费用名称', concurrent: '可并发',
        appealDays: '申诉期(天)', branchAppeal: '需分中心申诉', enabled: '启用', sort: '排序',
      },
    },
    specialFeeSubject: { title: '特殊费用科目', fields: { code: '科目编码', name: '科目名称', maxAmount: '单次上限', needAttachment: '需附件', enabled: '启用', sort: '排序', remark: '备注' } },
    finSubject: { title: '财务科目', fields: { code: '科目编码', name: '科目名称', direction: '收支方向', enabled: '启用', sort: '排序', remark: '备注' } },
    knowledgeType: { title: '知识类型', fields: { parentId: '上级类型', code: '类型编码', name: '类型名称', enabled: '启用', sort: '排序' } },
  },
  menu: {
    'basic.serviceType': '服务类型', 'basic.sla': 'SLA 设置', 'basic.area': '区域管理', 'basic.itemCategory': '产品分类', 'basic.item': '产品信息',
    'basic.itemPrice': '机型价格', 'basic.buyChannel': '购买渠道', 'basic.buyShop': '购买门店', 'basic.warehouse': '仓库库位', 'basic.partsCategory': '备件分类',
    'basic.parts': '备件信息', 'basic.faultSymptom': '故障现象', 'basic.faultReason': '故障原因', 'basic.fixMethod': '维修措施', 'basic.checkSubject': '考核科目',
    'basic.specialFeeSubject': '特殊费用科目', 'basic.finSubject': '财务科目', 'basic.knowledgeType': '知识类型',
  },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    serviceType: { title: 'Service types', fields: { code: 'Code', name: 'Name', orderType: 'Order type', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    area: { title: 'Areas', fields: { parentId: 'Parent area', code: 'Area code', name: 'Area name', level: 'Level', postalCode: 'Postal code', sort: 'Order' } },
    sla: {
      title: 'SLA rules',
      fields: { name: 'Rule name', orderType: 'Order type', urgency: 'Urgency', priority: 'Priority', enabled: 'Enabled', remark: 'Remark' },
      lines: { stage: 'Clock', standardMinutes: 'Standard (minutes)', reminderMinutes: 'Reminder (minutes)' },
    },
    itemCategory: { title: 'Product categories', fields: { parentId: 'Parent category', code: 'Category code', name: 'Category name', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    item: {
      title: 'Products',
      fields: { code: 'Material code', name: 'Product name', model: 'Model', categoryId: 'Product category', brand: 'Brand', unit: 'Unit', warrantyMonths: 'Warranty (months)', enabled: 'Enabled', remark: 'Remark' },
    },
    itemPrice: { title: 'Model prices', fields: { itemId: 'Model', priceType: 'Price type', price: 'Price', validFrom: 'Valid from', validTo: 'Valid to', enabled: 'Enabled', remark: 'Remark' } },
    buyChannel: { title: 'Purchase channels', fields: { code: 'Channel code', name: 'Channel name', channelType: 'Channel type', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    buyShop: {
      title: 'Shops',
      fields: { code: 'Shop code', name: 'Shop name', channelId: 'Purchase channel', contact: 'Contact', phone: 'Phone', address: 'Address', enabled: 'Enabled', remark: 'Remark' },
    },
    warehouse: {
      title: 'Warehouses and locations',
      fields: { code: 'Warehouse code', name: 'Warehouse name', warehouseType: 'Warehouse type', storekeeper: 'Storekeeper', deptId: 'Owning network', address: 'Address', enabled: 'Enabled', remark: 'Remark' },
      lines: { code: 'Location code', name: 'Location name', enabled: 'Enabled' },
    },
    partsCategory: { title: 'Parts categories', fields: { parentId: 'Parent category', code: 'Category code', name: 'Category name', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    parts: {
      title: 'Parts',
      fields: {
        code: 'Part code', name: 'Part name', model: 'Model', categoryId: 'Parts category', purchasePrice: 'Purchase price', factoryPrice: 'Factory price',
        level1Price: 'Level 1 price', level2Price: 'Level 2 price', retailPrice: 'Retail price', unit: 'Unit', supplyStatus: 'Supply status',
        purchaseStatus: 'Purchase status', abcClass: 'ABC class', safetyStock: 'Safety stock', minApply: 'Min. application', maxApply: 'Max. application',
        maxReplace: 'Max. replacements', purchaseLeadDays: 'Purchase lead time (days)', deliveryLeadDays: 'Delivery lead time (days)', remark: 'Remark',
      },
    },
    faultSymptom: { title: 'Fault phenomena', fields: { code: 'Phenomenon code', name: 'Phenomenon', categoryId: 'Product category', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    faultReason: { title: 'Fault causes', fields: { code: 'Cause code', name: 'Cause', symptomId: 'Phenomenon', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    fixMethod: { title: 'Repair measures', fields: { code: 'Measure code', name: 'Measure', reasonId: 'Cause', needParts: 'Replaces parts', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    checkSubject: {
      title: 'Check subjects',
      fields: {
        parentId: 'Parent subject', code: 'Subject code', name: 'Subject name', subjectType: 'Type', amount: 'Amount', feeName: 'Fee name', concurrent: 'Concurrent',
        appealDays: 'Appeal period (days)', branchAppeal: 'Branch appeal needed', enabled: 'Enabled', sort: 'Order',
      },
    },
    specialFeeSubject: {
      title: 'Special-fee subjects',
      fields: { code: 'Subject code', name: 'Subject name', maxAmount: 'Cap per claim', needAttachment: 'Attachment required', enabled: 'Enabled', sort: 'Order', remark: 'Remark' },
    },
    finSubject: { title: 'Finance subjects', fields: { code: 'Subject code', name: 'Subject name', direction: 'Direction', enabled: 'Enabled', sort: 'Order', remark: 'Remark' } },
    knowledgeType: { title: 'Knowledge types', fields: { parentId: 'Parent type', code: 'Type code', name: 'Type name', enabled: 'Enabled', sort: 'Order' } },
  },
  menu: {
    'basic.serviceType': 'Service types', 'basic.sla': 'SLA settings', 'basic.area': 'Areas', 'basic.itemCategory': 'Product categories', 'basic.item': 'Products',
    'basic.itemPrice': 'Model prices', 'basic.buyChannel': 'Purchase channels', 'basic.buyShop': 'Shops', 'basic.warehouse': 'Warehouses', 'basic.partsCategory': 'Parts categories',
    'basic.parts': 'Parts', 'basic.faultSymptom': 'Fault phenomena', 'basic.faultReason': 'Fault causes', 'basic.fixMethod': 'Repair measures', 'basic.checkSubject': 'Check subjects',
    'basic.specialFeeSubject': 'Special-fee subjects', 'basic.finSubject': 'Finance subjects', 'basic.knowledgeType': 'Knowledge types',
  },
};

const es: Catalogue<typeof zh> = {
  entity: {
    serviceType: { title: 'Tipos de servicio', fields: { code: 'Código', name: 'Nombre', orderType: 'Tipo de orden', enabled: 'Activo', sort: 'Orden', remark: 'Observación' } },
    area: { title: 'Zonas', fields: { parentId: 'Zona superior', code: 'Código de zona', name: 'Nombre de zona', level: 'Nivel', postalCode: 'Código postal', sort: 'Orden' } },
    sla: {
      title: 'Reglas de SLA',
      fields: { name: 'Nombre de la regla', orderType: 'Tipo de orden', urgency: 'Urgencia', priority: 'Prioridad', enabled: 'Activo', remark: 'Observación' },
      lines: { stage: 'Reloj', standardMinutes: 'Estándar (minutos)', reminderMinutes: 'Aviso (minutos)' },
    },
    itemCategory: {
      title: 'Categorías de producto',
      fields: { parentId: 'Categoría superior', code: 'Código de categoría', name: 'Nombre de categoría', enabled: 'Habilitada', sort: 'Orden', remark: 'Observaciones' },
    },
    item: {
      title: 'Productos',
      fields: {
        code: 'Código de material', name: 'Nombre del producto', model: 'Modelo', categoryId: 'Categoría de producto', brand: 'Marca', unit: 'Unidad',
        warrantyMonths: 'Garantía (meses)', enabled: 'Habilitado', remark: 'Observaciones',
      },
    },
    itemPrice: {
      title: 'Precios por modelo',
      fields: { itemId: 'Modelo', priceType: 'Tipo de precio', price: 'Precio', validFrom: 'Válido desde', validTo: 'Válido hasta', enabled: 'Habilitado', remark: 'Observaciones' },
    },
    buyChannel: { title: 'Canales de compra', fields: { code: 'Código del canal', name: 'Nombre del canal', channelType: 'Tipo de canal', enabled: 'Habilitado', sort: 'Orden', remark: 'Observaciones' } },
    buyShop: {
      title: 'Tiendas',
      fields: { code: 'Código de tienda', name: 'Nombre de tienda', channelId: 'Canal de compra', contact: 'Contacto', phone: 'Teléfono', address: 'Dirección', enabled: 'Habilitada', remark: 'Observaciones' },
    },
    warehouse: {
      title: 'Almacenes y ubicaciones',
      fields: {
        code: 'Código de almacén', name: 'Nombre del almacén', warehouseType: 'Tipo de almacén', storekeeper: 'Almacenero', deptId: 'Red propietaria', address: 'Dirección',
        enabled: 'Habilitado', remark: 'Observaciones',
      },
      lines: { code: 'Código de ubicación', name: 'Nombre de ubicación', enabled: 'Habilitada' },
    },
    partsCategory: {
      title: 'Categorías de repuestos',
      fields: { parentId: 'Categoría superior', code: 'Código de categoría', name: 'Nombre de categoría', enabled: 'Habilitada', sort: 'Orden', remark: 'Observaciones' },
    },
    parts: {
      title: 'Repuestos',
      fields: {
        code: 'Código de repuesto', name: 'Nombre del repuesto', model: 'Modelo', categoryId: 'Categoría de repuesto', purchasePrice: 'Precio de compra',
        factoryPrice: 'Precio de fábrica', level1Price: 'Precio nivel 1', level2Price: 'Precio nivel 2', retailPrice: 'Precio de venta', unit: 'Unidad',
        supplyStatus: 'Estado de suministro', purchaseStatus: 'Estado de compra', abcClass: 'Clase ABC', safetyStock: 'Stock de seguridad', minApply: 'Solicitud mínima',
        maxApply: 'Solicitud máxima', maxReplace: 'Sustituciones máximas', purchaseLeadDays: 'Plazo de compra (días)', deliveryLeadDays: 'Plazo de envío (días)',
        remark: 'Observaciones',
      },
    },
    faultSymptom: {
      title: 'Síntomas de avería',
      fields: { code: 'Código de síntoma', name: 'Síntoma', categoryId: 'Categoría de producto', enabled: 'Habilitado', sort: 'Orden', remark: 'Observaciones' },
    },
    faultReason: { title: 'Causas de avería', fields: { code: 'Código de causa', name: 'Causa', symptomId: 'Síntoma', enabled: 'Habilitada', sort: 'Orden', remark: 'Observaciones' } },
    fixMethod: {
      title: 'Medidas de reparación',
      fields: { code: 'Código de medida', name: 'Medida', reasonId: 'Causa', needParts: 'Sustituye repuestos', enabled: 'Habilitada', sort: 'Orden', remark: 'Observaciones' },
    },
    checkSubject: {
      title: 'Conceptos de evaluación',
      fields: {
        parentId: 'Concepto superior', code: 'Código del concepto', name: 'Nombre del concepto', subjectType: 'Tipo', amount: 'Importe', feeName: 'Nombre del cargo',
        concurrent: 'Acumulable', appealDays: 'Plazo de apelación (días)', branchAppeal: 'Requiere apelación de la sucursal', enabled: 'Habilitado', sort: 'Orden',
      },
    },
    specialFeeSubject: {
      title: 'Conceptos de gastos especiales',
      fields: { code: 'Código del concepto', name: 'Nombre del concepto', maxAmount: 'Límite por solicitud', needAttachment: 'Requiere adjunto', enabled: 'Habilitado', sort: 'Orden', remark: 'Observaciones' },
    },
    finSubject: {
      title: 'Cuentas financieras',
      fields: { code: 'Código de cuenta', name: 'Nombre de cuenta', direction: 'Sentido', enabled: 'Habilitada', sort: 'Orden', remark: 'Observaciones' },
    },
    knowledgeType: { title: 'Tipos de conocimiento', fields: { parentId: 'Tipo superior', code: 'Código de tipo', name: 'Nombre de tipo', enabled: 'Habilitado', sort: 'Orden' } },
  },
  menu: {
    'basic.serviceType': 'Tipos de servicio', 'basic.sla': 'Ajustes de SLA', 'basic.area': 'Zonas', 'basic.itemCategory': 'Categorías de producto', 'basic.item': 'Productos',
    'basic.itemPrice': 'Precios por modelo', 'basic.buyChannel': 'Canales de compra', 'basic.buyShop': 'Tiendas', 'basic.warehouse': 'Almacenes', 'basic.partsCategory': 'Categorías de repuestos',
    'basic.parts': 'Repuestos', 'basic.faultSymptom': 'Síntomas de avería', 'basic.faultReason': 'Causas de avería', 'basic.fixMethod': 'Medidas de reparación',
    'basic.checkSubject': 'Conceptos de evaluación', 'basic.specialFeeSubject': 'Gastos especiales', 'basic.finSubject': 'Cuentas financieras', 'basic.knowledgeType': 'Tipos de conocimiento',
  },
};

export const masterDataLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
