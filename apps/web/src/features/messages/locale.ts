/** Texts of site messages and the push log (issue 18), merged into the main catalogues by features/texts.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    pushLog: {
      title: '推送记录',
      fields: {
        createdAt: '推送时间', ruleId: '推送规则', event: '触发事件', orderNo: '工单号', target: '推送对象', channel: '推送渠道', recipient: '接收方', content: '内容',
        status: '状态', error: '失败原因', smsId: '短信 ID', messageId: '站内消息 ID',
      },
    },
  },
  siteMessage: {
    title: '站内消息', bell: '站内消息（{{count}} 条未读）', all: '全部', unread: '未读', read: '已读', markRead: '标为已读', readAll: '全部标为已读',
    none: '暂无消息', noneUnread: '没有未读消息', total: '共 {{total}} 条', noticeTitle: '新的站内消息',
    source: { supervision_due: '督办单即将到期', supervision_overdue: '督办单已超期', test: '测试' },
  },
  menu: { 'basic.pushLog': '推送记录' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    pushLog: {
      title: 'Push log',
      fields: {
        createdAt: 'Sent at', ruleId: 'Push rule', event: 'Event', orderNo: 'Order no.', target: 'Recipient type', channel: 'Channel', recipient: 'Recipient', content: 'Content',
        status: 'Status', error: 'Failure', smsId: 'SMS ID', messageId: 'Site message ID',
      },
    },
  },
  siteMessage: {
    title: 'Messages', bell: 'Messages ({{count}} unread)', all: 'All', unread: 'Unread', read: 'Read', markRead: 'Mark read', readAll: 'Mark all read',
    none: 'No messages', noneUnread: 'No unread messages', total: '{{total}} in all', noticeTitle: 'New message',
    source: { supervision_due: 'Supervision order due', supervision_overdue: 'Supervision order overdue', test: 'Test' },
  },
  menu: { 'basic.pushLog': 'Push log' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    pushLog: {
      title: 'Registro de envíos',
      fields: {
        createdAt: 'Enviado el', ruleId: 'Regla de envío', event: 'Evento', orderNo: 'N.º de orden', target: 'Tipo de destinatario', channel: 'Canal', recipient: 'Destinatario',
        content: 'Contenido', status: 'Estado', error: 'Motivo del fallo', smsId: 'ID de SMS', messageId: 'ID del mensaje',
      },
    },
  },
  siteMessage: {
    title: 'Mensajes', bell: 'Mensajes ({{count}} sin leer)', all: 'Todos', unread: 'Sin leer', read: 'Leído', markRead: 'Marcar como leído', readAll: 'Marcar todo como leído',
    none: 'No hay mensajes', noneUnread: 'No hay mensajes sin leer', total: '{{total}} en total', noticeTitle: 'Mensaje nuevo',
    source: { supervision_due: 'Orden de supervisión por vencer', supervision_overdue: 'Orden de supervisión vencida', test: 'Prueba' },
  },
  menu: { 'basic.pushLog': 'Registro de envíos' },
};

export const messagesLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
