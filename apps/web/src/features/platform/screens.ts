/**
 * What the platform screens show of each entity, in the field names of their pig endpoints
 * (apps/server/src/platform/<entity>/*.routes.ts): the grid, the search form and the add / edit dialog come from these.
 */
import type { ScreenDef } from '@as/shared';

export const tenantScreen = {
  key: 'tenant',
  permission: 'sys_tenant',
  fields: [
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', filter: 'like' },
    { name: 'shortName', type: 'string', max: 32 },
    { name: 'status', type: 'dict', dict: 'tenant_status', required: true, filter: 'eq', default: '0' },
    { name: 'defaultLang', type: 'dict', dict: 'lang', required: true, default: 'zh-CN' },
    { name: 'singleSession', type: 'boolean', default: false },
    { name: 'domain', type: 'string', max: 255 },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;

export const dictScreen = {
  key: 'dict',
  permission: 'sys_dict',
  fields: [
    { name: 'type', type: 'string', required: true, max: 64, format: 'code', filter: 'like' },
    { name: 'description', type: 'string', max: 128, filter: 'like' },
    { name: 'systemFlag', type: 'dict', dict: 'dict_type', filter: 'eq', readOnly: true },
    { name: 'remark', type: 'text', max: 500 },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;

/** `label` is the zh-CN text; the English and Spanish labels fall back to it when left empty. */
export const dictItemScreen = {
  key: 'dictItem',
  permission: 'sys_dict',
  fields: [
    { name: 'value', type: 'string', required: true, max: 64 },
    { name: 'label', type: 'string', required: true, max: 128, filter: 'like' },
    { name: 'labelEn', type: 'string', max: 128 },
    { name: 'labelEs', type: 'string', max: 128 },
    { name: 'description', type: 'string', max: 128 },
    { name: 'sort', type: 'int', min: 0, max: 100000, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
} as const satisfies ScreenDef;

export const paramScreen = {
  key: 'param',
  permission: 'sys_param',
  fields: [
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like' },
    { name: 'publicKey', type: 'string', required: true, max: 64, format: 'code', filter: 'like' },
    { name: 'publicValue', type: 'text', max: 2000 },
    { name: 'status', type: 'dict', dict: 'status', required: true, filter: 'eq', default: '0' },
    { name: 'systemFlag', type: 'dict', dict: 'dict_type', filter: 'eq', readOnly: true },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;

/** beginTime and endTime only filter (a bare end date covers its whole day). */
export const logScreen = {
  key: 'log',
  permission: 'sys_log',
  fields: [
    { name: 'type', type: 'dict', dict: 'log_type', filter: 'eq' },
    { name: 'title', type: 'string', filter: 'like' },
    { name: 'createBy', type: 'string', filter: 'eq' },
    { name: 'remoteAddr', type: 'string' },
    { name: 'method', type: 'string' },
    { name: 'requestUri', type: 'string' },
    { name: 'time', type: 'int' },
    { name: 'createTime', type: 'datetime' },
    { name: 'beginTime', type: 'date', filter: 'eq', list: false },
    { name: 'endTime', type: 'date', filter: 'eq', list: false },
  ],
} as const satisfies ScreenDef;

export const fileScreen = {
  key: 'file',
  permission: 'sys_file',
  fields: [
    { name: 'original', type: 'string', filter: 'like' },
    { name: 'type', type: 'string' },
    { name: 'fileSize', type: 'int' },
    { name: 'bucketName', type: 'string' },
    { name: 'fileName', type: 'string' },
    { name: 'createBy', type: 'string' },
    { name: 'createTime', type: 'datetime' },
  ],
} as const satisfies ScreenDef;

export const tokenScreen = {
  key: 'token',
  permission: 'sys_token',
  fields: [
    { name: 'username', type: 'string', filter: 'like' },
    { name: 'clientId', type: 'string' },
    { name: 'grantType', type: 'string' },
    { name: 'remoteAddr', type: 'string' },
    { name: 'issuedAt', type: 'datetime' },
    { name: 'expiresAt', type: 'datetime' },
    { name: 'refreshExpiresAt', type: 'datetime' },
    { name: 'current', type: 'boolean' },
  ],
} as const satisfies ScreenDef;

export const smsScreen = {
  key: 'sms',
  permission: 'sys_sms',
  fields: [
    { name: 'phone', type: 'string', filter: 'like' },
    { name: 'template', type: 'string', filter: 'eq' },
    { name: 'content', type: 'string' },
    { name: 'provider', type: 'string' },
    { name: 'status', type: 'dict', dict: 'sms_status', filter: 'eq' },
    { name: 'createTime', type: 'datetime' },
  ],
} as const satisfies ScreenDef;
