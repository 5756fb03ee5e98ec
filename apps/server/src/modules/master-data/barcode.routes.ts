/**
 * The barcode library (/basic/basItemBarcode, generic with import and export) and the serial code generator
 * (/basic/basCompanyBarcodeGenerate: its batches listed and exported, and generate).
 */
import { barcodeGenerateResource, bizOk, itemBarcodeResource, permissionsOf } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { generateBarcodes } from './barcode.service.ts';
import { basBarcodeGenerate, basItemBarcode } from './barcode.table.ts';
import { references } from './master-data.hooks.ts';
import { basItem } from './master-data.table.ts';

export function barcodeRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, itemBarcodeResource, { table: basItemBarcode, hooks: { beforeWrite: references({ itemId: basItem }) } });
  resourceRoutes(app, deps, barcodeGenerateResource, { table: basBarcodeGenerate });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const { name } = barcodeGenerateResource;
  r.post(
    `/basic/${name}/generate`,
    { config: { access: permissionsOf(barcodeGenerateResource.permission).add, title: `${name} generate` }, schema: { tags: [name], body: z.record(z.string(), z.unknown()) } },
    async (request) => {
      const auth = authOf(request);
      const batch = await deps.database.withTenant(auth.tenantId, async (tx) => {
        const id = await generateBarcodes(tx, auth, request.body);
        return deps.resources.get(name)!.get(tx, auth.tenantId, id);
      });
      return bizOk(batch);
    },
  );
}
