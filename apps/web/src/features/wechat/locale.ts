/** Texts of the WeChat outbox, merged into the main catalogues by features/texts.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    wechat: {
      title: '微信发件箱',
      empty: '推送规则通过微信发给已绑定微信的用户的消息记录在这里。',
      fields: { userName: '接收用户', openId: '微信 OpenID', template: '模板', title: '标题', content: '内容', provider: '通道', status: '状态', createTime: '时间' },
    },
  },
  menu: { 'system.wechat': '微信发件箱' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    wechat: {
      title: 'WeChat outbox',
      empty: 'Messages the push rules send over WeChat to users who bound a WeChat account are listed here.',
      fields: { userName: 'Recipient', openId: 'WeChat OpenID', template: 'Template', title: 'Title', content: 'Content', provider: 'Provider', status: 'Status', createTime: 'Time' },
    },
  },
  menu: { 'system.wechat': 'WeChat outbox' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    wechat: {
      title: 'Bandeja de WeChat',
      empty: 'Aquí aparecen los mensajes que las reglas de notificación envían por WeChat a los usuarios con una cuenta de WeChat vinculada.',
      fields: { userName: 'Destinatario', openId: 'OpenID de WeChat', template: 'Plantilla', title: 'Título', content: 'Contenido', provider: 'Proveedor', status: 'Estado', createTime: 'Fecha' },
    },
  },
  menu: { 'system.wechat': 'Bandeja de WeChat' },
};

export const wechatLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
