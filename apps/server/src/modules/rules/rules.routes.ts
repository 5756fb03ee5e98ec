/** The rules resources, served by the generic resource routes from their shared metadata; their exceptions are named hooks. */
import { localeResource, manufacturerResource, partsOrderRuleResource, pushRuleResource, recallSettingResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { allOf, notReferenced, references } from '../master-data/index.ts';
import { localeCheck, notDefaultLocale, partsOrderRuleCheck, pushRuleCheck, recallSettingCheck } from './rules.hooks.ts';
import { basLocale, basManufacturer, basPartsOrderRule, basPushRule, basRecallSetting, basRecallSettingLine } from './rules.table.ts';

export function rulesRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, pushRuleResource, { table: basPushRule, hooks: { beforeWrite: pushRuleCheck } });
  resourceRoutes(app, deps, recallSettingResource, { table: basRecallSetting, linesTable: basRecallSettingLine, hooks: { beforeWrite: recallSettingCheck } });
  resourceRoutes(app, deps, manufacturerResource, { table: basManufacturer, hooks: { beforeDelete: notReferenced([basPartsOrderRule, basPartsOrderRule.manufacturerId]) } });
  resourceRoutes(app, deps, partsOrderRuleResource, {
    table: basPartsOrderRule,
    hooks: { beforeWrite: allOf(references({ manufacturerId: basManufacturer }), partsOrderRuleCheck) },
  });
  resourceRoutes(app, deps, localeResource, { table: basLocale, hooks: { beforeWrite: localeCheck, beforeDelete: notDefaultLocale } });
}
