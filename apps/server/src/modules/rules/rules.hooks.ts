/**
 * The named hooks of the rules resources: push templates that name only fillable placeholders and no duplicate
 * push rules, return-visit questions that fit the chosen service type, one ordering rule per manufacturer and
 * outlet level, and locales with a real code, currency and time zone of which exactly one is the default.
 */
import { type FieldError, unknownPlaceholders } from '@as/shared';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { ResourceHooks } from '../../http/resource/resource.routes.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { basItemCategory, basServiceType } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { basLocale, basPartsOrderRule, basPushRule } from './rules.table.ts';

type WriteCheck = NonNullable<ResourceHooks['beforeWrite']>;
type DeleteCheck = NonNullable<ResourceHooks['beforeDelete']>;

/** The record as it will be after the write: what is sent over what is stored. */
const merged = (value: Row, current: Row | null): Row => ({ ...current, ...value });

/** A column equal to a value, an empty value meaning an empty column. */
const same = (column: PgColumn, value: unknown): SQL => (value === null || value === undefined ? isNull(column) : eq(column, value));

/** A template names only placeholders the sender can fill; no other live rule sends the same event to the same recipient over the same channel for the same orders. */
export const pushRuleCheck: WriteCheck = async (tx, auth, value, current) => {
  const rule = merged(value, current);
  const unknown = unknownPlaceholders(String(rule.template ?? ''));
  if (unknown.length) throw new FieldErrors([{ field: 'template', code: 'unknownPlaceholder', params: { names: unknown.map((n) => `{${n}}`).join(' ') } }]);
  const twin = await tx
    .select({ id: basPushRule.id })
    .from(basPushRule)
    .where(
      and(
        eq(basPushRule.tenantId, auth.tenantId),
        isNull(basPushRule.deletedAt),
        eq(basPushRule.event, String(rule.event)),
        eq(basPushRule.target, String(rule.target)),
        eq(basPushRule.channel, String(rule.channel)),
        same(basPushRule.orderType, rule.orderType),
        same(basPushRule.urgency, rule.urgency),
        current ? ne(basPushRule.id, Number(current.id)) : undefined,
      ),
    )
    .limit(1);
  if (twin.length) throw new FieldErrors([{ field: 'event', code: 'duplicate' }]);
};

/** The service type, when chosen, is one of the setting's order type; a score item can score at least 1. */
export const recallSettingCheck: WriteCheck = async (tx, auth, value, current, lines) => {
  const setting = merged(value, current);
  const errors: FieldError[] = [];
  if (setting.serviceTypeId !== null && setting.serviceTypeId !== undefined) {
    const [serviceType] = await tx
      .select({ orderType: basServiceType.orderType })
      .from(basServiceType)
      .where(and(eq(basServiceType.tenantId, auth.tenantId), eq(basServiceType.id, Number(setting.serviceTypeId)), isNull(basServiceType.deletedAt)));
    if (!serviceType) errors.push({ field: 'serviceTypeId', code: 'notFound' });
    else if (serviceType.orderType !== setting.orderType) errors.push({ field: 'serviceTypeId', code: 'notAnOption' });
  }
  (lines ?? []).forEach((line, i) => {
    if (line.answerType === 'score' && Number(line.maxScore ?? 0) < 1) errors.push({ field: `lines[${i}].maxScore`, code: 'minValue', params: { n: 1 } });
  });
  errors.push(...(await recallTargetsExist(tx, auth.tenantId, setting)));
  if (errors.length) throw new FieldErrors(errors);
};

/** The return-visit setup's sampling conditions name rows of the tenant: a product category, an outlet, an engineer of that outlet. */
async function recallTargetsExist(tx: Parameters<WriteCheck>[0], tenantId: number, setting: Row): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const given = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const category = given(setting.itemCategoryId);
  if (category !== null && !(await tx.select({ id: basItemCategory.id }).from(basItemCategory).where(and(eq(basItemCategory.tenantId, tenantId), eq(basItemCategory.id, category)))).length) {
    errors.push({ field: 'itemCategoryId', code: 'notFound' });
  }
  const site = given(setting.siteId);
  const [siteRow] = site === null ? [] : await tx.select({ id: snSite.id, deptId: snSite.deptId }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, site), isNull(snSite.deletedAt)));
  if (site !== null && !siteRow) errors.push({ field: 'siteId', code: 'notFound' });
  const engineer = given(setting.engineerId);
  if (engineer !== null) {
    const [found] = await tx.select({ deptId: snSiteEngineer.deptId }).from(snSiteEngineer).where(and(eq(snSiteEngineer.tenantId, tenantId), eq(snSiteEngineer.id, engineer), isNull(snSiteEngineer.deletedAt)));
    if (!found) errors.push({ field: 'engineerId', code: 'notFound' });
    else if (siteRow && found.deptId !== siteRow.deptId) errors.push({ field: 'engineerId', code: 'notAnOption' });
  }
  return errors;
}

/** One live ordering rule per manufacturer and outlet level. */
export const partsOrderRuleCheck: WriteCheck = async (tx, auth, value, current) => {
  const rule = merged(value, current);
  const twin = await tx
    .select({ id: basPartsOrderRule.id })
    .from(basPartsOrderRule)
    .where(
      and(
        eq(basPartsOrderRule.tenantId, auth.tenantId),
        isNull(basPartsOrderRule.deletedAt),
        eq(basPartsOrderRule.manufacturerId, Number(rule.manufacturerId)),
        eq(basPartsOrderRule.siteLevel, String(rule.siteLevel)),
        current ? ne(basPartsOrderRule.id, Number(current.id)) : undefined,
      ),
    )
    .limit(1);
  if (twin.length) throw new FieldErrors([{ field: 'siteLevel', code: 'duplicate' }]);
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const isLocaleCode = (code: string) => {
  try {
    // Written as BCP 47 spells it: zh-CN, en-US, es-ES (not zh_cn).
    return Intl.getCanonicalLocales(code)[0] === code;
  } catch {
    return false;
  }
};
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * A locale has a BCP 47 code, an ISO 4217 currency and an IANA time zone. Exactly one live locale is the default:
 * making one the default takes it from the others; the default cannot be switched off or disabled, only replaced;
 * and a tenant's first locale must be its default.
 */
export const localeCheck: WriteCheck = async (tx, auth, value, current) => {
  const locale = merged(value, current);
  const errors: FieldError[] = [];
  if (value.code !== undefined && !isLocaleCode(String(value.code))) errors.push({ field: 'code', code: 'formatError' });
  if (value.currency !== undefined && !CURRENCIES.has(String(value.currency))) errors.push({ field: 'currency', code: 'formatError' });
  if (value.timeZone !== undefined && !isTimeZone(String(value.timeZone))) errors.push({ field: 'timeZone', code: 'formatError' });
  const isDefault = locale.isDefault === true;
  if (isDefault && locale.enabled === false) errors.push({ field: 'enabled', code: 'defaultLocaleEnabled' });
  if (errors.length) throw new FieldErrors(errors);

  const others = and(eq(basLocale.tenantId, auth.tenantId), isNull(basLocale.deletedAt), eq(basLocale.isDefault, true), current ? ne(basLocale.id, Number(current.id)) : undefined);
  if (isDefault) {
    await tx.update(basLocale).set({ isDefault: false, updatedBy: auth.userId, updatedAt: new Date() }).where(others);
    return;
  }
  if (current?.isDefault) throw new AppError('defaultLocaleNeeded');
  const [anyDefault] = await tx.select({ id: basLocale.id }).from(basLocale).where(others).limit(1);
  if (!anyDefault) throw new AppError('defaultLocaleNeeded');
};

/** The default locale goes only after another has become the default. */
export const notDefaultLocale: DeleteCheck = async (_tx, _auth, row) => {
  if (row.isDefault) throw new AppError('defaultLocaleNeeded');
};
