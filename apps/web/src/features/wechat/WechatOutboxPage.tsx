/**
 * The WeChat outbox (系统管理 › 微信发件箱): the template messages the push rules sent to users' bound WeChat accounts,
 * or with the outbox provider would have sent (docs/customer-care.md, Push rules and site messages). Beside the SMS
 * outbox, on the same list machinery.
 */
import type { ScreenDef } from '@as/shared';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { adminApi } from '../../crud/resource-api.ts';

export const wechatScreen = {
  key: 'wechat',
  permission: 'sys_wechat',
  fields: [
    { name: 'userName', type: 'string' },
    { name: 'openId', type: 'string', filter: 'like' },
    { name: 'template', type: 'string', filter: 'eq' },
    { name: 'title', type: 'string' },
    { name: 'content', type: 'string' },
    { name: 'provider', type: 'string' },
    // The same statuses as an SMS's.
    { name: 'status', type: 'dict', dict: 'sms_status', filter: 'eq' },
    { name: 'createTime', type: 'datetime' },
  ],
} as const satisfies ScreenDef;

const wechatApi = adminApi('/admin/wechat', { save: false, remove: false });

export function WechatOutboxPage() {
  return <ResourcePage def={wechatScreen} api={wechatApi} />;
}
