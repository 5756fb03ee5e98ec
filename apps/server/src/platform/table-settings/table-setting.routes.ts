/** Column settings of a grid, per user and table: saved from the column-settings panel, restored on the next visit. */
import { bizOk } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { sysTableSetting } from './table-setting.table.ts';

const TableName = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/);
const Column = z.object({
  field: z.string().min(1).max(64),
  title: z.string().max(128).default(''),
  visible: z.boolean(),
  width: z.number().int().min(20).max(2000).nullish(),
});

export function tableSettingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/basic/tableSetting/save',
    {
      config: { access: 'user', title: 'save column settings' },
      schema: {
        tags: ['tableSetting'],
        // The spec's client posts the list as a JSON string in `json`; an array is accepted too.
        body: z.object({ tableName: TableName, json: z.union([z.string().max(100_000), z.array(z.unknown())]) }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const raw = typeof request.body.json === 'string' ? safeJson(request.body.json) : request.body.json;
      const columns = z.array(Column).max(300).parse(raw);
      await deps.database.withTenant(auth.tenantId, (tx) =>
        tx
          .insert(sysTableSetting)
          .values({ tenantId: auth.tenantId, userId: auth.userId, tableName: request.body.tableName, columns })
          .onConflictDoUpdate({ target: [sysTableSetting.tenantId, sysTableSetting.userId, sysTableSetting.tableName], set: { columns, updatedAt: new Date() } }),
      );
      return bizOk(true);
    },
  );

  r.post(
    '/basic/tableSetting/get',
    { config: { access: 'user', read: true }, schema: { tags: ['tableSetting'], body: z.object({ tableName: TableName }) } },
    async (request) => {
      const auth = authOf(request);
      const [row] = await deps.database.withTenant(auth.tenantId, (tx) =>
        tx
          .select({ columns: sysTableSetting.columns })
          .from(sysTableSetting)
          .where(and(eq(sysTableSetting.tenantId, auth.tenantId), eq(sysTableSetting.userId, auth.userId), eq(sysTableSetting.tableName, request.body.tableName))),
      );
      return bizOk({ data: row?.columns ?? null });
    },
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
