/** Texts of the service-network screens (outlets, change requests, auto-dispatch rules) and their menu entries. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    site: {
      title: '网点管理',
      fields: {
        code: '网点编码', name: '网点名称', siteKind: '网点类型', superiorDeptId: '上级机构', deptId: '组织节点', siteFloorLevel: '网点级别', starLevel: '星级',
        operatingState: '经营状态', phone: '网点电话', areaId: '所在区域', address: '详细地址', lat: '纬度', lng: '经度', managerName: '负责人', managerPhone: '负责人手机',
        contactName: '联系人', contactPhone: '联系人手机', email: '邮箱', contractNo: '合同编号', contractStart: '合同开始', contractEnd: '合同到期', taxNumber: '税号',
        taxRate: '税率(%)', invoiceType: '发票类型', bankName: '开户银行', bankAccount: '银行账号', remoteBaseKm: '远程费起算里程(km)', remoteFeeRate: '远程费单价(元/km)',
        remoteFeeCap: '远程费封顶(元)', mileageFeeEnabled: '计算里程费', mileageRoundTrip: '往返计算', mileageFreeKm: '免费里程(km)', autoDispatch: '自动派工',
        autoAccept: '自动接单', partsMinOrderAmount: '备件最低订货金额', urgentPartsMinOrderAmount: '紧急备件最低订货金额', maxPartsPerOrder: '单次最多备件数',
        monthlyUrgentParts: '每月紧急备件数', creditLimit: '信用额度', remark: '备注',
      },
    },
    siteInspection: { title: '巡检记录', fields: { inspectedOn: '巡检日期', inspector: '巡检人', score: '得分', result: '结论', remark: '说明' } },
    siteAddress: { title: '地址列表', lines: { addressType: '地址类型', contact: '联系人', phone: '电话', areaId: '区域', address: '地址', isDefault: '默认' } },
    siteChange: {
      title: '网点变更申请',
      fields: {
        siteId: '网点', status: '状态', fieldNames: '变更内容', reason: '申请说明', submittedByName: '申请人', submittedAt: '申请时间', auditedByName: '审核人',
        auditedAt: '审核时间', auditRemark: '审核意见',
      },
    },
    autoDispatch: {
      title: '自动派工规则',
      fields: { areaId: '区域', categoryId: '产品分类', serviceTypeId: '服务类型', siteId: '网点', engineerId: '工程师', priority: '优先级', enabled: '启用', remark: '备注' },
    },
  },
  network: {
    level: { 1: '一级网点', 2: '二级网点' },
    readOnly: { creditLimit: '在网点账户中授信（财务中心 › 账户余额 › 授信），此处只读' },
    tabs: { basics: '基本信息', finance: '财务信息', fees: '费用与规则', coverage: '服务区域与品类', addresses: '地址列表', images: '网点图片', map: '地图位置', inspections: '巡检记录' },
    areas: '服务区域',
    categories: '服务品类',
    saveFirst: '请先保存网点，再维护此页',
    saveAddresses: '保存地址列表',
    addImage: '上传图片',
    noImages: '暂无图片',
    addInspection: '新增巡检',
    change: {
      submit: '提交变更申请',
      submitTitle: '申请变更本网点信息',
      onlySiteUser: '只有网点用户可以为本网点提交变更申请',
      field: '字段',
      oldValue: '原值',
      newValue: '新值',
      approve: '通过',
      reject: '驳回',
      withdraw: '撤回',
      confirmApprove: '确定通过此变更申请？通过后变更立即生效。',
      confirmWithdraw: '确定撤回此变更申请？',
      rejectTitle: '驳回变更申请',
      remark: '审核意见',
      rejectRemarkRequired: '驳回必须在备注中填写原因',
      details: '变更明细',
    },
    dispatch: { candidates: '匹配测试', candidatesTitle: '按区域、品类、服务类型匹配网点', rank: '排名', none: '没有匹配的规则', find: '匹配' },
  },
  /** The map picker (crud/MapPicker.tsx), shared by every screen that places something on a map. */
  map: {
    hint: '点击地图选取位置，或直接填写经纬度',
    tilesOffline: '地图底图无法加载（离线或地址不可用），仍可点击选点或手工填写经纬度',
    clear: '清除位置',
    location: '地图位置',
  },
  menu: { network: '服务网络', 'network.site': '网点管理', 'network.siteChange': '网点变更申请', 'network.autoDispatch': '自动派工规则' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    site: {
      title: 'Outlets (ASC)',
      fields: {
        code: 'Outlet code', name: 'Outlet name', siteKind: 'Kind', superiorDeptId: 'Superior', deptId: 'Organisation node', siteFloorLevel: 'Level', starLevel: 'Stars',
        operatingState: 'Operating state', phone: 'Phone', areaId: 'Area', address: 'Address', lat: 'Latitude', lng: 'Longitude', managerName: 'Manager', managerPhone: 'Manager mobile',
        contactName: 'Contact', contactPhone: 'Contact mobile', email: 'Email', contractNo: 'Contract no.', contractStart: 'Contract start', contractEnd: 'Contract end', taxNumber: 'Tax number',
        taxRate: 'Tax rate (%)', invoiceType: 'Invoice type', bankName: 'Bank', bankAccount: 'Bank account', remoteBaseKm: 'Remote fee from (km)', remoteFeeRate: 'Remote fee per km',
        remoteFeeCap: 'Remote fee cap', mileageFeeEnabled: 'Mileage fee', mileageRoundTrip: 'Round trip', mileageFreeKm: 'Free mileage (km)', autoDispatch: 'Automatic dispatch',
        autoAccept: 'Automatic acceptance', partsMinOrderAmount: 'Parts minimum order amount', urgentPartsMinOrderAmount: 'Urgent parts minimum order amount',
        maxPartsPerOrder: 'Max parts per order', monthlyUrgentParts: 'Urgent parts per month', creditLimit: 'Credit limit', remark: 'Remark',
      },
    },
    siteInspection: { title: 'Inspections', fields: { inspectedOn: 'Date', inspector: 'Inspector', score: 'Score', result: 'Verdict', remark: 'Notes' } },
    siteAddress: { title: 'Addresses', lines: { addressType: 'Type', contact: 'Contact', phone: 'Phone', areaId: 'Area', address: 'Address', isDefault: 'Default' } },
    siteChange: {
      title: 'Outlet change requests',
      fields: {
        siteId: 'Outlet', status: 'Status', fieldNames: 'Changes', reason: 'Reason', submittedByName: 'Requested by', submittedAt: 'Requested at', auditedByName: 'Decided by',
        auditedAt: 'Decided at', auditRemark: 'Decision remark',
      },
    },
    autoDispatch: {
      title: 'Auto-dispatch rules',
      fields: { areaId: 'Area', categoryId: 'Product category', serviceTypeId: 'Service type', siteId: 'Outlet', engineerId: 'Engineer', priority: 'Priority', enabled: 'Enabled', remark: 'Remark' },
    },
  },
  network: {
    level: { 1: 'Primary outlet', 2: 'Secondary outlet' },
    readOnly: { creditLimit: "Granted on the outlet's account (Finance centre › Account balances › credit); read only here" },
    tabs: { basics: 'Basics', finance: 'Finance', fees: 'Fees and rules', coverage: 'Areas and categories', addresses: 'Addresses', images: 'Images', map: 'Map', inspections: 'Inspections' },
    areas: 'Service areas',
    categories: 'Product categories',
    saveFirst: 'Save the outlet first, then maintain this tab',
    saveAddresses: 'Save addresses',
    addImage: 'Upload image',
    noImages: 'No images yet',
    addInspection: 'Add inspection',
    change: {
      submit: 'Request a change',
      submitTitle: 'Request a change to this outlet',
      onlySiteUser: 'Only an outlet user can request changes to their outlet',
      field: 'Field',
      oldValue: 'Current value',
      newValue: 'New value',
      approve: 'Approve',
      reject: 'Reject',
      withdraw: 'Withdraw',
      confirmApprove: 'Approve this change request? The change applies at once.',
      confirmWithdraw: 'Withdraw this change request?',
      rejectTitle: 'Reject the change request',
      remark: 'Remark',
      rejectRemarkRequired: 'A rejection needs a reason in the remark',
      details: 'Changes',
    },
    dispatch: { candidates: 'Try matching', candidatesTitle: 'Match outlets by area, category and service type', rank: 'Rank', none: 'No rule matches', find: 'Match' },
  },
  map: {
    hint: 'Click the map to pick the location, or enter latitude and longitude',
    tilesOffline: 'Map tiles cannot be loaded (offline or unavailable); you can still click to pick a point or type the coordinates',
    clear: 'Clear location',
    location: 'Location on the map',
  },
  menu: { network: 'Service network', 'network.site': 'Outlets', 'network.siteChange': 'Outlet change requests', 'network.autoDispatch': 'Auto-dispatch rules' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    site: {
      title: 'Puntos de servicio (ASC)',
      fields: {
        code: 'Código', name: 'Nombre', siteKind: 'Tipo', superiorDeptId: 'Superior', deptId: 'Nodo de organización', siteFloorLevel: 'Nivel', starLevel: 'Estrellas',
        operatingState: 'Estado operativo', phone: 'Teléfono', areaId: 'Zona', address: 'Dirección', lat: 'Latitud', lng: 'Longitud', managerName: 'Responsable', managerPhone: 'Móvil del responsable',
        contactName: 'Contacto', contactPhone: 'Móvil del contacto', email: 'Correo', contractNo: 'N.º de contrato', contractStart: 'Inicio del contrato', contractEnd: 'Fin del contrato',
        taxNumber: 'NIF', taxRate: 'Tipo impositivo (%)', invoiceType: 'Tipo de factura', bankName: 'Banco', bankAccount: 'Cuenta bancaria', remoteBaseKm: 'Tarifa remota desde (km)',
        remoteFeeRate: 'Tarifa remota por km', remoteFeeCap: 'Tope de tarifa remota', mileageFeeEnabled: 'Cargo por kilometraje', mileageRoundTrip: 'Ida y vuelta',
        mileageFreeKm: 'Kilómetros gratuitos', autoDispatch: 'Asignación automática', autoAccept: 'Aceptación automática', partsMinOrderAmount: 'Pedido mínimo de repuestos',
        urgentPartsMinOrderAmount: 'Pedido mínimo de repuestos urgentes', maxPartsPerOrder: 'Máx. repuestos por pedido', monthlyUrgentParts: 'Repuestos urgentes al mes',
        creditLimit: 'Límite de crédito', remark: 'Observaciones',
      },
    },
    siteInspection: { title: 'Inspecciones', fields: { inspectedOn: 'Fecha', inspector: 'Inspector', score: 'Puntuación', result: 'Resultado', remark: 'Notas' } },
    siteAddress: { title: 'Direcciones', lines: { addressType: 'Tipo', contact: 'Contacto', phone: 'Teléfono', areaId: 'Zona', address: 'Dirección', isDefault: 'Predeterminada' } },
    siteChange: {
      title: 'Solicitudes de cambio',
      fields: {
        siteId: 'Punto de servicio', status: 'Estado', fieldNames: 'Cambios', reason: 'Motivo', submittedByName: 'Solicitado por', submittedAt: 'Solicitado el',
        auditedByName: 'Resuelto por', auditedAt: 'Resuelto el', auditRemark: 'Observación de la resolución',
      },
    },
    autoDispatch: {
      title: 'Reglas de asignación automática',
      fields: { areaId: 'Zona', categoryId: 'Categoría de producto', serviceTypeId: 'Tipo de servicio', siteId: 'Punto de servicio', engineerId: 'Técnico', priority: 'Prioridad', enabled: 'Habilitada', remark: 'Observaciones' },
    },
  },
  network: {
    level: { 1: 'Punto principal', 2: 'Punto secundario' },
    readOnly: { creditLimit: 'Se concede en la cuenta del punto de servicio (Centro financiero › Saldos de cuenta › crédito); aquí solo lectura' },
    tabs: { basics: 'Datos básicos', finance: 'Finanzas', fees: 'Tarifas y reglas', coverage: 'Zonas y categorías', addresses: 'Direcciones', images: 'Imágenes', map: 'Mapa', inspections: 'Inspecciones' },
    areas: 'Zonas de servicio',
    categories: 'Categorías de producto',
    saveFirst: 'Guarde primero el punto de servicio y luego mantenga esta pestaña',
    saveAddresses: 'Guardar direcciones',
    addImage: 'Subir imagen',
    noImages: 'Aún no hay imágenes',
    addInspection: 'Añadir inspección',
    change: {
      submit: 'Solicitar un cambio',
      submitTitle: 'Solicitar un cambio de este punto de servicio',
      onlySiteUser: 'Solo un usuario del punto de servicio puede solicitar cambios del mismo',
      field: 'Campo',
      oldValue: 'Valor actual',
      newValue: 'Valor nuevo',
      approve: 'Aprobar',
      reject: 'Rechazar',
      withdraw: 'Retirar',
      confirmApprove: '¿Aprobar esta solicitud? El cambio se aplica de inmediato.',
      confirmWithdraw: '¿Retirar esta solicitud de cambio?',
      rejectTitle: 'Rechazar la solicitud de cambio',
      remark: 'Observación',
      rejectRemarkRequired: 'Un rechazo necesita un motivo en la observación',
      details: 'Cambios',
    },
    dispatch: { candidates: 'Probar coincidencias', candidatesTitle: 'Buscar puntos por zona, categoría y tipo de servicio', rank: 'Puesto', none: 'Ninguna regla coincide', find: 'Buscar' },
  },
  map: {
    hint: 'Haga clic en el mapa para elegir la ubicación, o escriba latitud y longitud',
    tilesOffline: 'No se pueden cargar los mosaicos del mapa (sin conexión o no disponibles); aún puede hacer clic para elegir un punto o escribir las coordenadas',
    clear: 'Borrar ubicación',
    location: 'Ubicación en el mapa',
  },
  menu: { network: 'Red de servicio', 'network.site': 'Puntos de servicio', 'network.siteChange': 'Solicitudes de cambio', 'network.autoDispatch': 'Reglas de asignación automática' },
};

export const networkLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
