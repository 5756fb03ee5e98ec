/** Texts of the engineer screens and their menu entries, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    engineer: {
      title: '工程师管理',
      fields: {
        jobNo: '工号', name: '姓名', loginAccount: '登录账号', password: '登录密码', mobile: '手机号码', deptId: '所属网点', engineerType: '工程师类型',
        postStat: '在职状态', level: '认证等级', education: '学历', sex: '性别', dailyCapacity: '日接单能力', idNumber: '身份证号',
        insuranceCompany: '保险公司', insurancePolicyNo: '保单号', insuranceExpiry: '保险到期日', lat: '纬度', lng: '经度', remark: '备注',
      },
    },
    engineerChange: {
      title: '工程师变更申请',
      fields: {
        engineerId: '工程师', jobNo: '工号', engineerName: '工程师', deptName: '所属网点', status: '状态', changes: '变更内容', reason: '申请原因',
        requestedByName: '申请人', createTime: '申请时间', decidedByName: '审核人', decidedAt: '审核时间', rejectReason: '驳回原因',
      },
    },
  },
  engineer: {
    batchDepart: '批量离职',
    batchPromote: '批量晋升',
    departConfirm: '确定将选中的 {{n}} 名工程师办理离职吗？离职后其登录账号将被停用。',
    postStat: '在职状态',
    newPostStat: '变更为',
    reason: '原因',
    toLevel: '晋升至',
    promotedOn: '晋升日期',
    records: '履历',
    promotions: '晋升记录',
    postStats: '状态变更',
    inspections: '稽查记录',
    inspect: '稽查',
    inspectedOn: '稽查日期',
    result: '稽查结果',
    score: '得分',
    fromLevel: '原等级',
    from: '原状态',
    to: '新状态',
    by: '操作人',
    at: '操作时间',
    requestChange: '申请变更',
    changeHint: '只提交改动的字段，由服务中心或总部审核后生效',
    approve: '通过',
    reject: '驳回',
    approveConfirm: '确定通过该变更申请并立即生效吗？',
    rejectReason: '驳回原因',
    levelByPromotion: '等级通过晋升变更',
  },
  menu: { network: '服务网络', 'network.engineer': '工程师管理', 'network.engineerChange': '工程师变更申请' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    engineer: {
      title: 'Engineers',
      fields: {
        jobNo: 'Job number', name: 'Name', loginAccount: 'Login account', password: 'Login password', mobile: 'Mobile', deptId: 'Outlet', engineerType: 'Type',
        postStat: 'On-job status', level: 'Certification level', education: 'Education', sex: 'Sex', dailyCapacity: 'Daily capacity', idNumber: 'ID number',
        insuranceCompany: 'Insurance company', insurancePolicyNo: 'Policy number', insuranceExpiry: 'Insurance expiry', lat: 'Latitude', lng: 'Longitude', remark: 'Remark',
      },
    },
    engineerChange: {
      title: 'Engineer change requests',
      fields: {
        engineerId: 'Engineer', jobNo: 'Job number', engineerName: 'Engineer', deptName: 'Outlet', status: 'Status', changes: 'Changes', reason: 'Reason',
        requestedByName: 'Requested by', createTime: 'Requested at', decidedByName: 'Decided by', decidedAt: 'Decided at', rejectReason: 'Rejection reason',
      },
    },
  },
  engineer: {
    batchDepart: 'Batch depart',
    batchPromote: 'Batch promote',
    departConfirm: 'Record the departure of the {{n}} selected engineers? Their login accounts will be disabled.',
    postStat: 'On-job status',
    newPostStat: 'Change to',
    reason: 'Reason',
    toLevel: 'Promote to',
    promotedOn: 'Promotion date',
    records: 'Records',
    promotions: 'Promotions',
    postStats: 'Status changes',
    inspections: 'Inspections',
    inspect: 'Inspect',
    inspectedOn: 'Inspection date',
    result: 'Result',
    score: 'Score',
    fromLevel: 'From level',
    from: 'From',
    to: 'To',
    by: 'By',
    at: 'At',
    requestChange: 'Request change',
    changeHint: 'Only changed fields are sent; they apply once the service centre or headquarters approves',
    approve: 'Approve',
    reject: 'Reject',
    approveConfirm: 'Approve this change request and apply it now?',
    rejectReason: 'Rejection reason',
    levelByPromotion: 'The level changes by promotion',
  },
  menu: { network: 'Service network', 'network.engineer': 'Engineers', 'network.engineerChange': 'Engineer change requests' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    engineer: {
      title: 'Ingenieros',
      fields: {
        jobNo: 'Número de empleado', name: 'Nombre', loginAccount: 'Cuenta de acceso', password: 'Contraseña de acceso', mobile: 'Móvil', deptId: 'Punto de servicio',
        engineerType: 'Tipo', postStat: 'Estado laboral', level: 'Nivel de certificación', education: 'Estudios', sex: 'Sexo', dailyCapacity: 'Capacidad diaria',
        idNumber: 'Número de identidad', insuranceCompany: 'Aseguradora', insurancePolicyNo: 'Número de póliza', insuranceExpiry: 'Vencimiento del seguro',
        lat: 'Latitud', lng: 'Longitud', remark: 'Comentario',
      },
    },
    engineerChange: {
      title: 'Solicitudes de cambio de ingenieros',
      fields: {
        engineerId: 'Ingeniero', jobNo: 'Número de empleado', engineerName: 'Ingeniero', deptName: 'Punto de servicio', status: 'Estado', changes: 'Cambios',
        reason: 'Motivo', requestedByName: 'Solicitado por', createTime: 'Solicitado el', decidedByName: 'Decidido por', decidedAt: 'Decidido el',
        rejectReason: 'Motivo del rechazo',
      },
    },
  },
  engineer: {
    batchDepart: 'Baja en lote',
    batchPromote: 'Ascenso en lote',
    departConfirm: '¿Registrar la baja de los {{n}} ingenieros seleccionados? Sus cuentas de acceso se desactivarán.',
    postStat: 'Estado laboral',
    newPostStat: 'Cambiar a',
    reason: 'Motivo',
    toLevel: 'Ascender a',
    promotedOn: 'Fecha de ascenso',
    records: 'Historial',
    promotions: 'Ascensos',
    postStats: 'Cambios de estado',
    inspections: 'Inspecciones',
    inspect: 'Inspeccionar',
    inspectedOn: 'Fecha de inspección',
    result: 'Resultado',
    score: 'Puntuación',
    fromLevel: 'Nivel anterior',
    from: 'De',
    to: 'A',
    by: 'Por',
    at: 'Fecha',
    requestChange: 'Solicitar cambio',
    changeHint: 'Solo se envían los campos cambiados; se aplican cuando el centro de servicio o la sede los aprueba',
    approve: 'Aprobar',
    reject: 'Rechazar',
    approveConfirm: '¿Aprobar esta solicitud de cambio y aplicarla ahora?',
    rejectReason: 'Motivo del rechazo',
    levelByPromotion: 'El nivel cambia por ascenso',
  },
  menu: { network: 'Red de servicio', 'network.engineer': 'Ingenieros', 'network.engineerChange': 'Solicitudes de cambio de ingenieros' },
};

export const engineersLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
