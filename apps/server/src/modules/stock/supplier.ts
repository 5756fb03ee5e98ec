/** Who supplies an outlet's warehouse: stock requests and parts applications both ask it. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { basWarehouse } from '../master-data/index.ts';

/** An outlet's supplier: the first enabled warehouse of the organisation above the one that owns `warehouseId`. */
export async function supplierOf(tx: Tx, tenantId: number, warehouseId: number): Promise<number> {
  const [row] = await tx
    .select({ id: basWarehouse.id })
    .from(basWarehouse)
    .innerJoin(sysDept, and(eq(sysDept.tenantId, tenantId), eq(sysDept.parentId, basWarehouse.deptId)))
    .where(
      and(
        eq(basWarehouse.tenantId, tenantId),
        isNull(basWarehouse.deletedAt),
        eq(basWarehouse.enabled, true),
        sql`${sysDept.id} = (select dept_id from bas_warehouse where tenant_id = ${tenantId} and id = ${warehouseId})`,
      ),
    )
    .orderBy(asc(basWarehouse.id))
    .limit(1);
  if (row) return row.id;
  const [wh] = await tx.select({ name: basWarehouse.name }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, tenantId), eq(basWarehouse.id, warehouseId)));
  throw new AppError('stockNoSupplier', { warehouse: wh?.name ?? String(warehouseId) });
}
