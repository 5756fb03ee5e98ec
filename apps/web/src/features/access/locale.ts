/** Texts of the access screens, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    user: {
      title: '用户管理',
      fields: {
        username: '用户名', password: '密码', name: '姓名', phone: '手机号码', email: '邮箱', deptId: '所属部门', deptName: '所属部门',
        roleIds: '角色', roleNames: '角色', postIds: '岗位', postNames: '岗位', lockFlag: '账号状态', lockedUntil: '临时锁定至',
      },
    },
    role: { title: '角色管理', fields: { name: '角色名称', code: '角色标识', dataScope: '数据权限', description: '角色描述' } },
    menu: {
      title: '菜单管理',
      fields: { name: '菜单名称', key: '菜单标识', type: '类型', path: '路由地址', permission: '权限标识', icon: '图标', sort: '排序', keepAlive: '缓存页面' },
    },
    dept: { title: '部门管理', fields: { name: '部门名称', code: '部门编码', kind: '组织类型', status: '运营状态', phone: '联系电话', address: '地址', sort: '排序' } },
    post: { title: '岗位管理', fields: { code: '岗位编码', name: '岗位名称', sort: '排序', remark: '备注' } },
  },
  access: {
    permissions: '权限',
    resetPassword: '重置密码',
    newPassword: '新密码',
    passwordEndsSessions: '保存后该用户需用新密码重新登录',
    unlock: '解锁',
    unlockConfirm: '确定解锁用户 {{name}} 吗？',
    sharedAccount: '该账号同时属于其他租户：姓名、手机号、邮箱和密码只能由本人在个人信息中修改。这里可修改其部门、角色、岗位和在本租户的锁定。',
    lockInTenant: '锁定后该用户不能登录本租户，不影响其所属的其他租户',
  },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    user: {
      title: 'Users',
      fields: {
        username: 'Username', password: 'Password', name: 'Name', phone: 'Mobile', email: 'Email', deptId: 'Department', deptName: 'Department',
        roleIds: 'Roles', roleNames: 'Roles', postIds: 'Posts', postNames: 'Posts', lockFlag: 'Account status', lockedUntil: 'Locked until',
      },
    },
    role: { title: 'Roles', fields: { name: 'Role name', code: 'Role code', dataScope: 'Data scope', description: 'Description' } },
    menu: {
      title: 'Menus',
      fields: { name: 'Menu name', key: 'Key', type: 'Type', path: 'Route path', permission: 'Permission', icon: 'Icon', sort: 'Order', keepAlive: 'Keep alive' },
    },
    dept: { title: 'Departments', fields: { name: 'Name', code: 'Code', kind: 'Kind', status: 'Operating status', phone: 'Phone', address: 'Address', sort: 'Order' } },
    post: { title: 'Posts', fields: { code: 'Post code', name: 'Post name', sort: 'Order', remark: 'Remark' } },
  },
  access: {
    permissions: 'Permissions',
    resetPassword: 'Reset password',
    newPassword: 'New password',
    passwordEndsSessions: 'After saving, the user must sign in again with the new password',
    unlock: 'Unlock',
    unlockConfirm: 'Unlock user {{name}}?',
    sharedAccount: 'This account also belongs to another tenant: only its holder may change the name, mobile, email and password, from their personal page. Here you may change its department, roles, posts and its lock in this tenant.',
    lockInTenant: 'A locked user cannot sign in to this tenant; other tenants they belong to are not affected',
  },
};

const es: Catalogue<typeof zh> = {
  entity: {
    user: {
      title: 'Usuarios',
      fields: {
        username: 'Usuario', password: 'Contraseña', name: 'Nombre', phone: 'Móvil', email: 'Correo', deptId: 'Departamento', deptName: 'Departamento',
        roleIds: 'Roles', roleNames: 'Roles', postIds: 'Puestos', postNames: 'Puestos', lockFlag: 'Estado de la cuenta', lockedUntil: 'Bloqueada hasta',
      },
    },
    role: { title: 'Roles', fields: { name: 'Nombre del rol', code: 'Código del rol', dataScope: 'Alcance de datos', description: 'Descripción' } },
    menu: {
      title: 'Menús',
      fields: { name: 'Nombre del menú', key: 'Clave', type: 'Tipo', path: 'Ruta', permission: 'Permiso', icon: 'Icono', sort: 'Orden', keepAlive: 'Mantener en caché' },
    },
    dept: { title: 'Departamentos', fields: { name: 'Nombre', code: 'Código', kind: 'Tipo', status: 'Estado operativo', phone: 'Teléfono', address: 'Dirección', sort: 'Orden' } },
    post: { title: 'Puestos', fields: { code: 'Código del puesto', name: 'Nombre del puesto', sort: 'Orden', remark: 'Observaciones' } },
  },
  access: {
    permissions: 'Permisos',
    resetPassword: 'Restablecer contraseña',
    newPassword: 'Nueva contraseña',
    passwordEndsSessions: 'Tras guardar, el usuario debe iniciar sesión de nuevo con la nueva contraseña',
    unlock: 'Desbloquear',
    unlockConfirm: '¿Desbloquear al usuario {{name}}?',
    sharedAccount: 'Esta cuenta también pertenece a otro inquilino: solo su titular puede cambiar el nombre, el móvil, el correo y la contraseña, desde su página personal. Aquí puede cambiar su departamento, roles, puestos y su bloqueo en este inquilino.',
    lockInTenant: 'Un usuario bloqueado no puede iniciar sesión en este inquilino; los demás inquilinos a los que pertenece no se ven afectados',
  },
};

export const accessLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
