/** Named hooks of the customer resources: who sees which rows, the area chain, the registering organisation, asset defaults. */
import type { FieldError } from '@as/shared';
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { FieldErrors } from '../../http/errors.ts';
import { containsPattern, type FilterOf, prefixPattern } from '../../http/resource/resource.repository.ts';
import type { ResourceHooks } from '../../http/resource/resource.routes.ts';
import { basBuyChannel, basBuyShop, basItem, checkSerial, companyConfigOf, notReferenced, references } from '../master-data/index.ts';
import { areasByIds, findItem, findShop, serialTaken, visibleProfile } from './customer.repository.ts';
import { registration } from './customer.service.ts';
import { basCustAsset, basCustProfile, basCustProfileSearch } from './customer.table.ts';

/** An outlet sees the profiles it registered, a centre those of its outlets (the organisation tree below it), headquarters all. */
export const profileScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: basCustProfile.deptId, owner: basCustProfile.createdBy });

/** An asset is seen with its customer. */
export const assetScope = (viewer: Viewer): SQL | undefined => {
  const profiles = profileScope(viewer);
  return profiles && sql`${basCustAsset.custId} in (select ${basCustProfile.id} from ${basCustProfile} where ${profiles})`;
};

const AREA_CHAIN = [
  ['provinceId', '1'],
  ['cityId', '2'],
  ['districtId', '3'],
] as const;

/**
 * Province, city and district form a chain down the area tree: each given one sits at its level under the one
 * before it, and none is given without those before it ("select province/city/district").
 */
const areaChain: NonNullable<ResourceHooks['beforeWrite']> = async (tx, auth, value, current) => {
  const merged = AREA_CHAIN.map(([field, level]) => ({ field, level, id: (field in value ? value[field] : current?.[field]) as number | null | undefined }));
  const ids = merged.map((a) => a.id).filter((id): id is number => id != null);
  if (!ids.length) return;
  const areas = new Map((await areasByIds(tx, auth.tenantId, ids)).map((a) => [Number(a.id), a]));
  const errors: FieldError[] = [];
  let parent = -1;
  for (const { field, level, id } of merged) {
    if (id == null) {
      if (merged.some((later) => later.level > level && later.id != null)) errors.push({ field, code: 'selectArea' });
      break;
    }
    const area = areas.get(id);
    if (!area) errors.push({ field, code: 'notFound' });
    else if (area.level !== level || Number(area.parentId) !== parent) errors.push({ field, code: 'selectArea' });
    parent = id;
  }
  if (errors.length) throw new FieldErrors(errors);
};

/** A keyword shorter than a trigram: the trigram index cannot look it up. */
const SHORT_KEYWORD = 3;

/**
 * Phone or name contains the keyword: the ids come from the trigram index (through the search view), the rows from
 * the table. A keyword of one or two characters (a surname, 王; a short name, 王伟) has no trigram to look up, and
 * contained anywhere it would test every profile of the tenant: it finds the names that begin with it (surname
 * first, any case), from the name-prefix index (bas_cust_profile_name_prefix_idx).
 */
const keywordFilter: FilterOf = (values, tenantId) => {
  const view = basCustProfileSearch;
  const matches = or(
    ...values.map((v) => ([...v].length < SHORT_KEYWORD ? sql`lower(${view.keyword}) like lower(${prefixPattern(v)})` : ilike(view.keyword, containsPattern(v)))),
  );
  // offset 0 keeps the lookup a query of its own: flattened into the outer one, the planner would rather walk the
  // primary key backwards for the page's order, testing every row, than ask the index for the matches.
  return sql`${basCustProfile.id} in (select ${view.id} from ${view} where ${view.tenantId} = ${tenantId} and ${matches} offset 0)`;
};

export const profileHooks: ResourceHooks = {
  scope: profileScope,
  filters: { keyword: keywordFilter },
  async beforeWrite(tx, auth, value, current, lines) {
    await areaChain(tx, auth, value, current, lines);
    // The registering organisation owns the profile; it does not change with later edits.
    if (!current) Object.assign(value, await registration(tx, auth));
    // A rejected profile, once corrected, waits for review again when the company reviews profiles by hand.
    else if (current.reviewStatus === 'rejected' && (await companyConfigOf(tx, auth.tenantId)).custProfileReview) value.reviewStatus = 'pending';
  },
  beforeDelete: notReferenced([basCustAsset, basCustAsset.custId]),
};

const assetReferences = references({ itemId: basItem, channelId: basBuyChannel, shopId: basBuyShop });

/**
 * What the company configuration asks of a serial number: one asset per serial number (barcodeUnique), and a serial
 * number registered in the barcode library for the asset's model (barcodeCheck: "serial code not registered",
 * "product for serial code not found").
 */
const serialRules: NonNullable<ResourceHooks['beforeWrite']> = async (tx, auth, value, current) => {
  const serialNo = String(value.serialNo ?? current?.serialNo);
  const itemId = Number(value.itemId ?? current?.itemId);
  if (!('serialNo' in value) && !('itemId' in value)) return;
  const config = await companyConfigOf(tx, auth.tenantId);
  if (config.barcodeUnique && 'serialNo' in value && (await serialTaken(tx, auth.tenantId, serialNo, current ? Number(current.id) : undefined)))
    throw new FieldErrors([{ field: 'serialNo', code: 'duplicate' }]);
  if (!config.barcodeCheck) return;
  const barcode = await checkSerial(tx, auth.tenantId, serialNo);
  if (Number(barcode.itemId) !== itemId) throw new FieldErrors([{ field: 'itemId', code: 'notAnOption' }]);
};

export const assetHooks: ResourceHooks = {
  scope: assetScope,
  async beforeWrite(tx, auth, value, current, lines) {
    const custId = value.custId;
    if (custId != null && !(await visibleProfile(tx, auth.tenantId, Number(custId), profileScopeOf(auth)))) throw new FieldErrors([{ field: 'custId', code: 'notFound' }]);
    await assetReferences(tx, auth, value, current, lines);
    await serialRules(tx, auth, value, current, lines);
    // A shop belongs to its channel: the channel follows from the shop when not given, and must match when given.
    const shopId = 'shopId' in value ? value.shopId : current?.shopId;
    if (shopId != null) {
      const shop = (await findShop(tx, auth.tenantId, Number(shopId)))!;
      const channelId = 'channelId' in value ? value.channelId : current?.channelId;
      if (channelId == null) value.channelId = shop.channelId;
      else if (Number(channelId) !== Number(shop.channelId)) throw new FieldErrors([{ field: 'shopId', code: 'notAnOption' }]);
    }
    // The warranty is the model's unless given.
    if (!current && value.warrantyMonths == null) value.warrantyMonths = (await findItem(tx, auth.tenantId, Number(value.itemId)))!.warrantyMonths;
  },
};

function profileScopeOf(viewer: Viewer): SQL[] {
  const condition = profileScope(viewer);
  return condition ? [condition] : [];
}
