/** Which warehouses a caller acts for: the stock screens, the stock documents and the parts applications all ask it. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { basWarehouse } from '../master-data/index.ts';

/** The warehouses of the caller's organisation scope (headquarters all, a centre its region, an outlet its own), as a subquery; undefined: all. */
export function warehouseScope(viewer: Viewer): SQL | undefined {
  const own = orgScope(viewer, { dept: basWarehouse.deptId, owner: basWarehouse.createdBy });
  return own && sql`(select ${basWarehouse.id} from ${basWarehouse} where ${and(eq(basWarehouse.tenantId, viewer.tenantId), own)})`;
}
