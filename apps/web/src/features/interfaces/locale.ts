/** Texts of the interface failure records screen, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    intfFailRecord: {
      title: '接口失败记录',
      fields: {
        interfaceName: '接口', businessKey: '业务编号', status: '处理状态', attempts: '失败次数', lastError: '最后错误',
        firstFailedAt: '首次失败时间', lastFailedAt: '最后失败时间', handleRemark: '忽略原因',
      },
    },
  },
  intfFail: {
    retry: '重发', ignore: '忽略', reason: '忽略原因', reasonRequired: '请填写忽略原因',
    retryConfirm: '确定重发 {{key}} 吗？将按以下内容重新发送：', retried: '已重新排队发送', ignored: '已忽略',
  },
  menu: { 'system.intfFailRecord': '接口失败记录' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    intfFailRecord: {
      title: 'Interface failures',
      fields: {
        interfaceName: 'Interface', businessKey: 'Business key', status: 'Status', attempts: 'Failed attempts', lastError: 'Last error',
        firstFailedAt: 'First failed', lastFailedAt: 'Last failed', handleRemark: 'Reason ignored',
      },
    },
  },
  intfFail: {
    retry: 'Retry', ignore: 'Ignore', reason: 'Why ignore it', reasonRequired: 'Give the reason for ignoring it',
    retryConfirm: 'Send {{key}} again? This is what will be sent:', retried: 'Queued to be sent again', ignored: 'Ignored',
  },
  menu: { 'system.intfFailRecord': 'Interface failures' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    intfFailRecord: {
      title: 'Fallos de interfaz',
      fields: {
        interfaceName: 'Interfaz', businessKey: 'Clave de negocio', status: 'Estado', attempts: 'Intentos fallidos', lastError: 'Último error',
        firstFailedAt: 'Primer fallo', lastFailedAt: 'Último fallo', handleRemark: 'Motivo para ignorar',
      },
    },
  },
  intfFail: {
    retry: 'Reintentar', ignore: 'Ignorar', reason: 'Motivo para ignorarlo', reasonRequired: 'Indique el motivo para ignorarlo',
    retryConfirm: '¿Enviar {{key}} de nuevo? Esto es lo que se enviará:', retried: 'En cola para enviarse de nuevo', ignored: 'Ignorado',
  },
  menu: { 'system.intfFailRecord': 'Fallos de interfaz' },
};

export const interfacesLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
