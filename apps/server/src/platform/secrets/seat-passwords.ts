/** Call-centre seat passwords (psdOf400) are stored sealed; rows written in clear (the demo seed, older databases) are sealed at start-up. */
import { and, eq, ne, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sysUser } from '../users/user.table.ts';
import type { SecretBox } from './secret-box.ts';

export async function sealSeatPasswords(database: Database, box: SecretBox): Promise<number> {
  return database.db.transaction(async (tx) => {
    const clear = await tx
      .select({ id: sysUser.id, psdOf400: sysUser.psdOf400 })
      .from(sysUser)
      .where(and(ne(sysUser.psdOf400, ''), notLike(sysUser.psdOf400, 'v1:%')))
      .for('update');
    for (const row of clear) await tx.update(sysUser).set({ psdOf400: box.seal(row.psdOf400) }).where(eq(sysUser.id, row.id));
    return clear.length;
  });
}
