/** Texts of the platform screens, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    tenant: {
      title: '租户管理',
      fields: { name: '租户名称', code: '租户编码', shortName: '简称', status: '状态', defaultLang: '默认语言', singleSession: '单点登录', domain: '域名', validFrom: '生效时间', validTo: '到期时间', createdAt: '创建时间' },
    },
    client: {
      title: '终端管理',
      fields: {
        clientId: '终端编号', secret: '密钥（留空不修改）', scope: '作用域', grantTypes: '授权方式',
        accessValiditySeconds: '令牌有效期（秒）', refreshValiditySeconds: '刷新令牌有效期（秒）', encFlag: '密码加密传输', aesKey: '加密密钥', aesMode: '加密模式',
        captchaFlag: '验证码', expiredStatus: '会话结束状态码', redirectUri: '回调地址', authorities: '权限', autoApprove: '自动放行', createdAt: '创建时间',
      },
    },
    social: {
      title: '社交账号',
      fields: { type: '类型', appId: '应用编号', appSecret: '应用密钥（留空不修改）', redirectUrl: '回调地址', enabled: '启用', remark: '备注', createdAt: '创建时间' },
    },
    dict: { title: '字典管理', fields: { type: '字典类型', description: '描述', systemFlag: '字典类别', remark: '备注', createdAt: '创建时间' } },
    dictItem: {
      title: '字典项',
      fields: { value: '数据值', label: '标签（中文）', labelEn: '标签（英文）', labelEs: '标签（西班牙文）', description: '描述', sort: '排序', remark: '备注' },
    },
    param: { title: '参数管理', fields: { name: '参数名称', publicKey: '参数键', publicValue: '参数值', status: '状态', systemFlag: '参数类别', createdAt: '创建时间' } },
    log: {
      title: '日志管理',
      fields: {
        type: '类型', title: '标题', createBy: '操作人', remoteAddr: 'IP 地址', method: '请求方式', requestUri: '请求地址', time: '耗时(毫秒)',
        createTime: '操作时间', beginTime: '开始日期', endTime: '结束日期',
      },
    },
    file: {
      title: '文件管理',
      empty: '上传的附件和图片记录在这里，也可以点击“上传文件”。',
      fields: { original: '原文件名', type: '文件类型', fileSize: '大小(字节)', bucketName: '存储桶', fileName: '存储名', createBy: '上传人', createTime: '上传时间' },
    },
    token: {
      title: '令牌管理',
      fields: {
        username: '用户名', clientId: '客户端', grantType: '登录方式', remoteAddr: 'IP 地址', issuedAt: '登录时间', expiresAt: '令牌到期',
        refreshExpiresAt: '会话到期', current: '当前会话',
      },
    },
    sms: { title: '短信发件箱', empty: '系统发出的短信（如手机号登录的验证码）记录在这里。', fields: { phone: '手机号码', template: '模板', content: '内容', provider: '通道', status: '状态', createTime: '时间' } },
  },
  platform: {
    dict: { items: '字典项', itemsOf: '字典项 · {{type}}', sync: '同步字典', synced: '字典已同步' },
    log: { detail: '日志详情', params: '请求参数', userAgent: '客户端', exception: '异常信息', serviceId: '服务' },
    file: { upload: '上传文件', download: '下载', preview: '预览' },
    token: { kickOut: '下线', kickOutConfirm: '确定让用户 {{username}} 的这个会话下线吗？下线后需重新登录。', kicked: '会话已下线' },
    info: {
      profile: '基本信息', password: '修改密码', username: '用户名', name: '姓名', phone: '手机号码', email: '邮箱', avatar: '头像',
      changeAvatar: '更换头像', avatarTitle: '上传头像', saved: '个人信息已保存', oldPassword: '原密码', newPassword: '新密码',
      confirmPassword: '确认密码', passwordMismatch: '两次输入的密码不一致', passwordChanged: '密码已修改', tenant: '当前组织', roles: '角色',
    },
  },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    tenant: {
      title: 'Tenants',
      fields: { name: 'Tenant name', code: 'Tenant code', shortName: 'Short name', status: 'Status', defaultLang: 'Default language', singleSession: 'Single session', domain: 'Domain', validFrom: 'In service from', validTo: 'In service until', createdAt: 'Created' },
    },
    client: {
      title: 'Terminal management',
      fields: {
        clientId: 'Client ID', secret: 'Secret (empty keeps it)', scope: 'Scope', grantTypes: 'Grant types',
        accessValiditySeconds: 'Token lifetime (s)', refreshValiditySeconds: 'Refresh token lifetime (s)', encFlag: 'Encrypted password', aesKey: 'Encryption key', aesMode: 'Encryption mode',
        captchaFlag: 'Captcha', expiredStatus: 'Ended session status', redirectUri: 'Redirect URI', authorities: 'Authorities', autoApprove: 'Auto-approve', createdAt: 'Created',
      },
    },
    social: {
      title: 'Social accounts',
      fields: { type: 'Type', appId: 'App ID', appSecret: 'App secret (empty keeps it)', redirectUrl: 'Redirect URL', enabled: 'Enabled', remark: 'Remark', createdAt: 'Created' },
    },
    dict: { title: 'Dictionaries', fields: { type: 'Type', description: 'Description', systemFlag: 'Category', remark: 'Remark', createdAt: 'Created' } },
    dictItem: {
      title: 'Dictionary items',
      fields: { value: 'Value', label: 'Label (Chinese)', labelEn: 'Label (English)', labelEs: 'Label (Spanish)', description: 'Description', sort: 'Order', remark: 'Remark' },
    },
    param: { title: 'Parameters', fields: { name: 'Name', publicKey: 'Key', publicValue: 'Value', status: 'Status', systemFlag: 'Category', createdAt: 'Created' } },
    log: {
      title: 'Operation logs',
      fields: {
        type: 'Type', title: 'Title', createBy: 'User', remoteAddr: 'IP address', method: 'Method', requestUri: 'Request URI', time: 'Time taken (ms)',
        createTime: 'Time', beginTime: 'From', endTime: 'To',
      },
    },
    file: {
      title: 'Files',
      empty: 'Uploaded attachments and pictures are listed here; you can also upload files.',
      fields: { original: 'File name', type: 'Type', fileSize: 'Size (bytes)', bucketName: 'Bucket', fileName: 'Stored as', createBy: 'Uploaded by', createTime: 'Uploaded' },
    },
    token: {
      title: 'Tokens',
      fields: {
        username: 'Username', clientId: 'Client', grantType: 'Sign-in method', remoteAddr: 'IP address', issuedAt: 'Signed in', expiresAt: 'Token expires',
        refreshExpiresAt: 'Session expires', current: 'This session',
      },
    },
    sms: { title: 'SMS outbox', empty: 'Text messages the system sends (such as sign-in codes) are listed here.', fields: { phone: 'Mobile number', template: 'Template', content: 'Content', provider: 'Provider', status: 'Status', createTime: 'Time' } },
  },
  platform: {
    dict: { items: 'Items', itemsOf: 'Items · {{type}}', sync: 'Sync dictionaries', synced: 'Dictionaries synchronised' },
    log: { detail: 'Log details', params: 'Parameters', userAgent: 'Client', exception: 'Exception', serviceId: 'Service' },
    file: { upload: 'Upload files', download: 'Download', preview: 'Preview' },
    token: { kickOut: 'Kick out', kickOutConfirm: 'End this session of {{username}}? They will have to sign in again.', kicked: 'The session has ended' },
    info: {
      profile: 'Profile', password: 'Change password', username: 'Username', name: 'Name', phone: 'Mobile number', email: 'Email', avatar: 'Avatar',
      changeAvatar: 'Change avatar', avatarTitle: 'Upload an avatar', saved: 'Your profile has been saved', oldPassword: 'Current password', newPassword: 'New password',
      confirmPassword: 'Confirm password', passwordMismatch: 'The two passwords do not match', passwordChanged: 'Your password has been changed', tenant: 'Organisation', roles: 'Roles',
    },
  },
};

const es: Catalogue<typeof zh> = {
  entity: {
    tenant: {
      title: 'Inquilinos',
      fields: { name: 'Nombre', code: 'Código', shortName: 'Nombre corto', status: 'Estado', defaultLang: 'Idioma predeterminado', singleSession: 'Sesión única', domain: 'Dominio', validFrom: 'En servicio desde', validTo: 'En servicio hasta', createdAt: 'Creado' },
    },
    client: {
      title: 'Gestión de terminales',
      fields: {
        clientId: 'ID de cliente', secret: 'Secreto (vacío lo conserva)', scope: 'Ámbito', grantTypes: 'Tipos de concesión',
        accessValiditySeconds: 'Vigencia del token (s)', refreshValiditySeconds: 'Vigencia del token de actualización (s)', encFlag: 'Contraseña cifrada', aesKey: 'Clave de cifrado', aesMode: 'Modo de cifrado',
        captchaFlag: 'Captcha', expiredStatus: 'Estado de sesión terminada', redirectUri: 'URI de redirección', authorities: 'Autoridades', autoApprove: 'Aprobación automática', createdAt: 'Creado',
      },
    },
    social: {
      title: 'Cuentas sociales',
      fields: { type: 'Tipo', appId: 'ID de la aplicación', appSecret: 'Secreto de la aplicación (vacío lo conserva)', redirectUrl: 'URL de redirección', enabled: 'Habilitado', remark: 'Observaciones', createdAt: 'Creado' },
    },
    dict: { title: 'Diccionarios', fields: { type: 'Tipo', description: 'Descripción', systemFlag: 'Categoría', remark: 'Observaciones', createdAt: 'Creado' } },
    dictItem: {
      title: 'Elementos del diccionario',
      fields: { value: 'Valor', label: 'Etiqueta (chino)', labelEn: 'Etiqueta (inglés)', labelEs: 'Etiqueta (español)', description: 'Descripción', sort: 'Orden', remark: 'Observaciones' },
    },
    param: { title: 'Parámetros', fields: { name: 'Nombre', publicKey: 'Clave', publicValue: 'Valor', status: 'Estado', systemFlag: 'Categoría', createdAt: 'Creado' } },
    log: {
      title: 'Registros de operaciones',
      fields: {
        type: 'Tipo', title: 'Título', createBy: 'Usuario', remoteAddr: 'Dirección IP', method: 'Método', requestUri: 'URI', time: 'Duración (ms)',
        createTime: 'Fecha', beginTime: 'Desde', endTime: 'Hasta',
      },
    },
    file: {
      title: 'Archivos',
      empty: 'Aquí aparecen los adjuntos e imágenes subidos; también puede subir archivos.',
      fields: { original: 'Nombre', type: 'Tipo', fileSize: 'Tamaño (bytes)', bucketName: 'Contenedor', fileName: 'Guardado como', createBy: 'Subido por', createTime: 'Subido' },
    },
    token: {
      title: 'Tokens',
      fields: {
        username: 'Usuario', clientId: 'Cliente', grantType: 'Método de acceso', remoteAddr: 'Dirección IP', issuedAt: 'Inicio de sesión', expiresAt: 'Caduca el token',
        refreshExpiresAt: 'Caduca la sesión', current: 'Esta sesión',
      },
    },
    sms: { title: 'Bandeja de SMS', empty: 'Aquí aparecen los SMS que envía el sistema (como los códigos de acceso).', fields: { phone: 'Número móvil', template: 'Plantilla', content: 'Contenido', provider: 'Proveedor', status: 'Estado', createTime: 'Fecha' } },
  },
  platform: {
    dict: { items: 'Elementos', itemsOf: 'Elementos · {{type}}', sync: 'Sincronizar diccionarios', synced: 'Diccionarios sincronizados' },
    log: { detail: 'Detalle del registro', params: 'Parámetros', userAgent: 'Cliente', exception: 'Excepción', serviceId: 'Servicio' },
    file: { upload: 'Subir archivos', download: 'Descargar', preview: 'Vista previa' },
    token: { kickOut: 'Expulsar', kickOutConfirm: '¿Cerrar esta sesión de {{username}}? Tendrá que volver a iniciar sesión.', kicked: 'La sesión se ha cerrado' },
    info: {
      profile: 'Perfil', password: 'Cambiar contraseña', username: 'Usuario', name: 'Nombre', phone: 'Número móvil', email: 'Correo', avatar: 'Avatar',
      changeAvatar: 'Cambiar avatar', avatarTitle: 'Subir un avatar', saved: 'Su perfil se ha guardado', oldPassword: 'Contraseña actual', newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar contraseña', passwordMismatch: 'Las dos contraseñas no coinciden', passwordChanged: 'Su contraseña se ha cambiado', tenant: 'Organización', roles: 'Roles',
    },
  },
};

export const platformLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
