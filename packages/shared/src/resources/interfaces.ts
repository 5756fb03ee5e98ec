/**
 * Interface failure records (spec section 7, intfFailRecord): an outbound delivery (an SMS through the HTTP
 * provider, …) that still failed after its last attempt. An administrator retries it (queued again) or ignores it
 * with a reason; the record keeps the request, the last error and when it first and last failed.
 */
import { permissionsOf, type ResourceDef } from '../resource.ts';

export type IntfFailStatus = 'pending' | 'retried' | 'ignored';

export const intfFailRecordResource = {
  name: 'intfFailRecord',
  key: 'intfFailRecord',
  permission: 'basic_intf_fail_record',
  // Written by the job queue when a delivery gives up, and by retry and ignore: the generic routes only read.
  readOnly: true,
  fields: [
    { name: 'interfaceName', type: 'dict', dict: 'intf_name', readOnly: true, filter: 'in', sort: true },
    { name: 'businessKey', type: 'string', readOnly: true, filter: 'like' },
    { name: 'status', type: 'dict', dict: 'intf_fail_status', readOnly: true, filter: 'in', sort: true },
    { name: 'attempts', type: 'int', readOnly: true, sort: true },
    { name: 'lastError', type: 'string', readOnly: true },
    { name: 'firstFailedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
    { name: 'lastFailedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
    { name: 'handleRemark', type: 'string', readOnly: true, list: false },
  ],
  defaultSort: { field: 'lastFailedAt', order: 'desc' },
  label: ['businessKey'],
} as const satisfies ResourceDef;

/** view and export from the metadata; retry and ignore are the record's two commands. */
export const INTF_FAIL_PERMISSIONS = {
  ...permissionsOf(intfFailRecordResource.permission),
  retry: 'basic_intf_fail_record_retry',
  ignore: 'basic_intf_fail_record_ignore',
} as const;

/** Only a pending record is retried or ignored: the others have been dealt with. */
export const INTF_FAIL_HANDLEABLE: readonly IntfFailStatus[] = ['pending'];

/** Dictionaries of the interface failure records, [value, zh-CN, en-US, es-ES]. */
export const INTF_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'intf_name', description: '外部接口', items: [['sms', '短信发送', 'SMS delivery', 'Envío de SMS'], ['wechat', '微信消息发送', 'WeChat delivery', 'Envío de WeChat'], ['recall_robot', '回访机器人外呼', 'Return-visit robot calls', 'Llamadas automáticas de seguimiento']] },
  { type: 'intf_fail_status', description: '接口失败处理状态', items: [['pending', '待处理', 'Pending', 'Pendiente'], ['retried', '已重发', 'Retried', 'Reintentado'], ['ignored', '已忽略', 'Ignored', 'Ignorado']] },
];
