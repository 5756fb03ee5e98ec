/**
 * The tenant's company configuration: read with defaults by every module that follows it (companyConfigOf), and
 * saved whole (save) or in part (update) from its screen. One row per tenant, written by one upsert.
 */
import { COMPANY_CONFIG_DEFAULTS, type CompanyConfig, companyConfigResource, templateErrors, validateRecord } from '@as/shared';
import { eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { basCompanyConfig } from './company-config.table.ts';

const FIELDS = companyConfigResource.fields.map((f) => f.name);

/** The stored row, or undefined when the tenant never saved one. */
async function storedConfig(db: Conn, tenantId: number) {
  return (await db.select().from(basCompanyConfig).where(eq(basCompanyConfig.tenantId, tenantId)))[0];
}

const configOf = (row: Record<string, unknown> | undefined): CompanyConfig =>
  Object.fromEntries(FIELDS.map((name) => [name, row?.[name] ?? COMPANY_CONFIG_DEFAULTS[name]])) as unknown as CompanyConfig;

/** The tenant's configuration, its defaults where it never saved one: what work orders, customers and barcodes follow. */
export async function companyConfigOf(db: Conn, tenantId: number): Promise<CompanyConfig> {
  return configOf(await storedConfig(db, tenantId));
}

/** What the screen shows: the configuration, with the id and time of the stored row (null before the first save). */
export async function companyConfigView(db: Conn, tenantId: number) {
  const row = await storedConfig(db, tenantId);
  return { id: row?.id ?? null, updateTime: row?.updatedAt ?? null, ...configOf(row) };
}

/**
 * save: the whole form (a field not sent takes its default); update: only the fields sent, over the current
 * configuration. Either way the tenant ends with exactly one row.
 */
export async function writeCompanyConfig(tx: Tx, auth: AuthContext, input: Record<string, unknown>, mode: 'save' | 'update') {
  const { value, errors } = validateRecord(companyConfigResource, input, mode === 'save' ? 'add' : 'update');
  errors.push(...templateErrors(value));
  if (errors.length) throw new FieldErrors(errors);
  const base = mode === 'save' ? COMPANY_CONFIG_DEFAULTS : await companyConfigOf(tx, auth.tenantId);
  const config = { ...base, ...value } as CompanyConfig;
  await tx
    .insert(basCompanyConfig)
    .values({ ...config, tenantId: auth.tenantId, createdBy: auth.userId, updatedBy: auth.userId })
    .onConflictDoUpdate({ target: basCompanyConfig.tenantId, set: { ...config, updatedBy: auth.userId, updatedAt: new Date() } });
  return companyConfigView(tx, auth.tenantId);
}
