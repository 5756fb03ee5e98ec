/** What the access screens show of their entities: fields, filters and permission prefixes (the server's zod schemas). */
import { PASSWORD_MAX, PASSWORD_MIN, type ScreenDef } from '@as/shared';

export const postScreen: ScreenDef = {
  key: 'post',
  permission: 'sys_post',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, filter: 'like' },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'sort', type: 'int', min: 0, max: 100000, default: 0 },
    { name: 'remark', type: 'text', max: 500 },
  ],
};

export const deptScreen: ScreenDef = {
  key: 'dept',
  permission: 'sys_dept',
  tree: { parentField: 'parentId' },
  fields: [
    { name: 'parentId', type: 'ref', ref: 'dept' },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'code', type: 'string', required: true, max: 32 },
    { name: 'kind', type: 'dict', dict: 'dept_kind', required: true, filter: 'eq' },
    { name: 'status', type: 'dict', dict: 'status', default: '0' },
    { name: 'phone', type: 'string', max: 32 },
    { name: 'address', type: 'string', max: 255 },
    { name: 'sort', type: 'int', min: 0, max: 100000, default: 0 },
  ],
};

export const menuScreen: ScreenDef = {
  key: 'menu',
  permission: 'sys_menu',
  tree: { parentField: 'parentId' },
  fields: [
    { name: 'parentId', type: 'ref', ref: 'menu' },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'key', type: 'string', required: true, max: 64, format: 'code' },
    { name: 'type', type: 'dict', dict: 'menu_type', required: true, default: '0' },
    { name: 'path', type: 'string', max: 255 },
    { name: 'permission', type: 'string', max: 64 },
    { name: 'icon', type: 'string', max: 64 },
    { name: 'sort', type: 'int', min: 0, max: 100000, default: 0 },
    { name: 'keepAlive', type: 'dict', dict: 'yes_no', default: '0' },
  ],
};

export const roleScreen: ScreenDef = {
  key: 'role',
  permission: 'sys_role',
  fields: [
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'code', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'dataScope', type: 'dict', dict: 'data_scope', required: true, default: 'self' },
    { name: 'description', type: 'text', max: 500 },
  ],
};

export const userScreen: ScreenDef = {
  key: 'user',
  permission: 'sys_user',
  fields: [
    { name: 'username', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'password', type: 'string', required: true, min: PASSWORD_MIN, max: PASSWORD_MAX, list: false },
    { name: 'name', type: 'string', max: 64 },
    { name: 'phone', type: 'string', max: 20, format: 'mobile', filter: 'like' },
    { name: 'email', type: 'string', max: 128, format: 'email' },
    { name: 'deptId', type: 'ref', ref: 'dept', filter: 'eq', list: false },
    { name: 'deptName', type: 'string', readOnly: true },
    { name: 'roleNames', type: 'string', readOnly: true },
    { name: 'postNames', type: 'string', readOnly: true },
    { name: 'lockFlag', type: 'dict', dict: 'lock_flag', filter: 'eq', default: '0' },
    { name: 'lockedUntil', type: 'datetime', readOnly: true },
  ],
};
