/** Master data: every resource here is served by the generic resource routes from its shared metadata. */
import {
  areaResource,
  bizOk,
  buyChannelResource,
  buyShopResource,
  checkSubjectResource,
  faultReasonResource,
  faultSymptomResource,
  finSubjectResource,
  fixMethodResource,
  itemCategoryResource,
  itemPriceResource,
  itemResource,
  knowledgeTypeResource,
  listSpecOf,
  MAX_PAGE_SIZE,
  parseListQuery,
  permissionsOf,
  partsCategoryResource,
  partsResource,
  serviceTypeResource,
  slaResource,
  specialFeeSubjectResource,
  warehouseResource,
} from '@as/shared';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { basBarcodeGenerate, basItemBarcode } from './barcode.table.ts';
import { partsNotInBom } from './bom.hooks.ts';
import { basPartsBom } from './bom.table.ts';
import { allOf, notReferenced, references, treeParent } from './master-data.hooks.ts';
import {
  basArea,
  basBuyChannel,
  basBuyShop,
  basCheckSubject,
  basFaultReason,
  basFaultSymptom,
  basFinSubject,
  basFixMethod,
  basItem,
  basItemCategory,
  basItemPrice,
  basKnowledgeType,
  basParts,
  basPartsCategory,
  basServiceType,
  basSla,
  basSlaLine,
  basWarehouse,
  basWarehouseLocation,
  sfSpecialFeeSubject,
} from './master-data.table.ts';

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

  resourceRoutes(app, deps, itemCategoryResource, {
    table: basItemCategory,
    hooks: {
      beforeWrite: treeParent(basItemCategory),
      beforeDelete: notReferenced([basItemCategory, basItemCategory.parentId], [basItem, basItem.categoryId], [basFaultSymptom, basFaultSymptom.categoryId]),
    },
  });
  resourceRoutes(app, deps, itemResource, {
    table: basItem,
    hooks: {
      beforeWrite: references({ categoryId: basItemCategory }),
      beforeDelete: notReferenced(
        [basItemPrice, basItemPrice.itemId],
        [basItemBarcode, basItemBarcode.itemId],
        [basBarcodeGenerate, basBarcodeGenerate.itemId],
        [basPartsBom, basPartsBom.itemId],
      ),
    },
  });
  resourceRoutes(app, deps, itemPriceResource, {
    table: basItemPrice,
    hooks: {
      beforeWrite: allOf(references({ itemId: basItem }), async (tx, auth, value, current) => {
        const merged = { ...current, ...value };
        if (merged.validTo && String(merged.validTo) < String(merged.validFrom)) throw new FieldErrors([{ field: 'validTo', code: 'minValue', params: { n: String(merged.validFrom) } }]);
        // One price per model, kind and start date.
        const taken = await tx
          .select({ id: basItemPrice.id })
          .from(basItemPrice)
          .where(
            and(
              eq(basItemPrice.tenantId, auth.tenantId),
              isNull(basItemPrice.deletedAt),
              eq(basItemPrice.itemId, Number(merged.itemId)),
              eq(basItemPrice.priceType, String(merged.priceType)),
              eq(basItemPrice.validFrom, String(merged.validFrom)),
              current ? ne(basItemPrice.id, Number(current.id)) : undefined,
            ),
          )
          .limit(1);
        if (taken.length) throw new FieldErrors([{ field: 'validFrom', code: 'duplicate' }]);
      }),
    },
  });
  resourceRoutes(app, deps, buyChannelResource, { table: basBuyChannel, hooks: { beforeDelete: notReferenced([basBuyShop, basBuyShop.channelId]) } });
  resourceRoutes(app, deps, buyShopResource, { table: basBuyShop, hooks: { beforeWrite: references({ channelId: basBuyChannel }) } });
  resourceRoutes(app, deps, warehouseResource, { table: basWarehouse, linesTable: basWarehouseLocation, hooks: { beforeWrite: references({ deptId: sysDept }) } });
  resourceRoutes(app, deps, partsCategoryResource, {
    table: basPartsCategory,
    hooks: { beforeWrite: treeParent(basPartsCategory), beforeDelete: notReferenced([basPartsCategory, basPartsCategory.parentId], [basParts, basParts.categoryId]) },
  });
  resourceRoutes(app, deps, partsResource, {
    table: basParts,
    hooks: {
      beforeWrite: allOf(references({ categoryId: basPartsCategory }), async (_tx, _auth, value, current) => {
        // An application may ask for at least the minimum and at most the maximum (0: no maximum).
        const min = Number(value.minApply ?? current?.minApply ?? 0);
        const max = Number(value.maxApply ?? current?.maxApply ?? 0);
        if (max > 0 && min > max) throw new FieldErrors([{ field: 'minApply', code: 'maxValue', params: { n: max } }]);
      }),
      beforeDelete: partsNotInBom,
    },
  });
  resourceRoutes(app, deps, faultSymptomResource, {
    table: basFaultSymptom,
    hooks: { beforeWrite: references({ categoryId: basItemCategory }), beforeDelete: notReferenced([basFaultReason, basFaultReason.symptomId]) },
  });
  resourceRoutes(app, deps, faultReasonResource, {
    table: basFaultReason,
    hooks: { beforeWrite: references({ symptomId: basFaultSymptom }), beforeDelete: notReferenced([basFixMethod, basFixMethod.reasonId]) },
  });
  resourceRoutes(app, deps, fixMethodResource, { table: basFixMethod, hooks: { beforeWrite: references({ reasonId: basFaultReason }) } });
  resourceRoutes(app, deps, checkSubjectResource, {
    table: basCheckSubject,
    hooks: { beforeWrite: treeParent(basCheckSubject), beforeDelete: notReferenced([basCheckSubject, basCheckSubject.parentId]) },
  });
  resourceRoutes(app, deps, specialFeeSubjectResource, { table: sfSpecialFeeSubject });
  resourceRoutes(app, deps, finSubjectResource, { table: basFinSubject });
  resourceRoutes(app, deps, knowledgeTypeResource, {
    table: basKnowledgeType,
    hooks: { beforeWrite: treeParent(basKnowledgeType), beforeDelete: notReferenced([basKnowledgeType, basKnowledgeType.parentId]) },
  });
  itemPriceLookups(app, deps);
}

/** The spec's model-price lookups beside the generic routes: every price of a model, and the one in effect on a day. */
function itemPriceLookups(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/basic/${itemPriceResource.name}`;
  const access = permissionsOf(itemPriceResource.permission).view;
  const spec = listSpecOf(itemPriceResource);
  const repo = () => deps.resources.get(itemPriceResource.name)!;
  const ItemId = z.coerce.number().int().positive();

  r.post(`${base}/getItemPriceByItemId`, { config: { access, read: true }, schema: { tags: [itemPriceResource.name], body: z.object({ itemId: ItemId }) } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery({ filters: { itemId: String(request.body.itemId) }, sort: 'validFrom', order: 'desc', size: MAX_PAGE_SIZE, searchCount: false }, spec);
    const { records } = await deps.database.withTenant(auth.tenantId, (tx) => repo().list(tx, auth.tenantId, query));
    return bizOk(records);
  });

  // The enabled price of the kind whose validity covers the day (today when not given), the latest start winning; null when none.
  r.post(
    `${base}/getItemPrice`,
    {
      config: { access, read: true },
      schema: { tags: [itemPriceResource.name], body: z.object({ itemId: ItemId, priceType: z.string().min(1).max(16), date: z.iso.date().optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      const { itemId, priceType, date = new Date().toISOString().slice(0, 10) } = request.body;
      const query = parseListQuery({ filters: { itemId: String(itemId), priceType }, sort: 'validFrom', order: 'desc', size: 1, searchCount: false }, spec);
      const inEffect = [eq(basItemPrice.enabled, true), lte(basItemPrice.validFrom, date), or(isNull(basItemPrice.validTo), gte(basItemPrice.validTo, date))!];
      const { records } = await deps.database.withTenant(auth.tenantId, (tx) => repo().list(tx, auth.tenantId, query, inEffect));
      return bizOk(records[0] ?? null);
    },
  );
}
