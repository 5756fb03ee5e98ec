/**
 * Pricing routes: /basic/sfSettleStandard/* and /basic/sfSettleCoefficient/* (the generic resource routes, with the
 * overlap rule as their write hook), /basic/sfCostFormula/* (getListPage, getById, saveOrUpdate: always a new
 * version) and /basic/sfOrderPricing/* (getByOrder, override, reprice, getNoStandardList). Bodies are zod-checked,
 * each verb has its permission, each runs in one transaction.
 */
import { bizOk, COST_FORMULA_PERMISSIONS, MAX_CENTS, ORDER_PRICING_PERMISSIONS, page, parseScaled, moneyRuleOf, settleCoefficientResource, settleStandardResource } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { allOf, basArea, basItemCategory, basServiceType, companyConfigOf, references } from '../master-data/index.ts';
import { coefficientCheck, formulaVersions, orderPricing, overridePrice, repriceOrder, saveFormula, standardCheck, unpricedOrders } from './pricing.service.ts';
import { sfCostFormula, sfSettleCoefficient, sfSettleStandard } from './pricing.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Money = z.union([z.string().max(32), z.number()]).refine((v) => {
  const scaled = parseScaled(v, 2);
  return scaled !== null && scaled >= 0 && scaled <= MAX_CENTS;
}, 'formatError');
/** An instant as the contract writes it (yyyy-MM-dd HH:mm:ss) or ISO. */
const Instant = z.string().trim().max(32).refine((v) => !Number.isNaN(new Date(v).getTime()), 'formatError');

const brief = (row: { id: number; orderNo: string; feeService: string; feeTotal: string; version: number }) => ({ id: row.id, orderNo: row.orderNo, feeService: row.feeService, feeTotal: row.feeTotal, version: row.version });

export function pricingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  resourceRoutes(app, deps, settleStandardResource, {
    table: sfSettleStandard,
    hooks: { beforeWrite: allOf(references({ serviceTypeId: basServiceType, categoryId: basItemCategory, areaId: basArea }), standardCheck) },
  });
  resourceRoutes(app, deps, settleCoefficientResource, { table: sfSettleCoefficient, hooks: { beforeWrite: coefficientCheck } });

  const formulaBase = '/basic/sfCostFormula';
  const formulaTags = ['sfCostFormula'];
  r.post(`${formulaBase}/getListPage`, { config: { access: COST_FORMULA_PERMISSIONS.view, read: true }, schema: { tags: formulaTags, body: z.looseObject({}).nullish() } }, async (request) => {
    const auth = authOf(request);
    // With the tenant's money rule, which the screen's trial applies as pricing does.
    const { rows, config } = await inTenant(auth, async (tx) => ({ rows: await formulaVersions(tx, auth.tenantId), config: await companyConfigOf(tx, auth.tenantId) }));
    return bizOk({ ...page(rows, rows.length, 1, Math.max(rows.length, 1)), moneyRule: moneyRuleOf(config) });
  });
  r.post(`${formulaBase}/getById`, { config: { access: COST_FORMULA_PERMISSIONS.view, read: true }, schema: { tags: formulaTags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [row] = await inTenant(auth, (tx) => tx.select().from(sfCostFormula).where(and(eq(sfCostFormula.tenantId, auth.tenantId), eq(sfCostFormula.id, request.body.id))));
    if (!row) throw new AppError('notFound');
    return bizOk(row);
  });
  // The spec's saveOrUpdate: a formula is never edited, so every save is a new version (an id sent is ignored).
  r.post(
    `${formulaBase}/saveOrUpdate`,
    {
      config: { access: COST_FORMULA_PERMISSIONS.add, title: 'cost formula save' },
      schema: { tags: formulaTags, body: z.object({ id: Id.nullish(), formula: z.string().max(2000), effectiveFrom: Instant.nullish(), remark: z.string().trim().max(500).nullish() }) },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => saveFormula(tx, auth, request.body)));
    },
  );

  const pricingBase = '/basic/sfOrderPricing';
  const pricingTags = ['sfOrderPricing'];
  r.post(`${pricingBase}/getByOrder`, { config: { access: ORDER_PRICING_PERMISSIONS.view, read: true }, schema: { tags: pricingTags, body: z.object({ orderId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => orderPricing(tx, auth, request.body.orderId)));
  });
  r.post(`${pricingBase}/getNoStandardList`, { config: { access: ORDER_PRICING_PERMISSIONS.view, read: true }, schema: { tags: pricingTags } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => unpricedOrders(tx, auth)));
  });
  r.post(
    `${pricingBase}/override`,
    { config: { access: ORDER_PRICING_PERMISSIONS.override, title: 'order price override' }, schema: { tags: pricingTags, body: z.object({ id: Id, version: Version, amount: Money, reason: z.string().trim().min(1).max(500) }) } },
    async (request) => {
      const auth = authOf(request);
      const { amount, ...rest } = request.body;
      return bizOk(brief(await inTenant(auth, (tx) => overridePrice(tx, auth, { ...rest, amount: String(amount) }))));
    },
  );
  r.post(`${pricingBase}/reprice`, { config: { access: ORDER_PRICING_PERMISSIONS.reprice, title: 'order reprice' }, schema: { tags: pricingTags, body: z.object({ id: Id, version: Version }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(brief(await inTenant(auth, (tx) => repriceOrder(tx, auth, request.body))));
  });
}
