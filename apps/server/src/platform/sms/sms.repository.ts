import { and, count, desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysSmsOutbox } from './sms.table.ts';

export interface SmsFilter {
  phone?: string;
  template?: string;
  status?: string;
}

/** Newest first. */
export async function pageSms(db: Conn, tenantId: number, filter: SmsFilter, paging: Paging) {
  const where = and(
    eq(sysSmsOutbox.tenantId, tenantId),
    filter.phone ? contains(sysSmsOutbox.phone, filter.phone) : undefined,
    filter.template ? eq(sysSmsOutbox.template, filter.template) : undefined,
    filter.status ? eq(sysSmsOutbox.status, filter.status) : undefined,
  );
  const records = await db
    .select({
      id: sysSmsOutbox.id,
      phone: sysSmsOutbox.phone,
      template: sysSmsOutbox.template,
      content: sysSmsOutbox.content,
      provider: sysSmsOutbox.provider,
      status: sysSmsOutbox.status,
      createTime: sysSmsOutbox.createdAt,
    })
    .from(sysSmsOutbox)
    .where(where)
    .orderBy(desc(sysSmsOutbox.createdAt), desc(sysSmsOutbox.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysSmsOutbox).where(where);
  return { records, total };
}
