import { and, eq, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { snSite } from './site.table.ts';

export const findSite = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, id), isNull(snSite.deletedAt))))[0];
