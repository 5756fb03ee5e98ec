/**
 * The outlet's account as the parts module sees it (docs/parts-chain.md, "Credit on the outlet's account"): the
 * settlement module depends on this one (statements take the no-return list), so it registers its account here
 * (provideCreditAccount, from its index) rather than this module importing it. Every call runs in the caller's
 * transaction: a refusal (accountOverdrawn, in the caller's language) rolls the command back whole.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { snSite } from '../network/index.ts';

type Poster = Pick<AuthContext, 'tenantId' | 'userId' | 'username'>;
/** The document behind a posting: the application, or the return that gave parts back. */
export interface CreditSource {
  docType: string;
  docId: number;
  docNo: string;
  reason?: string;
}

/** What the settlement module's account offers parts orders on credit; amounts are decimal strings with two decimals. */
export interface CreditAccount {
  /** Holds `amount` of the outlet's available balance; refused beyond it. */
  occupy(tx: Tx, poster: Poster, siteId: number, amount: string, source: CreditSource): Promise<void>;
  /** Gives back whatever the document still holds. */
  release(tx: Tx, poster: Poster, siteId: number, source: CreditSource): Promise<void>;
  /** Turns `amount` of what the document holds into use. */
  use(tx: Tx, poster: Poster, siteId: number, amount: string, source: CreditSource): Promise<void>;
  /** Credits the outlet with `amount` of parts it bought on credit and sent back. */
  giveBack(tx: Tx, poster: Poster, siteId: number, amount: string, source: CreditSource): Promise<void>;
}

let account: CreditAccount | null = null;

/** Called once by the settlement module on import. */
export function provideCreditAccount(a: CreditAccount) {
  account = a;
}

/**
 * The registered account and the outlet (site id) of a department, null when the department is no outlet (it has
 * no account: nothing on credit). A credit command with no account registered is a wiring error.
 */
export async function creditAccountFor(tx: Tx, tenantId: number, deptId: number): Promise<{ account: CreditAccount; siteId: number | null }> {
  if (!account) throw new Error('parts on credit: no outlet account registered (the settlement module is not loaded)');
  const [site] = await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.deptId, deptId), isNull(snSite.deletedAt)));
  return { account, siteId: site?.id ?? null };
}
