/**
 * Demo rows of the rules resources in the tenant's language (Chinese for T1, English for T2): push rules, return-visit
 * setups with their questions, manufacturers with their parts ordering rules, and locales; plus the dictionaries
 * their fields use, which every tenant gets with the others (DICT_SEED).
 */
import { PUSH_DICTS } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Lang = 'zh' | 'en';
type Names = [zh: string, en: string];
const pick = (names: Names, lang: Lang) => (lang === 'zh' ? names[0] : names[1]);

/** [value, zh-CN, en-US, es-ES] per dictionary, in the shape of DICT_SEED. */
export const RULES_DICT_SEED: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'push_event',
    description: '推送事件',
    items: [
      ['order_created', '工单创建', 'Order created', 'Orden creada'],
      ['dispatched', '工单派发', 'Order dispatched', 'Orden asignada'],
      ['appointed', '预约成功', 'Appointment made', 'Cita concertada'],
      ['sla_warning', 'SLA 预警', 'SLA warning', 'Aviso de SLA'],
      ['completed', '工单完工', 'Order completed', 'Orden finalizada'],
      ['cancelled', '工单取消', 'Order cancelled', 'Orden cancelada'],
      ['return_visit', '回访', 'Return visit', 'Visita de seguimiento'],
      ['overdue', '工单超时', 'Order overdue', 'Orden vencida'],
      ['rejected', '工单驳回', 'Order rejected', 'Orden rechazada'],
      ['complaint_registered', '投诉登记', 'Complaint registered', 'Queja registrada'],
      ['complaint_escalated', '投诉升级', 'Complaint escalated', 'Queja escalada'],
      ['complaint_resolved', '投诉解决', 'Complaint resolved', 'Queja resuelta'],
      ['complaint_closed', '投诉关闭', 'Complaint closed', 'Queja cerrada'],
      ['visit_failed', '工单回访失败', 'Return visit failed', 'Visita de seguimiento fallida'],
    ],
  },
  // The push log's statuses and failure reasons (care/push.ts).
  ...PUSH_DICTS,
  { type: 'push_target', description: '推送对象', items: [['customer', '客户', 'Customer', 'Cliente'], ['outlet', '网点', 'Outlet', 'Punto de servicio'], ['engineer', '工程师', 'Engineer', 'Técnico'], ['centre', '服务中心', 'Service centre', 'Centro de servicio']] },
  { type: 'push_channel', description: '推送渠道', items: [['sms', '短信', 'SMS', 'SMS'], ['wechat', '微信', 'WeChat', 'WeChat'], ['in_app', '站内消息', 'In-app message', 'Mensaje en la aplicación']] },
  { type: 'recall_answer_type', description: '回访答案类型', items: [['score', '评分', 'Score', 'Puntuación'], ['yes_no', '是/否', 'Yes/No', 'Sí/No'], ['text', '文字', 'Free text', 'Texto libre']] },
  { type: 'site_level', description: '网点级别', items: [['1', '一级网点', 'Primary outlet', 'Punto de servicio de primer nivel'], ['2', '二级网点', 'Secondary outlet', 'Punto de servicio de segundo nivel']] },
  {
    type: 'date_format',
    description: '日期格式',
    items: [
      ['YYYY-MM-DD', 'YYYY-MM-DD（2025-06-30）', 'YYYY-MM-DD (2025-06-30)', 'YYYY-MM-DD (2025-06-30)'],
      ['DD/MM/YYYY', 'DD/MM/YYYY（30/06/2025）', 'DD/MM/YYYY (30/06/2025)', 'DD/MM/YYYY (30/06/2025)'],
      ['MM/DD/YYYY', 'MM/DD/YYYY（06/30/2025）', 'MM/DD/YYYY (06/30/2025)', 'MM/DD/YYYY (06/30/2025)'],
      ['DD.MM.YYYY', 'DD.MM.YYYY（30.06.2025）', 'DD.MM.YYYY (30.06.2025)', 'DD.MM.YYYY (30.06.2025)'],
    ],
  },
];

/** [code, names, event, target, channel, templates, order type, urgency, enabled] */
const PUSH_RULES: [string, Names, string, string, string, Names, string | null, string | null, boolean][] = [
  ['PR-CREATED-SMS', ['受理短信通知客户', 'Order received: SMS to customer'], 'order_created', 'customer', 'sms',
    ['【{brand}】尊敬的{customerName}，您的服务工单{orderNo}已受理，我们将尽快与您联系。', '[{brand}] Dear {customerName}, your service order {orderNo} has been received; we will contact you shortly.'], null, null, true],
  ['PR-DISPATCH-OUTLET', ['派单通知网点', 'Order dispatched: notify outlet'], 'dispatched', 'outlet', 'in_app',
    ['新工单{orderNo}已派发至贵网点，请在30分钟内接单。客户：{customerName} {customerPhone}，地址：{address}', 'New order {orderNo} has been dispatched to your outlet; please accept it within 30 minutes. Customer: {customerName} {customerPhone}, address: {address}'], null, null, true],
  ['PR-DISPATCH-ENG', ['派工通知工程师', 'Order assigned: WeChat to engineer'], 'dispatched', 'engineer', 'wechat',
    ['您有新工单{orderNo}，产品：{productName}，地址：{address}，请及时与客户预约。', 'You have a new order {orderNo}: {productName} at {address}. Please book a visit with the customer.'], null, null, true],
  ['PR-APPOINT-SMS', ['预约成功短信通知客户', 'Appointment made: SMS to customer'], 'appointed', 'customer', 'sms',
    ['【{brand}】{engineerName}师傅（{engineerPhone}）将于{appointmentTime}上门服务，工单号{orderNo}。', '[{brand}] {engineerName} ({engineerPhone}) will visit you at {appointmentTime} for order {orderNo}.'], null, null, true],
  ['PR-SLA-CENTRE', ['超时预警通知服务中心', 'SLA warning: notify service centre'], 'sla_warning', 'centre', 'in_app',
    ['工单{orderNo}（{outletName}）即将超时，截止时间{deadline}，请督促处理。', 'Order {orderNo} ({outletName}) is about to miss its deadline {deadline}; please follow up.'], null, null, true],
  ['PR-SLA-URGENT', ['特急工单超时短信提醒网点', 'Extra urgent SLA warning: SMS to outlet'], 'sla_warning', 'outlet', 'sms',
    ['特急工单{orderNo}将于{deadline}超时，请立即处理。', 'Extra urgent order {orderNo} misses its deadline at {deadline}; act now.'], null, '3', true],
  ['PR-DONE-WX', ['完工微信邀请评价', 'Order completed: WeChat rating request'], 'completed', 'customer', 'wechat',
    ['您的工单{orderNo}已完工，感谢您的信任，请为本次服务评价。', 'Your order {orderNo} is complete. Thank you; please rate our service.'], null, null, true],
  ['PR-OVERDUE-OUTLET', ['超时工单站内消息提醒网点', 'Order overdue: site message to outlet'], 'overdue', 'outlet', 'in_app',
    ['工单{orderNo}已超时（截止{deadline}），客户：{customerName}，请立即处理。', 'Order {orderNo} is overdue (deadline {deadline}); customer: {customerName}. Please act now.'], null, null, true],
  ['PR-REJECT-CENTRE', ['网点拒单通知服务中心', 'Order rejected: site message to service centre'], 'rejected', 'centre', 'in_app',
    ['工单{orderNo}被{outletName}驳回，请重新派单。客户：{customerName}，地址：{address}', 'Order {orderNo} was rejected by {outletName}; please dispatch it again. Customer: {customerName}, address: {address}'], null, null, true],
  ['PR-COMPLAINT-OUTLET', ['投诉登记通知网点', 'Complaint registered: site message to outlet'], 'complaint_registered', 'outlet', 'in_app',
    ['工单{orderNo}收到客户投诉{complaintNo}（{complaintNature}，投诉对象：{complaintObject}），请尽快联系客户{customerName} {customerPhone}并填写处理备注。', 'Order {orderNo} has a customer complaint {complaintNo} ({complaintNature}, about: {complaintObject}); please call {customerName} {customerPhone} soon and add a handling note.'], null, null, true],
  ['PR-VISIT-FAILED', ['回访失败通知网点', 'Return visit failed: site message to outlet'], 'visit_failed', 'outlet', 'in_app',
    ['工单{orderNo}第{visitAttempt}次回访未成功（{visitOutcome}），请核实客户{customerName}的联系电话{customerPhone}。', 'Return visit call {visitAttempt} for order {orderNo} failed ({visitOutcome}); please check the phone number {customerPhone} of {customerName}.'], null, null, true],
  ['PR-INSTALL-DONE', ['安装完工短信（停用）', 'Installation completed: SMS (disabled)'], 'completed', 'customer', 'sms',
    ['【{brand}】您的{productName}已安装完成，如有问题请致电400-800-1234。', '[{brand}] Your {productName} has been installed. Questions? Call 400-800-1234.'], 'install', null, false],
];

/** [code, names, order type, service type code or null, sampling %, delay days, questions [text, answer type, max score, mandatory]] */
const RECALL_SETTINGS: [string, Names, string, string | null, string, number, [Names, string, number, boolean][]][] = [
  ['RV-REPAIR', ['上门维修回访', 'Home repair follow-up'], 'repair', 'RPR-HOME', '30.00', 1, [
    [['工程师是否按预约时间上门？', 'Did the engineer arrive at the appointed time?'], 'yes_no', 0, true],
    [['故障是否已经排除？', 'Has the fault been fixed?'], 'yes_no', 0, true],
    [['对本次服务的总体满意度', 'Overall satisfaction with the service'], 'score', 5, true],
    [['其他意见和建议', 'Other comments and suggestions'], 'text', 0, false],
  ]],
  ['RV-INSTALL', ['空调安装回访', 'Air conditioner installation follow-up'], 'install', 'INST-AC', '20.00', 3, [
    [['安装是否规范、现场是否清理干净？', 'Was the installation tidy and the site cleaned up?'], 'score', 5, true],
    [['工程师是否出示收费标准？', 'Did the engineer show the fee schedule?'], 'yes_no', 0, true],
  ]],
  ['RV-COMPLAINT', ['投诉回访（全量）', 'Complaint follow-up (all orders)'], 'complaint', null, '100.00', 0, [
    [['投诉问题是否已解决？', 'Has your complaint been resolved?'], 'yes_no', 0, true],
    [['对处理结果的满意度', 'Satisfaction with the resolution'], 'score', 5, true],
  ]],
];

/** [code, names, short names, contact, phone, addresses, tax number, banks, account, brands, ordering rules [level, min amount, max parts, urgent a month, cycle days, approval amount]] */
const MANUFACTURERS: [string, Names, Names, Names, string, Names, string, Names, string, Names, [string, string, number, number, number, string][]][] = [
  ['MF-SF', ['示范电器制造有限公司', 'Demo Appliance Manufacturing Co., Ltd.'], ['示范制造', 'Demo Mfg'], ['林建国', 'Lin Jianguo'], '0757-2836-6000',
    ['广东省佛山市顺德区北滘镇工业大道 1 号', '1 Gongye Ave, Beijiao, Shunde, Foshan, Guangdong'], '91440606MA4UJ8LX1K', ['中国工商银行顺德北滘支行', 'ICBC Shunde Beijiao Branch'], '2013012345678901234',
    ['示范, 示范优选', 'Demo, Demo Select'], [['1', '500.00', 50, 10, 7, '20000.00'], ['2', '200.00', 20, 5, 14, '5000.00']]],
  ['MF-HX', ['华星压缩机股份有限公司', 'Huaxing Compressor Co., Ltd.'], ['华星压缩机', 'Huaxing'], ['黄志明', 'Huang Zhiming'], '0571-8675-2200',
    ['浙江省杭州市钱塘区白杨街道 6 号大街 452 号', '452 6th Ave, Baiyang, Qiantang, Hangzhou, Zhejiang'], '91330100MA27XK3P5Q', ['招商银行杭州钱塘支行', 'China Merchants Bank Hangzhou Qiantang Branch'], '571908765432101',
    ['华星', 'Huaxing'], [['1', '1000.00', 10, 2, 30, '10000.00']]],
  ['MF-KC', ['科创电子控制有限公司', 'Kechuang Electronic Controls Ltd.'], ['科创电控', 'Kechuang'], ['吴婷', 'Wu Ting'], '0755-2660-8800',
    ['广东省深圳市南山区科技园南区高新南七道 18 号', '18 Gaoxin South 7th Rd, Nanshan, Shenzhen, Guangdong'], '91440300MA5F2N7C8W', ['中国银行深圳南山支行', 'Bank of China Shenzhen Nanshan Branch'], '743570012345',
    ['科创', 'Kechuang'], []],
];

/** [code, names, currency, date format, time zone, enabled] per tenant language; the first is the default. */
const LOCALES: Record<Lang, [string, string, string, string, string, boolean][]> = {
  zh: [
    ['zh-CN', '简体中文（中国）', 'CNY', 'YYYY-MM-DD', 'Asia/Shanghai', true],
    ['en-US', '英语（美国）', 'USD', 'MM/DD/YYYY', 'America/New_York', true],
    ['es-ES', '西班牙语（西班牙）', 'EUR', 'DD/MM/YYYY', 'Europe/Madrid', true],
    ['zh-HK', '繁体中文（香港）', 'HKD', 'YYYY-MM-DD', 'Asia/Hong_Kong', false],
  ],
  en: [
    ['en-US', 'English (United States)', 'USD', 'MM/DD/YYYY', 'America/New_York', true],
    ['es-ES', 'Spanish (Spain)', 'EUR', 'DD/MM/YYYY', 'Europe/Madrid', true],
    ['en-GB', 'English (United Kingdom)', 'GBP', 'DD/MM/YYYY', 'Europe/London', true],
  ],
};

export async function seedRules(tx: Tx, tenantId: number, lang: Lang) {
  const brand = lang === 'zh' ? '示范电器' : 'Second Brand';
  await tx.insert(s.basPushRule).values(
    PUSH_RULES.map(([code, names, event, target, channel, templates, orderType, urgency, enabled]) => ({
      tenantId, code, name: pick(names, lang), event, target, channel, template: pick(templates, lang).replace('{brand}', brand), orderType, urgency, enabled,
    })),
  );

  const serviceTypeCodes = RECALL_SETTINGS.map((r) => r[3]).filter((c): c is string => c !== null);
  const serviceTypes = new Map(
    (await tx.select({ id: s.basServiceType.id, code: s.basServiceType.code }).from(s.basServiceType).where(and(eq(s.basServiceType.tenantId, tenantId), inArray(s.basServiceType.code, serviceTypeCodes)))).map(
      (r) => [r.code, r.id],
    ),
  );
  for (const [code, names, orderType, serviceType, samplingRatio, delayDays, questions] of RECALL_SETTINGS) {
    const [row] = await tx
      .insert(s.basRecallSetting)
      .values({ tenantId, code, name: pick(names, lang), orderType, serviceTypeId: serviceType ? (serviceTypes.get(serviceType) ?? null) : null, samplingRatio, delayDays })
      .returning({ id: s.basRecallSetting.id });
    await tx.insert(s.basRecallSettingLine).values(
      questions.map(([question, answerType, maxScore, mandatory], lineNo) => ({ tenantId, parentId: row.id, lineNo, question: pick(question, lang), answerType, maxScore, mandatory })),
    );
  }

  for (const [code, names, shortNames, contact, phone, address, taxNumber, bank, bankAccount, brands, rules] of MANUFACTURERS) {
    const [row] = await tx
      .insert(s.basManufacturer)
      .values({
        tenantId, code, name: pick(names, lang), shortName: pick(shortNames, lang), contact: pick(contact, lang), phone, address: pick(address, lang), taxNumber,
        bankName: pick(bank, lang), bankAccount, brands: pick(brands, lang),
      })
      .returning({ id: s.basManufacturer.id });
    if (rules.length)
      await tx.insert(s.basPartsOrderRule).values(
        rules.map(([siteLevel, minOrderAmount, maxPartsPerOrder, monthlyUrgentParts, orderCycleDays, approvalAmount]) => ({
          tenantId, manufacturerId: row.id, siteLevel, minOrderAmount, maxPartsPerOrder, monthlyUrgentParts, orderCycleDays, approvalAmount,
        })),
      );
  }

  await tx.insert(s.basLocale).values(
    LOCALES[lang].map(([code, name, currency, dateFormat, timeZone, enabled], sort) => ({ tenantId, code, name, currency, dateFormat, timeZone, enabled, isDefault: sort === 0, sort })),
  );
}
