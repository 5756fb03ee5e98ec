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
    // The tenant's period: outside it nobody signs in to the tenant; empty is unbounded.
    { name: 'validFrom', type: 'datetime' },
    { name: 'validTo', type: 'datetime' },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;

/**
 * Terminal management: the OAuth clients users sign in with (apps/server/src/platform/auth/client.routes.ts). The
 * secret is only ever written: the server never answers it, and an edit that leaves it empty keeps it.
 */
export const clientScreen = {
  key: 'client',
  permission: 'sys_client',
  label: ['clientId'],
  fields: [
    { name: 'clientId', type: 'string', required: true, max: 32, format: 'code', filter: 'like' },
    { name: 'secret', type: 'string', max: 64, list: false },
    { name: 'scope', type: 'string', required: true, max: 64, default: 'server' },
    { name: 'grantTypes', type: 'string', required: true, max: 64, default: 'password,refresh_token,mobile' },
    { name: 'accessValiditySeconds', type: 'int', required: true, min: 60, max: 31536000, default: 43200 },
    { name: 'refreshValiditySeconds', type: 'int', required: true, min: 60, max: 31536000, default: 2592000 },
    { name: 'encFlag', type: 'boolean', default: false },
    { name: 'aesKey', type: 'string', max: 32, default: 'pigxpigxpigxpigx', list: false },
    { name: 'aesMode', type: 'string', max: 8, default: 'CBC', list: false },
    { name: 'captchaFlag', type: 'boolean', default: false },
    { name: 'expiredStatus', type: 'int', required: true, min: 401, max: 424, default: 424 },
    { name: 'redirectUri', type: 'string', max: 255, list: false },
    { name: 'authorities', type: 'string', max: 255, list: false },
    { name: 'autoApprove', type: 'string', max: 16, list: false },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;

/** The tenant's apps at social login providers; the app secret, like a client's, is only ever written. */
export const socialScreen = {
  key: 'social',
  permission: 'sys_social_details',
  label: ['type', 'appId'],
  fields: [
    { name: 'type', type: 'dict', dict: 'social_type', required: true, filter: 'eq' },
    { name: 'appId', type: 'string', required: true, max: 128, filter: 'like' },
    { name: 'appSecret', type: 'string', max: 256, list: false },
    { name: 'redirectUrl', type: 'string', max: 255, format: 'url' },
    // Off refuses sign-in with this type in the tenant, keeping the app.
    { name: 'enabled', type: 'boolean', default: true },
    { name: 'remark', type: 'text', max: 500 },
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
