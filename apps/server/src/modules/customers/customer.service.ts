/** Rules of registering a customer that hold however a profile comes to be: from its screen or from a call. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { companyConfigOf } from '../master-data/index.ts';
import { basCustProfile } from './customer.table.ts';

/** A new profile belongs to the organisation that registers it (its data scope) and waits for review when the company reviews profiles by hand. */
export async function registration(tx: Tx, auth: AuthContext) {
  const { custProfileReview } = await companyConfigOf(tx, auth.tenantId);
  return { deptId: auth.deptId, reviewStatus: custProfileReview ? 'pending' : 'approved' };
}

/** What an order says of its caller. */
export interface Caller {
  customerName: string;
  phone: string;
  secondPhone?: string | null;
  userType?: string | null;
  provinceId?: number | null;
  cityId?: number | null;
  districtId?: number | null;
  address?: string | null;
  lat?: string | null;
  lng?: string | null;
}

/** A profile's first name holds 32 characters: a longer name keeps its last word apart as the surname (what still does not fit is cut). */
const FIRST_NAME_MAX = 32;
function splitName(name: string): { userLastName: string | null; userFirstName: string } {
  const at = name.lastIndexOf(' ');
  if (name.length <= FIRST_NAME_MAX || at < 0) return { userLastName: null, userFirstName: name.slice(0, FIRST_NAME_MAX) };
  return { userLastName: name.slice(at + 1, at + 1 + FIRST_NAME_MAX), userFirstName: name.slice(0, at).slice(0, FIRST_NAME_MAX) };
}

/**
 * The profile an order of this caller belongs to: the tenant's oldest profile of the number, else one registered
 * now from what the order says (in the order's transaction, so a refused order registers nobody).
 */
export async function profileOfCaller(tx: Tx, auth: AuthContext, caller: Caller): Promise<number> {
  const [known] = await tx
    .select({ id: basCustProfile.id })
    .from(basCustProfile)
    .where(and(eq(basCustProfile.tenantId, auth.tenantId), eq(basCustProfile.phone, caller.phone), isNull(basCustProfile.deletedAt)))
    .orderBy(basCustProfile.id)
    .limit(1);
  if (known) return known.id;
  const [created] = await tx
    .insert(basCustProfile)
    .values({
      tenantId: auth.tenantId,
      ...splitName(caller.customerName.trim()),
      phone: caller.phone,
      secondPhone: caller.secondPhone ?? null,
      userType: caller.userType ?? undefined,
      provinceId: caller.provinceId ?? null,
      cityId: caller.cityId ?? null,
      districtId: caller.districtId ?? null,
      address: caller.address ?? null,
      lat: caller.lat ?? null,
      lng: caller.lng ?? null,
      ...(await registration(tx, auth)),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning({ id: basCustProfile.id });
  return created.id;
}
