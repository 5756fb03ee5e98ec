/** Master data: every resource here is served by the generic resource routes from its shared metadata. */
import { areaResource, serviceTypeResource, slaResource } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { basArea, basServiceType, basSla, basSlaLine } from './master-data.table.ts';

export function masterDataRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, serviceTypeResource, { table: basServiceType });
  resourceRoutes(app, deps, slaResource, {
    table: basSla,
    linesTable: basSlaLine,
    hooks: {
      // A reminder comes before the deadline it warns of.
      async beforeWrite(_tx, _auth, _value, _current, lines) {
        const late = (lines ?? []).flatMap((line, i) =>
          Number(line.reminderMinutes) >= Number(line.standardMinutes) ? [{ field: `lines[${i}].reminderMinutes`, code: 'maxValue' as const, params: { n: Number(line.standardMinutes) - 1 } }] : [],
        );
        if (late.length) throw new FieldErrors(late);
      },
    },
  });
  resourceRoutes(app, deps, areaResource, {
    table: basArea,
    hooks: {
      // A child sits one level below its parent (province 1, city 2, district 3); a node with children stays.
      async beforeWrite(tx, auth, value, current) {
        const parentId = (value.parentId ?? current?.parentId ?? -1) as number;
        const level = Number(value.level ?? current?.level);
        if (parentId === -1) {
          if (level !== 1) throw new FieldErrors([{ field: 'level', code: 'formatError' }]);
          return;
        }
        if (current && parentId === current.id) throw new FieldErrors([{ field: 'parentId', code: 'formatError' }]);
        const [parent] = await tx
          .select({ level: basArea.level })
          .from(basArea)
          .where(and(eq(basArea.tenantId, auth.tenantId), eq(basArea.id, parentId), isNull(basArea.deletedAt)));
        if (!parent) throw new FieldErrors([{ field: 'parentId', code: 'notFound' }]);
        if (level !== Number(parent.level) + 1) throw new FieldErrors([{ field: 'level', code: 'formatError' }]);
      },
      async beforeDelete(tx, auth, row) {
        const children = await tx
          .select({ id: basArea.id })
          .from(basArea)
          .where(and(eq(basArea.tenantId, auth.tenantId), eq(basArea.parentId, row.id as number), isNull(basArea.deletedAt)))
          .limit(1);
        if (children.length) throw new AppError('inUse');
      },
    },
  });
}
