/** Texts of the knowledge base and bulletins (issue 18). */
import { BULLETIN_STATUS_LABELS, BULLETIN_STEP_LABELS, KNOWLEDGE_ACTION_LABELS, KNOWLEDGE_STATUS_LABELS, type Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zh = {
  entity: {
    knowledge: {
      title: '知识库',
      fields: { articleNo: '文章编号', title: '标题', status: '状态', typeId: '知识类型', categoryId: '产品分类', faultSymptomId: '故障现象', keywords: '关键词', keyword: '全文检索', publishedAt: '发布时间', createdAt: '创建时间' },
    },
    bulletin: { title: '公告', fields: { bulletinNo: '公告编号', title: '标题', status: '状态', validFrom: '生效时间', validTo: '失效时间', publishedAt: '发布时间', createdAt: '创建时间' } },
  },
  knowledge: {
    browse: '查阅', manage: '管理', add: '新增文章', edit: '修改文章', allStatuses: '全部', searchHint: '输入关键词，中文、英文、西班牙文均可', noResult: '没有找到相关文章', more: '超过 {{n}} 篇，只列出前 {{n}} 篇；请增加关键词缩小范围',
    publishedAt: '发布于 {{at}}', related: '相关知识', body: '正文', bodyHint: '纯文本：“## ”开头为小标题，“- ”开头为列表项，“1. ”开头为编号项，空行分段', keywordsHint: '检索用，空格分隔，可含其他语言的说法',
    roles: '可见角色', rolesHint: '不选则所有角色可见', images: '图片', addImage: '添加图片', attachments: '附件', addAttachment: '添加附件', historyTitle: '处理记录', reason: '原因', reasonRequired: '请填写原因',
    titleRequired: '请填写标题', typeRequired: '请选择知识类型', bodyRequired: '请填写正文',
    status: pick(KNOWLEDGE_STATUS_LABELS, 'zh-CN'), action: pick(KNOWLEDGE_ACTION_LABELS, 'zh-CN'),
    history: { when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明', create: '创建' },
  },
  bulletin: {
    add: '新增公告', edit: '修改公告', allStatuses: '全部', board: '公告', unread: '未读公告', allRead: '没有未读公告', showAll: '查看全部', showUnread: '只看未读', read: '已读', noticeTitle: '新公告',
    body: '正文', audience: '接收范围', audiences: { all: '全体', chosen: '指定组织或角色' }, depts: '接收组织（含下级）', roles: '接收角色', audienceHint: '同时选择组织和角色时，须同时满足', period: '有效期',
    validFrom: '生效时间', validTo: '失效时间（可不填）', attachments: '附件', addAttachment: '添加附件', receivers: '接收人数', readers: '已读人数', historyTitle: '处理记录', reason: '原因', reasonRequired: '请填写原因',
    titleRequired: '请填写标题', bodyRequired: '请填写正文', validFromRequired: '请选择生效时间', everyone: '全体人员',
    status: pick(BULLETIN_STATUS_LABELS, 'zh-CN'), action: pick(BULLETIN_STEP_LABELS, 'zh-CN'),
  },
  menu: { knowledge: '知识文档', 'knowledge.base': '知识库', 'knowledge.bulletin': '公告' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    knowledge: {
      title: 'Knowledge base',
      fields: { articleNo: 'Article no.', title: 'Title', status: 'Status', typeId: 'Knowledge type', categoryId: 'Product category', faultSymptomId: 'Fault phenomenon', keywords: 'Keywords', keyword: 'Full text', publishedAt: 'Published', createdAt: 'Created' },
    },
    bulletin: { title: 'Bulletins', fields: { bulletinNo: 'Bulletin no.', title: 'Title', status: 'Status', validFrom: 'Valid from', validTo: 'Valid to', publishedAt: 'Published', createdAt: 'Created' } },
  },
  knowledge: {
    browse: 'Browse', manage: 'Manage', add: 'New article', edit: 'Edit article', allStatuses: 'All', searchHint: 'Words in Chinese, English or Spanish', noResult: 'No article found', more: 'More than {{n}} articles: the first {{n}} are listed; add words to narrow the search',
    publishedAt: 'Published {{at}}', related: 'Related articles', body: 'Text', bodyHint: 'Plain text: a line starting "## " is a heading, "- " a bullet, "1. " a numbered item; an empty line starts a paragraph', keywordsHint: 'For search, separated by spaces; may include other languages\' words',
    roles: 'Visible to roles', rolesHint: 'None chosen: every role', images: 'Images', addImage: 'Add image', attachments: 'Attachments', addAttachment: 'Add attachment', historyTitle: 'History', reason: 'Reason', reasonRequired: 'Enter the reason',
    titleRequired: 'Enter the title', typeRequired: 'Choose the knowledge type', bodyRequired: 'Enter the text',
    status: pick(KNOWLEDGE_STATUS_LABELS, 'en-US'), action: pick(KNOWLEDGE_ACTION_LABELS, 'en-US'),
    history: { when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Remark', create: 'Created' },
  },
  bulletin: {
    add: 'New bulletin', edit: 'Edit bulletin', allStatuses: 'All', board: 'Bulletins', unread: 'Unread bulletins', allRead: 'No unread bulletins', showAll: 'Show all', showUnread: 'Unread only', read: 'Read', noticeTitle: 'New bulletin',
    body: 'Text', audience: 'Audience', audiences: { all: 'Everybody', chosen: 'Chosen organisations or roles' }, depts: 'Organisations (with those below)', roles: 'Roles', audienceHint: 'With both chosen, a receiver must match both', period: 'Validity',
    validFrom: 'Valid from', validTo: 'Valid to (optional)', attachments: 'Attachments', addAttachment: 'Add attachment', receivers: 'Receivers', readers: 'Read by', historyTitle: 'History', reason: 'Reason', reasonRequired: 'Enter the reason',
    titleRequired: 'Enter the title', bodyRequired: 'Enter the text', validFromRequired: 'Choose when it takes effect', everyone: 'Everybody',
    status: pick(BULLETIN_STATUS_LABELS, 'en-US'), action: pick(BULLETIN_STEP_LABELS, 'en-US'),
  },
  menu: { knowledge: 'Knowledge documents', 'knowledge.base': 'Knowledge base', 'knowledge.bulletin': 'Bulletins' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    knowledge: {
      title: 'Base de conocimiento',
      fields: { articleNo: 'N.º de artículo', title: 'Título', status: 'Estado', typeId: 'Tipo de conocimiento', categoryId: 'Categoría de producto', faultSymptomId: 'Síntoma de avería', keywords: 'Palabras clave', keyword: 'Texto completo', publishedAt: 'Publicado', createdAt: 'Creado' },
    },
    bulletin: { title: 'Boletines', fields: { bulletinNo: 'N.º de boletín', title: 'Título', status: 'Estado', validFrom: 'Vigente desde', validTo: 'Vigente hasta', publishedAt: 'Publicado', createdAt: 'Creado' } },
  },
  knowledge: {
    browse: 'Consultar', manage: 'Gestionar', add: 'Nuevo artículo', edit: 'Modificar artículo', allStatuses: 'Todos', searchHint: 'Palabras en chino, inglés o español', noResult: 'No se encontró ningún artículo', more: 'Más de {{n}} artículos: se listan los primeros {{n}}; añada palabras para acotar la búsqueda',
    publishedAt: 'Publicado {{at}}', related: 'Artículos relacionados', body: 'Texto', bodyHint: 'Texto plano: una línea que empieza por "## " es un título, "- " una viñeta, "1. " un elemento numerado; una línea vacía separa párrafos', keywordsHint: 'Para la búsqueda, separadas por espacios; pueden incluir palabras de otros idiomas',
    roles: 'Visible para los roles', rolesHint: 'Sin elegir: todos los roles', images: 'Imágenes', addImage: 'Añadir imagen', attachments: 'Adjuntos', addAttachment: 'Añadir adjunto', historyTitle: 'Historial', reason: 'Motivo', reasonRequired: 'Indique el motivo',
    titleRequired: 'Indique el título', typeRequired: 'Elija el tipo de conocimiento', bodyRequired: 'Indique el texto',
    status: pick(KNOWLEDGE_STATUS_LABELS, 'es-ES'), action: pick(KNOWLEDGE_ACTION_LABELS, 'es-ES'),
    history: { when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Observación', create: 'Creado' },
  },
  bulletin: {
    add: 'Nuevo boletín', edit: 'Modificar boletín', allStatuses: 'Todos', board: 'Boletines', unread: 'Boletines sin leer', allRead: 'No hay boletines sin leer', showAll: 'Ver todos', showUnread: 'Solo sin leer', read: 'Leído', noticeTitle: 'Nuevo boletín',
    body: 'Texto', audience: 'Destinatarios', audiences: { all: 'Todos', chosen: 'Organizaciones o roles elegidos' }, depts: 'Organizaciones (con las de debajo)', roles: 'Roles', audienceHint: 'Si se eligen ambos, el destinatario debe cumplir los dos', period: 'Vigencia',
    validFrom: 'Vigente desde', validTo: 'Vigente hasta (opcional)', attachments: 'Adjuntos', addAttachment: 'Añadir adjunto', receivers: 'Destinatarios', readers: 'Leído por', historyTitle: 'Historial', reason: 'Motivo', reasonRequired: 'Indique el motivo',
    titleRequired: 'Indique el título', bodyRequired: 'Indique el texto', validFromRequired: 'Elija desde cuándo está vigente', everyone: 'Todos',
    status: pick(BULLETIN_STATUS_LABELS, 'es-ES'), action: pick(BULLETIN_STEP_LABELS, 'es-ES'),
  },
  menu: { knowledge: 'Documentos de conocimiento', 'knowledge.base': 'Base de conocimiento', 'knowledge.bulletin': 'Boletines' },
};

export const knowledgeLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
