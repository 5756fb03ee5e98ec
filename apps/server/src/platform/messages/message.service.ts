/**
 * Site messages: written in the sender's transaction (a rolled-back command leaves no message), read by their
 * receiver only (another user's or another tenant's message does not exist for the caller), marked read one by one
 * or all at once. The receiver hears of a new one over the WebSocket once the sender's transaction has committed
 * (`announce`), with the count of their unread messages for the bell.
 */
import { isAppRoute, SITE_MESSAGE_EVENT, SITE_MESSAGE_LIMITS, type SiteMessageNotice } from '@as/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Conn, Database, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { sysSiteMessage } from './message.table.ts';

export interface NewSiteMessage {
  tenantId: number;
  userId: number;
  title: string;
  text: string;
  /** A route of the app; anything else is dropped. */
  link?: string | null;
  sourceEvent: string;
}

/** What `announce` tells after the commit: a message and its receiver. */
export interface SentMessage {
  tenantId: number;
  userId: number;
  id: number;
  title: string;
}

/** Stores one message in its receiver's inbox, in the caller's transaction. */
export async function sendSiteMessage(tx: Tx, message: NewSiteMessage): Promise<SentMessage> {
  const title = message.title.trim().slice(0, SITE_MESSAGE_LIMITS.title) || '-';
  const link = message.link && isAppRoute(message.link) ? message.link : null;
  const [row] = await tx
    .insert(sysSiteMessage)
    .values({ tenantId: message.tenantId, userId: message.userId, title, text: message.text.slice(0, SITE_MESSAGE_LIMITS.text), link, sourceEvent: message.sourceEvent })
    .returning({ id: sysSiteMessage.id });
  return { tenantId: message.tenantId, userId: message.userId, id: row.id, title };
}

const mine = (tenantId: number, userId: number) => and(eq(sysSiteMessage.tenantId, tenantId), eq(sysSiteMessage.userId, userId));

export async function unreadCount(db: Conn, tenantId: number, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sysSiteMessage).where(and(mine(tenantId, userId), isNull(sysSiteMessage.readAt)));
  return Number(n);
}

/** Tells each receiver of messages just committed (one event per message, with their unread count then). */
export async function announce(database: Database, events: EventBus, sent: readonly SentMessage[]): Promise<void> {
  for (const message of sent) {
    const unread = await database.withTenant(message.tenantId, (tx) => unreadCount(tx, message.tenantId, message.userId));
    const notice: SiteMessageNotice = { id: message.id, title: message.title, unread };
    await events.publish({ tenantId: message.tenantId, userId: message.userId, type: SITE_MESSAGE_EVENT, data: notice });
  }
}

/** The caller's inbox, newest first; only the unread ones when asked. */
export async function pageMessages(db: Conn, tenantId: number, userId: number, query: { current: number; size: number; unread?: boolean }) {
  const where = and(mine(tenantId, userId), query.unread ? isNull(sysSiteMessage.readAt) : undefined);
  const records = await db
    .select({
      id: sysSiteMessage.id,
      title: sysSiteMessage.title,
      text: sysSiteMessage.text,
      link: sysSiteMessage.link,
      sourceEvent: sysSiteMessage.sourceEvent,
      readAt: sysSiteMessage.readAt,
      createdAt: sysSiteMessage.createdAt,
    })
    .from(sysSiteMessage)
    .where(where)
    .orderBy(desc(sysSiteMessage.createdAt), desc(sysSiteMessage.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(sysSiteMessage).where(where);
  return { records, total: Number(total), unread: await unreadCount(db, tenantId, userId) };
}

/** Marks one of the caller's messages read (reading it again keeps the first time); another's is not found. */
export async function markRead(tx: Tx, tenantId: number, userId: number, id: number) {
  const [row] = await tx.select({ id: sysSiteMessage.id, readAt: sysSiteMessage.readAt }).from(sysSiteMessage).where(and(mine(tenantId, userId), eq(sysSiteMessage.id, id)));
  if (!row) throw new AppError('notFound');
  if (!row.readAt) await tx.update(sysSiteMessage).set({ readAt: new Date() }).where(and(mine(tenantId, userId), eq(sysSiteMessage.id, id), isNull(sysSiteMessage.readAt)));
  return { id, unread: await unreadCount(tx, tenantId, userId) };
}

/** Marks all the caller's unread messages read; says how many. */
export async function markAllRead(tx: Tx, tenantId: number, userId: number) {
  const rows = await tx
    .update(sysSiteMessage)
    .set({ readAt: new Date() })
    .where(and(mine(tenantId, userId), isNull(sysSiteMessage.readAt)))
    .returning({ id: sysSiteMessage.id });
  return { marked: rows.length, unread: 0 };
}
