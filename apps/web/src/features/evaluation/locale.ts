/** Texts of the evaluation SMS (issue 18): the order detail's card and the outbox screen's reply dialog. */
import { EVALUATION_STATUS_LABELS, type Lang, RECALL_SATISFACTION_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zh = {
  evaluation: {
    title: '用户评价', none: '尚未安排评价短信', phone: '手机号', status: '状态', scheduledAt: '计划发送', sentAt: '发送时间', answeredAt: '回复时间', answer: '客户回复', satisfaction: '满意度', score: '评分',
    record: '登记回复', recordTitle: '登记评价回复', orderNo: '工单号', reply: '客户回复内容', replyHint: '按客户的短信原文填写，需含 1-5 的评分', replyRequired: '请填写客户回复',
    pick: '或选择评分', notWaiting: '该评价短信不在待回复状态', notEvaluation: '仅评价短信可登记回复',
    statuses: pick(EVALUATION_STATUS_LABELS, 'zh-CN'), satisfactions: pick(RECALL_SATISFACTION_LABELS, 'zh-CN'),
  },
  menu: { 'sms.reply': '登记评价回复' },
};

const en: Catalogue<typeof zh> = {
  evaluation: {
    title: 'Customer rating', none: 'No evaluation SMS scheduled', phone: 'Mobile', status: 'Status', scheduledAt: 'Due', sentAt: 'Sent', answeredAt: 'Replied', answer: 'Customer reply', satisfaction: 'Satisfaction', score: 'Score',
    record: 'Record reply', recordTitle: 'Record the evaluation reply', orderNo: 'Order no.', reply: 'What the customer replied', replyHint: 'As the customer wrote it; it must hold a score from 1 to 5', replyRequired: 'Enter the customer\'s reply',
    pick: 'or choose the score', notWaiting: 'This evaluation SMS is not waiting for a reply', notEvaluation: 'Only evaluation SMS take a reply',
    statuses: pick(EVALUATION_STATUS_LABELS, 'en-US'), satisfactions: pick(RECALL_SATISFACTION_LABELS, 'en-US'),
  },
  menu: { 'sms.reply': 'Record evaluation reply' },
};

const es: Catalogue<typeof zh> = {
  evaluation: {
    title: 'Valoración del cliente', none: 'No hay SMS de valoración programado', phone: 'Móvil', status: 'Estado', scheduledAt: 'Programado', sentAt: 'Enviado', answeredAt: 'Respondido', answer: 'Respuesta del cliente', satisfaction: 'Satisfacción', score: 'Puntuación',
    record: 'Registrar respuesta', recordTitle: 'Registrar la respuesta de valoración', orderNo: 'N.º de orden', reply: 'Lo que respondió el cliente', replyHint: 'Tal como lo escribió el cliente; debe incluir una puntuación del 1 al 5', replyRequired: 'Indique la respuesta del cliente',
    pick: 'o elija la puntuación', notWaiting: 'Este SMS de valoración no espera respuesta', notEvaluation: 'Solo los SMS de valoración admiten respuesta',
    statuses: pick(EVALUATION_STATUS_LABELS, 'es-ES'), satisfactions: pick(RECALL_SATISFACTION_LABELS, 'es-ES'),
  },
  menu: { 'sms.reply': 'Registrar respuesta de valoración' },
};

export const evaluationLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
