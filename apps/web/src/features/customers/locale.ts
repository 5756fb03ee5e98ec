/** Texts of the customer screens (profiles, assets, review) and their menu entries, merged into the main catalogues by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    custProfile: {
      title: '客户档案',
      fields: {
        keyword: '电话/姓名', userLastName: '姓', userFirstName: '名', phone: '手机号码', secondPhone: '第二联系方式', eMail: '电子邮箱', realUser: '实际使用人',
        AccountID: '账户ID', userType: '用户类型', provinceId: '省', cityId: '市', districtId: '区/县', address: '详细地址', postalCode: '邮编', fileNo: '档案编号',
        lat: '纬度', lng: '经度', deptId: '登记机构', reviewStatus: '审核状态', reviewRemark: '审核意见', remark: '备注',
      },
    },
    custAsset: {
      title: '客户资产',
      fields: {
        custId: '客户', serialNo: '序列号', itemId: '机型', purchaseDate: '购买日期', channelId: '购买渠道', shopId: '购买门店', installTime: '安装时间',
        warrantyMonths: '保修期(月)', remark: '备注',
      },
    },
  },
  customers: {
    assets: '资产',
    name: '姓名',
    assetsOf: '{{name}} 的资产',
    months: '{{n}} 个月',
    warrantyUntil: '保修至 {{date}}（不含）',
    duplicates: {
      title: '该手机号已登记在 {{count}} 份客户档案中',
      hint: '可以仍然保存新档案，或打开已有档案。',
      open: '打开',
      otherOrg: '其他机构登记',
    },
    review: {
      title: '档案审核',
      approve: '审核通过',
      reject: '驳回',
      confirmApprove: '确定审核通过 {{name}} 的档案吗？',
      reason: '驳回原因',
      reasonRequired: '驳回请在备注中填写原因',
    },
  },
  menu: { customer: '客户管理', 'customer.profile': '客户档案', 'customer.asset': '客户资产', 'customer.review': '档案审核' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    custProfile: {
      title: 'Customer profiles',
      fields: {
        keyword: 'Phone / name', userLastName: 'Last name', userFirstName: 'First name', phone: 'Mobile', secondPhone: 'Second contact', eMail: 'E-mail',
        realUser: 'Actual user', AccountID: 'Account ID', userType: 'User type', provinceId: 'Province', cityId: 'City', districtId: 'District', address: 'Address',
        postalCode: 'Postal code', fileNo: 'File number', lat: 'Latitude', lng: 'Longitude', deptId: 'Registered by', reviewStatus: 'Review status',
        reviewRemark: 'Review remark', remark: 'Remark',
      },
    },
    custAsset: {
      title: 'Customer assets',
      fields: {
        custId: 'Customer', serialNo: 'Serial number', itemId: 'Model', purchaseDate: 'Purchase date', channelId: 'Purchase channel', shopId: 'Store',
        installTime: 'Installed', warrantyMonths: 'Warranty (months)', remark: 'Remark',
      },
    },
  },
  customers: {
    assets: 'Assets',
    name: 'Name',
    assetsOf: 'Assets of {{name}}',
    months: '{{n}} months',
    warrantyUntil: 'Covered until {{date}} (exclusive)',
    duplicates: {
      title: 'This mobile number is already in {{count}} customer profile(s)',
      hint: 'You can still save the new profile, or open the existing one.',
      open: 'Open',
      otherOrg: 'Registered by another organisation',
    },
    review: {
      title: 'Profile review',
      approve: 'Approve',
      reject: 'Reject',
      confirmApprove: 'Approve the profile of {{name}}?',
      reason: 'Reason for rejection',
      reasonRequired: 'A rejection needs a reason in the remark',
    },
  },
  menu: { customer: 'Customers', 'customer.profile': 'Customer profiles', 'customer.asset': 'Customer assets', 'customer.review': 'Profile review' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    custProfile: {
      title: 'Perfiles de clientes',
      fields: {
        keyword: 'Teléfono / nombre', userLastName: 'Apellido', userFirstName: 'Nombre', phone: 'Móvil', secondPhone: 'Segundo contacto', eMail: 'Correo electrónico',
        realUser: 'Usuario real', AccountID: 'ID de cuenta', userType: 'Tipo de usuario', provinceId: 'Provincia', cityId: 'Ciudad', districtId: 'Distrito',
        address: 'Dirección', postalCode: 'Código postal', fileNo: 'Número de expediente', lat: 'Latitud', lng: 'Longitud', deptId: 'Registrado por',
        reviewStatus: 'Estado de revisión', reviewRemark: 'Observación de revisión', remark: 'Observaciones',
      },
    },
    custAsset: {
      title: 'Equipos de clientes',
      fields: {
        custId: 'Cliente', serialNo: 'Número de serie', itemId: 'Modelo', purchaseDate: 'Fecha de compra', channelId: 'Canal de compra', shopId: 'Tienda',
        installTime: 'Instalado', warrantyMonths: 'Garantía (meses)', remark: 'Observaciones',
      },
    },
  },
  customers: {
    assets: 'Equipos',
    name: 'Nombre',
    assetsOf: 'Equipos de {{name}}',
    months: '{{n}} meses',
    warrantyUntil: 'Cubierto hasta {{date}} (excluido)',
    duplicates: {
      title: 'Este número móvil ya figura en {{count}} perfil(es) de cliente',
      hint: 'Puede guardar el nuevo perfil de todos modos o abrir el existente.',
      open: 'Abrir',
      otherOrg: 'Registrado por otra organización',
    },
    review: {
      title: 'Revisión de perfiles',
      approve: 'Aprobar',
      reject: 'Rechazar',
      confirmApprove: '¿Aprobar el perfil de {{name}}?',
      reason: 'Motivo del rechazo',
      reasonRequired: 'Un rechazo necesita un motivo en la observación',
    },
  },
  menu: { customer: 'Clientes', 'customer.profile': 'Perfiles de clientes', 'customer.asset': 'Equipos de clientes', 'customer.review': 'Revisión de perfiles' },
};

export const customersLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
