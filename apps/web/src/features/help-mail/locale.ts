/** Texts of one-click help and repair by mail, and their menu entries, merged into the main catalogues by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';
import { workOrdersLocale } from '../work-orders/locale.ts';

const zhMailFields = { shipAt: '进入当前寄修环节', sendLogistics: '寄出物流公司', sendTrackingNo: '寄出物流单号', returnLogistics: '返还物流公司', returnTrackingNo: '返还物流单号', customerSignedAt: '客户签收时间' };
const enMailFields: Catalogue<typeof zhMailFields> = { shipAt: 'In this step since', sendLogistics: 'Outbound carrier', sendTrackingNo: 'Outbound tracking no.', returnLogistics: 'Return carrier', returnTrackingNo: 'Return tracking no.', customerSignedAt: 'Signed for by the customer' };
const esMailFields: Catalogue<typeof zhMailFields> = { shipAt: 'En este paso desde', sendLogistics: 'Transportista (ida)', sendTrackingNo: 'Seguimiento (ida)', returnLogistics: 'Transportista (vuelta)', returnTrackingNo: 'Seguimiento (vuelta)', customerSignedAt: 'Firmado por el cliente' };

const zh = {
  entity: {
    order: { fields: zhMailFields },
    orderMail: { title: '寄修工单', empty: '工单转为寄修后出现在这里。', fields: { ...workOrdersLocale['zh-CN'].entity.order.fields, ...zhMailFields, shipAt: '本环节已停留' } },
    helpCase: {
      title: '一键求助',
      fields: { caseNo: '求助单号', status: '状态', urgency: '紧急程度', orderId: '工单ID', orderNo: '工单号', question: '问题描述', askerName: '求助人', takerName: '受理人', waitingSince: '已等待', answeredAt: '答复时间', closedAt: '关闭时间' },
    },
  },
  workOrders: {
    group: { mail: '寄修物流' },
    logisticsRequired: '请填写物流公司',
    trackingNoRequired: '请填写物流单号',
  },
  mail: {
    tabs: { toSend: '待寄出', sent: '已寄出待签收', received: '待维修', repaired: '已修复待派送', delivering: '待客户签收', signed: '客户已签收' },
    days: '{{n}} 天',
  },
  helpCase: {
    ask: '一键求助',
    send: '发送求助',
    asked: '求助已发送，技术支持将尽快答复',
    ofOrder: '技术求助',
    askedAt: '求助时间',
    photos: '照片',
    addPhoto: '添加照片',
    questionRequired: '请描述遇到的问题',
    message: '内容',
    messageRequired: '请填写内容',
    open: '查看',
    view: { waiting: '待答复', all: '全部' },
    action: { take: '受理', reply: '答复', followUp: '追问', close: '关闭求助' },
    kind: { question: '提问', reply: '答复', followUp: '追问', close: '关闭' },
    waitedMinutes: '{{n}} 分钟',
    waitedHours: '{{n}} 小时',
    waitedDays: '{{n}} 天',
    noticeTitle: '技术求助',
    notice: { take: '{{by}} 已受理求助 {{caseNo}}（工单 {{orderNo}}）', reply: '{{by}} 答复了求助 {{caseNo}}（工单 {{orderNo}}）', followUp: '{{by}} 追问了求助 {{caseNo}}（工单 {{orderNo}}）', close: '{{by}} 关闭了求助 {{caseNo}}（工单 {{orderNo}}）' },
  },
  menu: { 'workorder.help': '一键求助', 'workorder.mail': '寄修工单' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    order: { fields: enMailFields },
    orderMail: { title: 'Repair by mail', empty: 'Orders appear here once they are handled as repair by mail.', fields: { ...workOrdersLocale['en-US'].entity.order.fields, ...enMailFields, shipAt: 'Days in this step' } },
    helpCase: {
      title: 'One-click help',
      fields: { caseNo: 'Case no.', status: 'Status', urgency: 'Urgency', orderId: 'Order ID', orderNo: 'Order no.', question: 'Question', askerName: 'Asked by', takerName: 'Taken by', waitingSince: 'Waiting', answeredAt: 'Answered at', closedAt: 'Closed at' },
    },
  },
  workOrders: {
    group: { mail: 'Repair by mail logistics' },
    logisticsRequired: 'Enter the logistics company',
    trackingNoRequired: 'Enter the tracking number',
  },
  mail: {
    tabs: { toSend: 'To send', sent: 'Sent, awaiting signature', received: 'To repair', repaired: 'Repaired, awaiting dispatch', delivering: 'Customer to sign', signed: 'Signed by the customer' },
    days: '{{n}} d',
  },
  helpCase: {
    ask: 'Ask for help',
    send: 'Send',
    asked: 'Your question was sent; technical support will answer soon',
    ofOrder: 'Technical help',
    askedAt: 'Asked at',
    photos: 'Photos',
    addPhoto: 'Add photo',
    questionRequired: 'Describe the problem',
    message: 'Message',
    messageRequired: 'Enter a message',
    open: 'View',
    view: { waiting: 'Waiting for an answer', all: 'All' },
    action: { take: 'Take', reply: 'Reply', followUp: 'Follow up', close: 'Close' },
    kind: { question: 'Question', reply: 'Reply', followUp: 'Follow-up', close: 'Closed' },
    waitedMinutes: '{{n}} min',
    waitedHours: '{{n}} h',
    waitedDays: '{{n}} d',
    noticeTitle: 'Technical help',
    notice: { take: '{{by}} took help case {{caseNo}} (order {{orderNo}})', reply: '{{by}} replied to help case {{caseNo}} (order {{orderNo}})', followUp: '{{by}} followed up on help case {{caseNo}} (order {{orderNo}})', close: '{{by}} closed help case {{caseNo}} (order {{orderNo}})' },
  },
  menu: { 'workorder.help': 'One-click help', 'workorder.mail': 'Repair by mail' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    order: { fields: esMailFields },
    orderMail: { title: 'Reparación por correo', empty: 'Las órdenes aparecen aquí cuando pasan a reparación por correo.', fields: { ...workOrdersLocale['es-ES'].entity.order.fields, ...esMailFields, shipAt: 'Días en este paso' } },
    helpCase: {
      title: 'Ayuda con un clic',
      fields: { caseNo: 'N.º de caso', status: 'Estado', urgency: 'Urgencia', orderId: 'ID de orden', orderNo: 'N.º de orden', question: 'Pregunta', askerName: 'Preguntado por', takerName: 'Atendido por', waitingSince: 'En espera', answeredAt: 'Respondido el', closedAt: 'Cerrado el' },
    },
  },
  workOrders: {
    group: { mail: 'Logística de la reparación por correo' },
    logisticsRequired: 'Indique la empresa de transporte',
    trackingNoRequired: 'Indique el número de seguimiento',
  },
  mail: {
    tabs: { toSend: 'Por enviar', sent: 'Enviado, pendiente de firma', received: 'Por reparar', repaired: 'Reparado, pendiente de envío', delivering: 'Pendiente de firma del cliente', signed: 'Firmado por el cliente' },
    days: '{{n}} d',
  },
  helpCase: {
    ask: 'Pedir ayuda',
    send: 'Enviar',
    asked: 'Su pregunta se envió; el soporte técnico responderá pronto',
    ofOrder: 'Ayuda técnica',
    askedAt: 'Preguntado el',
    photos: 'Fotos',
    addPhoto: 'Añadir foto',
    questionRequired: 'Describa el problema',
    message: 'Mensaje',
    messageRequired: 'Escriba un mensaje',
    open: 'Ver',
    view: { waiting: 'Pendientes de respuesta', all: 'Todos' },
    action: { take: 'Atender', reply: 'Responder', followUp: 'Repreguntar', close: 'Cerrar' },
    kind: { question: 'Pregunta', reply: 'Respuesta', followUp: 'Seguimiento', close: 'Cerrado' },
    waitedMinutes: '{{n}} min',
    waitedHours: '{{n}} h',
    waitedDays: '{{n}} d',
    noticeTitle: 'Ayuda técnica',
    notice: { take: '{{by}} atendió el caso {{caseNo}} (orden {{orderNo}})', reply: '{{by}} respondió al caso {{caseNo}} (orden {{orderNo}})', followUp: '{{by}} añadió un seguimiento al caso {{caseNo}} (orden {{orderNo}})', close: '{{by}} cerró el caso {{caseNo}} (orden {{orderNo}})' },
  },
  menu: { 'workorder.help': 'Ayuda con un clic', 'workorder.mail': 'Reparación por correo' },
};

export const helpMailLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
