/** SQL of the customer module beyond the generic resource routes: duplicates by phone, review decisions, lookups. */
import { type CustReviewStatus, maskMobile } from '@as/shared';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { basArea, basBuyShop, basItem } from '../master-data/index.ts';
import { basCustAsset, basCustProfile } from './customer.table.ts';

const liveProfile = (tenantId: number) => and(eq(basCustProfile.tenantId, tenantId), isNull(basCustProfile.deletedAt));

/** A profile outside the caller's data scope: only that it exists, with the number masked. */
export interface HiddenDuplicate {
  visible: false;
  phone: string;
}

/**
 * Live profiles of the tenant whose phone or second contact is this number (not the one being edited), newest
 * first; `visible` says whether the caller's data scope lets them open it, and those they may not open say nothing
 * of whose they are.
 */
export async function profilesByPhone(db: Conn, tenantId: number, phone: string, scope: SQL[], exceptId?: number) {
  const visible = scope.length ? sql<boolean>`(${and(...scope)})` : sql<boolean>`true`;
  const rows = await db
    .select({
      id: basCustProfile.id,
      userLastName: basCustProfile.userLastName,
      userFirstName: basCustProfile.userFirstName,
      phone: basCustProfile.phone,
      secondPhone: basCustProfile.secondPhone,
      address: basCustProfile.address,
      deptId: basCustProfile.deptId,
      reviewStatus: basCustProfile.reviewStatus,
      visible,
    })
    .from(basCustProfile)
    .where(
      and(
        liveProfile(tenantId),
        or(eq(basCustProfile.phone, phone), eq(basCustProfile.secondPhone, phone)),
        exceptId ? ne(basCustProfile.id, exceptId) : undefined,
      ),
    )
    .orderBy(sql`${basCustProfile.id} desc`)
    .limit(20);
  return rows.map((row) => (row.visible ? row : ({ visible: false, phone: maskMobile(phone) } satisfies HiddenDuplicate)));
}

/**
 * Guarded review decision: only live profiles of the tenant, in the caller's scope, still in the `from` state change;
 * the ids that changed.
 */
export async function decideReview(
  db: Conn,
  tenantId: number,
  userId: number,
  ids: number[],
  scope: SQL[],
  from: CustReviewStatus,
  to: CustReviewStatus,
  remark: string | null,
): Promise<number[]> {
  const rows = await db
    .update(basCustProfile)
    .set({ reviewStatus: to, reviewRemark: remark, reviewedBy: userId, reviewedAt: new Date(), updatedBy: userId, updatedAt: new Date() })
    .where(and(liveProfile(tenantId), inArray(basCustProfile.id, ids), eq(basCustProfile.reviewStatus, from), ...scope))
    .returning({ id: basCustProfile.id });
  return rows.map((r) => Number(r.id));
}

/** The visible profile (in the caller's scope), or undefined. */
export const visibleProfile = async (db: Conn, tenantId: number, id: number, scope: SQL[]) =>
  (await db.select({ id: basCustProfile.id }).from(basCustProfile).where(and(liveProfile(tenantId), eq(basCustProfile.id, id), ...scope)))[0];

/** Live areas by id, with their level and parent. */
export const areasByIds = (db: Conn, tenantId: number, ids: number[]) =>
  db
    .select({ id: basArea.id, level: basArea.level, parentId: basArea.parentId })
    .from(basArea)
    .where(and(eq(basArea.tenantId, tenantId), inArray(basArea.id, ids), isNull(basArea.deletedAt)));

export const findItem = async (db: Conn, tenantId: number, id: number) =>
  (await db.select({ id: basItem.id, warrantyMonths: basItem.warrantyMonths }).from(basItem).where(and(eq(basItem.tenantId, tenantId), eq(basItem.id, id), isNull(basItem.deletedAt))))[0];

export const findShop = async (db: Conn, tenantId: number, id: number) =>
  (await db.select({ id: basBuyShop.id, channelId: basBuyShop.channelId }).from(basBuyShop).where(and(eq(basBuyShop.tenantId, tenantId), eq(basBuyShop.id, id), isNull(basBuyShop.deletedAt))))[0];

/** Whether another live asset of the tenant has this serial number. */
export const serialTaken = async (db: Conn, tenantId: number, serialNo: string, exceptId?: number) =>
  (
    await db
      .select({ id: basCustAsset.id })
      .from(basCustAsset)
      .where(and(eq(basCustAsset.tenantId, tenantId), eq(basCustAsset.serialNo, serialNo), isNull(basCustAsset.deletedAt), exceptId ? ne(basCustAsset.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;
