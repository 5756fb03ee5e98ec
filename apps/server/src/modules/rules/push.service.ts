/**
 * Push rules that run (issue 18; docs/customer-care.md "Push rules and site messages"). An order's event is queued
 * as a job in the transaction of the command that caused it (`queuePush`: a rolled-back command queues nothing), so
 * the rules run once that transaction has committed, on whichever server claims the job, and a rule that cannot be
 * sent never fails the order's command. For the event, the tenant's enabled rules whose conditions (order type,
 * urgency) match the order fill their template from the order (PUSH_PLACEHOLDERS) and send it to their target —
 * the customer, the order's engineer, its outlet, its centre — over their channel: SMS through the SMS adapter (its
 * outbox), a site message to each user of the target, or a WeChat template message through the WeChat adapter (its
 * outbox) to each user of the target who has bound a WeChat account (a customer has none). Each send is recorded in
 * the push log (bas_push_log), sent or failed and why (no phone, no user, no WeChat bound, an error), each in its own
 * savepoint. A complaint's steps (registered, escalated, resolved, closed) are events of the complaint's order, queued
 * by the complaint's commands (`queueComplaintPush`), whose templates may also name the complaint's number, nature
 * and object; a failed return-visit call is one (visit_failed) of its visit's order, queued by the call
 * (`queueVisitFailedPush`), whose templates may also name the call's outcome and which call it was.
 *
 * The scheduled scan (`scanPushes`) fires what no command causes, each once per subject (bas_push_event's unique key,
 * so two servers or two runs never fire one twice): an order's SLA warning and overdue (as the SLA scan recorded
 * them), and the supervision reminders — an open supervision order due within a day, and overdue — to its
 * outlet's users as site messages.
 */
import { fillTemplate, type Lang, LANGS, PUSH_PLACEHOLDERS, type PushFailure, SUPERVISION_OPEN, type SupervisionReminder, supervisionReminderText } from '@as/shared';
import type { Config } from '../../config/config.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { enqueue } from '../../platform/jobs/job-queue.ts';
import { announce, type SentMessage, sendSiteMessage } from '../../platform/messages/message.service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { SmsSender } from '../../platform/sms/sms.adapter.ts';
import { sysSocialBinding } from '../../platform/auth/auth.table.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysDictItem } from '../../platform/dicts/dict.table.ts';
import { sysTenant } from '../../platform/tenants/tenant.table.ts';
import { sysUser, sysUserTenant } from '../../platform/users/user.table.ts';
import { WECHAT_SOCIAL_TYPE, type WechatSender, wechatSender } from '../../platform/wechat/wechat.adapter.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { basItem, basItemCategory } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { type OrderRow, soOrder } from '../work-orders/index.ts';
import { basPushEvent, basPushLog } from './push.table.ts';
import { basLocale, basPushRule } from './rules.table.ts';

/** The job that runs an order event's rules after its command committed. */
export const PUSH_JOB = 'pushRules';
/** The recurring scan: SLA warnings, overdue orders, supervision reminders. */
export const PUSH_SCAN_JOB = 'pushScan';
export const PUSH_SCAN_EVERY_MS = 60_000;

/** The events of the push_event dictionary that an order command causes, by the order actions that cause them (creation apart). */
export const EVENT_ACTIONS = {
  dispatched: ['assignSite', 'assign'],
  appointed: ['book'],
  completed: ['complete', 'simpleFinishOrder'],
  cancelled: ['cancel', 'approveClose'],
  rejected: ['doOrderReject', 'auditReject'],
  return_visit: ['visit'],
} as const;

/** The complaint events of the push_event dictionary, by the complaint command that causes them (registering it: create). */
export const COMPLAINT_EVENTS: Partial<Record<string, string>> = {
  create: 'complaint_registered',
  escalate: 'complaint_escalated',
  resolve: 'complaint_resolved',
  close: 'complaint_closed',
};

/** What a push job runs: an order's event, the action that caused it, the complaint it is about, the failed return-visit call (its dialing record). */
export interface PushJob {
  event: string;
  orderId: number;
  step?: string;
  complaintId?: number;
  visitCallId?: number;
}

/** The demo seed's orders and complaints are no news: seedPushDemo runs the rules for a few of them itself. */
export const bySeed = (auth: { clientId: string }) => auth.clientId === 'seed';

/** Queues an order's event (and the action that caused it) for the rules, in the transaction of the command that caused it. */
export async function queuePush(tx: Tx, tenantId: number, event: string, orderId: number, step?: string) {
  await enqueue(tx, { tenantId, type: PUSH_JOB, payload: { event, orderId, ...(step ? { step } : {}) } satisfies PushJob });
}

/** Queues the event of a complaint command (COMPLAINT_EVENTS; none for the others) as its order's, in the command's transaction. */
export async function queueComplaintPush(tx: Tx, auth: { tenantId: number; clientId: string }, action: string, complaint: { id: number; orderId: number }) {
  const event = COMPLAINT_EVENTS[action];
  if (!event || bySeed(auth)) return;
  await enqueue(tx, { tenantId: auth.tenantId, type: PUSH_JOB, payload: { event, orderId: complaint.orderId, complaintId: complaint.id } satisfies PushJob });
}

/** Queues visit_failed for a failed return-visit call (its dialing record) as its order's event, in the call's transaction. */
export async function queueVisitFailedPush(tx: Tx, auth: { tenantId: number; clientId: string }, call: { id: number; orderId: number }) {
  if (bySeed(auth)) return;
  await enqueue(tx, { tenantId: auth.tenantId, type: PUSH_JOB, payload: { event: 'visit_failed', orderId: call.orderId, visitCallId: call.id } satisfies PushJob });
}

/**
 * The rules an event's step reaches: an order is dispatched in two steps — to its outlet (assignSite), which tells
 * every target but the engineer, and to its engineer (assign), which tells the engineer only — so that nobody hears
 * of one dispatch twice. Other events reach every target.
 */
export const stepReaches = (event: string, step: string | undefined, target: string): boolean => {
  if (event !== 'dispatched' || !step) return true;
  return step === 'assign' ? target === 'engineer' : target !== 'engineer';
};

export interface PushDeps {
  database: Database;
  sms: SmsSender;
  events: EventBus;
  /** WECHAT_PROVIDER chooses the WeChat adapter. */
  config: Pick<Config, 'WECHAT_PROVIDER'>;
}

/** The adapters a rule sends through. */
export interface PushSenders {
  sms: SmsSender;
  wechat: WechatSender;
}

const sendersOf = (deps: PushDeps): PushSenders => ({ sms: deps.sms, wechat: wechatSender(deps.config) });

/** Runs an order event's rules in one transaction, then tells the receivers of the site messages it wrote. */
export async function pushOrderEvent(deps: PushDeps, tenantId: number, job: PushJob): Promise<number> {
  const { logged, sent } = await deps.database.withTenant(tenantId, async (tx) => {
    const extra = job.complaintId ? await complaintValues(tx, tenantId, job.complaintId) : job.visitCallId ? await visitCallValues(tx, tenantId, job.visitCallId) : {};
    return fireRules(tx, sendersOf(deps), tenantId, job.event, job.orderId, extra, job.step);
  });
  await announce(deps.database, deps.events, sent);
  return logged;
}

/** A dictionary item's label in a language (the Chinese one where the language has none). */
const labelIn = (lang: string) => sql<string>`coalesce(nullif(case ${lang} when 'en-US' then ${sysDictItem.labelEn} when 'es-ES' then ${sysDictItem.labelEs} end, ''), ${sysDictItem.label})`;

/** A dictionary item's label in the tenant's language, of the value in a column of the row being read (null when none). */
async function dictLabelOf(tx: Tx, tenantId: number) {
  const [tenant] = await tx.select({ lang: sysTenant.defaultLang }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  return (type: string, column: string) =>
    sql`(select ${labelIn(tenant?.lang ?? 'zh-CN')} from ${sysDictItem} where ${sysDictItem.tenantId} = ${tenantId} and ${sysDictItem.type} = ${type} and ${sysDictItem.value} = ${sql.identifier(column)} and ${sysDictItem.deletedAt} is null order by ${sysDictItem.id} limit 1)`;
}

/**
 * A complaint's placeholders: its number, and its nature and object by their labels in the tenant's language.
 * so_complaint is read by name: the care module reaches the rules module, not back.
 */
async function complaintValues(tx: Tx, tenantId: number, complaintId: number): Promise<Record<string, string>> {
  const label = await dictLabelOf(tx, tenantId);
  const [row] = await queryRows<{ complaintNo: string; complaintNature: string | null; complaintObject: string | null }>(
    tx,
    sql`select complaint_no as "complaintNo", ${label('complaint_nature', 'complaint_nature')} as "complaintNature", ${label('complaint_object', 'complaint_object')} as "complaintObject"
        from so_complaint where tenant_id = ${tenantId} and id = ${complaintId}`,
  );
  return row ? { complaintNo: row.complaintNo, complaintNature: row.complaintNature ?? '', complaintObject: row.complaintObject ?? '' } : {};
}

/**
 * A failed return-visit call's placeholders, from its dialing record: the outcome by its label in the tenant's
 * language, and which call of its return visit it was (the records with an outcome up to it). so_recall_history is
 * read by name, as so_complaint is.
 */
async function visitCallValues(tx: Tx, tenantId: number, callId: number): Promise<Record<string, string>> {
  const label = await dictLabelOf(tx, tenantId);
  const [row] = await queryRows<{ visitOutcome: string | null; visitAttempt: number | string }>(
    tx,
    sql`select ${label('recall_outcome', 'outcome')} as "visitOutcome",
          (select count(*) from so_recall_history c where c.tenant_id = h.tenant_id and c.line_id = h.line_id and c.outcome is not null and c.id <= h.id) as "visitAttempt"
        from so_recall_history h where h.tenant_id = ${tenantId} and h.id = ${callId}`,
  );
  return row ? { visitOutcome: row.visitOutcome ?? '', visitAttempt: String(row.visitAttempt) } : {};
}

type Recipient = { phone: string; name: string } | { userId: number; name: string; openId?: string };
type Resolved = { recipients: Recipient[] } | { failure: PushFailure };

interface OrderFacts {
  values: Record<string, string>;
  engineer: { userId: number; name: string; mobile: string } | null;
  site: { deptId: number; name: string; phone: string | null } | null;
  centre: { id: number; phone: string } | null;
}

/** The tenant's time zone: its default locale's, else UTC. */
async function zoneOf(tx: Tx, tenantId: number): Promise<string> {
  const [locale] = await tx
    .select({ timeZone: basLocale.timeZone })
    .from(basLocale)
    .where(and(eq(basLocale.tenantId, tenantId), eq(basLocale.isDefault, true), isNull(basLocale.deletedAt)));
  return locale?.timeZone ?? 'UTC';
}

/** YYYY-MM-DD HH:mm in the zone. */
export const localTime = (value: string | Date | null | undefined, timeZone: string): string =>
  value ? new Date(value).toLocaleString('sv-SE', { timeZone, hour12: false }).slice(0, 16) : '';

async function factsOf(tx: Tx, tenantId: number, order: OrderRow): Promise<OrderFacts> {
  const zone = await zoneOf(tx, tenantId);
  const [item] = order.itemId ? await tx.select({ name: basItem.name }).from(basItem).where(and(eq(basItem.tenantId, tenantId), eq(basItem.id, order.itemId))) : [];
  const [category] = await tx.select({ name: basItemCategory.name }).from(basItemCategory).where(and(eq(basItemCategory.tenantId, tenantId), eq(basItemCategory.id, order.categoryId)));
  const [engineer] = order.engineerId
    ? await tx.select({ userId: snSiteEngineer.userId, name: snSiteEngineer.name, mobile: snSiteEngineer.mobile }).from(snSiteEngineer).where(and(eq(snSiteEngineer.tenantId, tenantId), eq(snSiteEngineer.id, order.engineerId)))
    : [];
  const [site] = order.siteId
    ? await tx
        .select({ deptId: snSite.deptId, name: snSite.name, phone: sql<string | null>`coalesce(nullif(${snSite.contactPhone}, ''), nullif(${snSite.managerPhone}, ''), nullif(${snSite.phone}, ''))` })
        .from(snSite)
        .where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, order.siteId)))
    : [];
  const [centre] = order.centreId ? await tx.select({ id: sysDept.id, phone: sysDept.phone }).from(sysDept).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.id, order.centreId))) : [];
  // The complaint's, the return-visit call's and the scan's placeholders come with their events (fireRules' extra).
  const values: Record<Exclude<(typeof PUSH_PLACEHOLDERS)[number], 'complaintNo' | 'complaintNature' | 'complaintObject' | 'visitOutcome' | 'visitAttempt'>, string> = {
    orderNo: order.orderNo,
    brand: order.brand,
    customerName: order.customerName,
    customerPhone: order.phone,
    productName: item?.name ?? category?.name ?? '',
    address: order.address,
    appointmentTime: localTime(order.appointAt, zone),
    engineerName: engineer?.name ?? '',
    engineerPhone: engineer?.mobile ?? '',
    outletName: site?.name ?? '',
    deadline: localTime(order.completeDueAt, zone),
  };
  return { values, engineer: engineer ?? null, site: site ?? null, centre: centre ?? null };
}

/** The unlocked users of an organisation node, with their names; its engineers apart (the outlet is its staff, an engineer is his own target). */
async function usersOfDept(tx: Tx, tenantId: number, deptId: number): Promise<{ userId: number; name: string }[]> {
  const engineer = sql`exists (select 1 from ${snSiteEngineer} e where e.tenant_id = ${tenantId} and e.user_id = ${sysUserTenant.userId} and e.deleted_at is null)`;
  const rows = await tx
    .select({ userId: sysUserTenant.userId, name: sysUser.name, username: sysUser.username })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.deptId, deptId), eq(sysUserTenant.lockFlag, '0'), eq(sysUser.lockFlag, '0'), isNull(sysUser.deletedAt), sql`not ${engineer}`))
    .orderBy(sysUserTenant.userId);
  return rows.map((r) => ({ userId: Number(r.userId), name: r.name || r.username }));
}

/** Whom a rule's target is, over its channel: phone numbers for SMS, users for site messages. */
async function resolve(tx: Tx, tenantId: number, target: string, channel: string, order: OrderRow, facts: OrderFacts): Promise<Resolved> {
  const some = (list: Recipient[], failure: PushFailure): Resolved => (list.length ? { recipients: list } : { failure });
  if (channel === 'sms') {
    const phone = (name: string, value: string | null | undefined): Recipient[] => (value?.trim() ? [{ phone: value.trim(), name }] : []);
    if (target === 'customer') return some(phone(order.customerName, order.phone), 'noPhone');
    if (target === 'engineer') return some(phone(facts.engineer?.name ?? '', facts.engineer?.mobile), 'noPhone');
    if (target === 'outlet') return some(phone(facts.site?.name ?? '', facts.site?.phone), 'noPhone');
    if (target === 'centre') return some(phone('', facts.centre?.phone), 'noPhone');
    return { failure: 'noPhone' };
  }
  if (channel === 'in_app') {
    if (target === 'engineer') return some(facts.engineer ? [{ userId: Number(facts.engineer.userId), name: facts.engineer.name }] : [], 'noUser');
    if (target === 'outlet') return some(facts.site ? await usersOfDept(tx, tenantId, facts.site.deptId) : [], 'noUser');
    if (target === 'centre') return some(facts.centre ? await usersOfDept(tx, tenantId, facts.centre.id) : [], 'noUser');
    // A customer is no user of the system: nothing to send a site message to.
    return { failure: 'noUser' };
  }
  if (channel === 'wechat') {
    // A customer has no WeChat account in this system (no open id is stored for one); a user, the account he bound.
    if (target === 'customer') return { failure: 'noWechat' };
    const users =
      target === 'engineer'
        ? facts.engineer
          ? [{ userId: Number(facts.engineer.userId), name: facts.engineer.name }]
          : []
        : target === 'outlet' && facts.site
          ? await usersOfDept(tx, tenantId, facts.site.deptId)
          : target === 'centre' && facts.centre
            ? await usersOfDept(tx, tenantId, facts.centre.id)
            : [];
    if (!users.length) return { failure: 'noUser' };
    return some(await wechatAccountsOf(tx, tenantId, users), 'noWechat');
  }
  // Any other channel has no adapter in this system.
  return { failure: 'noChannel' };
}

/** The users who have bound a WeChat account, each with its open id (the latest bound where he has several). */
async function wechatAccountsOf(tx: Tx, tenantId: number, users: { userId: number; name: string }[]): Promise<Recipient[]> {
  const bindings = await tx
    .select({ userId: sysSocialBinding.userId, openId: sysSocialBinding.openId })
    .from(sysSocialBinding)
    .where(and(eq(sysSocialBinding.tenantId, tenantId), eq(sysSocialBinding.type, WECHAT_SOCIAL_TYPE), inArray(sysSocialBinding.userId, users.map((u) => u.userId))))
    .orderBy(sysSocialBinding.updatedAt, sysSocialBinding.id);
  const openIds = new Map(bindings.map((b) => [Number(b.userId), b.openId]));
  return users.flatMap((u) => {
    const openId = openIds.get(u.userId);
    return openId ? [{ ...u, openId }] : [];
  });
}

/** The order's detail screen: a site message's link. */
const orderLink = (orderId: number) => `/workorder/order/detail/${orderId}`;

/**
 * Runs the enabled, matching rules of an event for an order in the caller's transaction: what each sent (or why it
 * could not) is logged; a failing send is rolled back to its savepoint and logged, never thrown.
 */
export async function fireRules(tx: Tx, senders: PushSenders, tenantId: number, event: string, orderId: number, extra: Record<string, string> = {}, step?: string) {
  const sent: SentMessage[] = [];
  const rules = await tx
    .select()
    .from(basPushRule)
    .where(and(eq(basPushRule.tenantId, tenantId), eq(basPushRule.event, event), eq(basPushRule.enabled, true), isNull(basPushRule.deletedAt)))
    .orderBy(basPushRule.code);
  if (!rules.length) return { logged: 0, sent };
  const [order] = await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, tenantId), eq(soOrder.id, orderId)));
  if (!order) return { logged: 0, sent };
  const matching = rules.filter(
    (rule) => (!rule.orderType || rule.orderType === order.orderType) && (!rule.urgency || rule.urgency === order.urgency) && stepReaches(event, step, rule.target),
  );
  if (!matching.length) return { logged: 0, sent };
  const facts = await factsOf(tx, tenantId, order);
  const values = { ...facts.values, ...extra };
  let logged = 0;
  for (const rule of matching) {
    const content = fillTemplate(rule.template, values, PUSH_PLACEHOLDERS);
    const base = { tenantId, ruleId: rule.id, ruleCode: rule.code, event, orderId: order.id, orderNo: order.orderNo, target: rule.target, channel: rule.channel, content };
    const resolved = await resolve(tx, tenantId, rule.target, rule.channel, order, facts);
    if ('failure' in resolved) {
      await tx.insert(basPushLog).values({ ...base, status: 'failed', error: resolved.failure });
      logged++;
      continue;
    }
    for (const recipient of resolved.recipients) {
      const who = 'phone' in recipient ? recipient.phone : recipient.name;
      try {
        await tx.transaction(async (sp) => {
          if ('phone' in recipient) {
            const id: unknown = await senders.sms.send(sp, { tenantId, phone: recipient.phone, template: rule.code, content });
            await sp.insert(basPushLog).values({ ...base, recipient: who, smsId: typeof id === 'number' ? id : null, status: 'sent' });
          } else if (recipient.openId) {
            const id = await senders.wechat.send(sp, { tenantId, openId: recipient.openId, userId: recipient.userId, template: rule.code, title: rule.name, content, link: orderLink(order.id) });
            await sp.insert(basPushLog).values({ ...base, recipient: who, userId: recipient.userId, wechatId: id, status: 'sent' });
          } else {
            const message = await sendSiteMessage(sp, { tenantId, userId: recipient.userId, title: rule.name, text: content, link: orderLink(order.id), sourceEvent: event });
            await sp.insert(basPushLog).values({ ...base, recipient: who, userId: recipient.userId, messageId: message.id, status: 'sent' });
            sent.push(message);
          }
        });
      } catch {
        await tx.insert(basPushLog).values({ ...base, recipient: who, userId: 'userId' in recipient ? recipient.userId : null, status: 'failed', error: 'error' });
      }
      logged++;
    }
  }
  return { logged, sent };
}

/** How many events one scan fires per tenant and kind at most; the next scan carries on. */
const SCAN_BATCH = 200;
/** SLA notices older than this are history, not news: a first scan does not fire them all. */
const NOTICE_FRESH_MS = 24 * 3600_000;

/** Records an event as fired for its subject; false when it was already (by this or another server). */
async function fireOnce(tx: Tx, tenantId: number, event: string, subject: 'order' | 'supervision', subjectId: number): Promise<boolean> {
  const [row] = await tx.insert(basPushEvent).values({ tenantId, event, subject, subjectId }).onConflictDoNothing().returning({ id: basPushEvent.id });
  return row !== undefined;
}

/** The date in a time zone, YYYY-MM-DD. */
const dateIn = (at: Date, timeZone: string) => at.toLocaleDateString('sv-SE', { timeZone });

/**
 * One run of the scan over every tenant: each SLA warning and overdue order the SLA scan recorded (in the last day)
 * fires its event's rules once per order; each open supervision order due within a day, or overdue, reminds its
 * outlet's users once per kind. Returns how many events fired.
 */
export async function scanPushes(deps: PushDeps, now = new Date()): Promise<number> {
  const tenants = await deps.database.db.select({ id: sysTenant.id, lang: sysTenant.defaultLang }).from(sysTenant).where(isNull(sysTenant.deletedAt));
  let fired = 0;
  for (const { id: tenantId, lang } of tenants) {
    const due = await deps.database.withTenant(tenantId, (tx) =>
      queryRows<{ orderId: number | string; event: string; dueAt: string | Date }>(
        tx,
        sql`select n.order_id as "orderId", n.event, min(n.due_at) as "dueAt"
            from (select order_id, due_at, case when state = 'overdue' then 'overdue' else 'sla_warning' end as event
                  from so_order_sla_notice where tenant_id = ${tenantId} and created_at > ${new Date(now.getTime() - NOTICE_FRESH_MS)}) n
            where not exists (select 1 from ${basPushEvent} e where e.tenant_id = ${tenantId} and e.subject = 'order' and e.subject_id = n.order_id and e.event = n.event)
            group by n.order_id, n.event
            order by min(n.due_at)
            limit ${SCAN_BATCH}`,
      ),
    );
    for (const row of due) {
      const orderId = Number(row.orderId);
      const sent = await deps.database.withTenant(tenantId, async (tx) => {
        if (!(await fireOnce(tx, tenantId, row.event, 'order', orderId))) return null;
        const zone = await zoneOf(tx, tenantId);
        return (await fireRules(tx, sendersOf(deps), tenantId, row.event, orderId, { deadline: localTime(row.dueAt, zone) })).sent;
      });
      if (!sent) continue;
      fired++;
      await announce(deps.database, deps.events, sent);
    }
    fired += await remindSupervisions(deps, tenantId, (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'zh-CN', now);
  }
  return fired;
}

/** The open supervision orders due by tomorrow (or overdue) not reminded of yet, each reminded once per kind. */
async function remindSupervisions(deps: PushDeps, tenantId: number, lang: Lang, now: Date): Promise<number> {
  let fired = 0;
  // so_supervision is read by name: the care module reaches the rules module (return-visit setups), not back.
  const candidates = await deps.database.withTenant(tenantId, async (tx) => {
    const zone = await zoneOf(tx, tenantId);
    const today = dateIn(now, zone);
    const tomorrow = dateIn(new Date(now.getTime() + 24 * 3600_000), zone);
    return queryRows<{ id: number | string; no: string; dueDate: string; reason: string; deptId: number | string; kind: SupervisionReminder }>(
      tx,
      sql`select v.id, v.supervision_no as "no", v.due_date::text as "dueDate", v.reason, v.dept_id as "deptId", v.kind
          from (select so.*, case when so.due_date < ${today}::date then 'supervision_overdue' else 'supervision_due' end as kind
                from so_supervision so
                where so.tenant_id = ${tenantId} and so.deleted_at is null and so.status in (${sql.join(
                  SUPERVISION_OPEN.map((st) => sql`${st}`),
                  sql`, `,
                )}) and so.due_date <= ${tomorrow}::date) v
          where not exists (select 1 from ${basPushEvent} e where e.tenant_id = ${tenantId} and e.subject = 'supervision' and e.subject_id = v.id and e.event = v.kind)
          order by v.due_date, v.id
          limit ${SCAN_BATCH}`,
    );
  });
  for (const row of candidates) {
    const sent = await deps.database.withTenant(tenantId, async (tx) => {
      if (!(await fireOnce(tx, tenantId, row.kind, 'supervision', Number(row.id)))) return null;
      const { title, text } = supervisionReminderText(row.kind, lang, { no: row.no, dueDate: row.dueDate, reason: row.reason });
      const out: SentMessage[] = [];
      for (const user of await usersOfDept(tx, tenantId, Number(row.deptId))) {
        out.push(await sendSiteMessage(tx, { tenantId, userId: user.userId, title, text, link: '/care/supervision/index', sourceEvent: row.kind }));
      }
      return out;
    });
    if (!sent) continue;
    fired++;
    await announce(deps.database, deps.events, sent);
  }
  return fired;
}
