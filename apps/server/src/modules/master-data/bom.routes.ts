/** Parts BOMs (/basic/basPartsBom, generic with lines) and their change records (/basic/basPartsBomChange, read-only). */
import { partsBomChangeResource, partsBomResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { bomLineParts, recordBomChanges, recordBomDelete } from './bom.hooks.ts';
import { basPartsBom, basPartsBomChange, basPartsBomLine } from './bom.table.ts';
import { allOf, references } from './master-data.hooks.ts';
import { basItem } from './master-data.table.ts';

export function bomRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, partsBomResource, {
    table: basPartsBom,
    linesTable: basPartsBomLine,
    hooks: { beforeWrite: allOf(references({ itemId: basItem }), bomLineParts), afterWrite: recordBomChanges, beforeDelete: recordBomDelete },
  });
  resourceRoutes(app, deps, partsBomChangeResource, { table: basPartsBomChange });
}
