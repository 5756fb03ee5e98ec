/**
 * What statements take from the other modules, plugged in on import (the settlement module's front door imports
 * this): the parts module's old parts still out (issue 16) hold their orders back within their deadline and are
 * deducted after it; the assessment sheets that stand are a line each (reward plus, penalty minus). A paid
 * statement marks its sheets settled and posts its total on the outlet's account (settled, or a penalty when
 * deductions outweigh it).
 */
import { dec } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { noReturnParts } from '../parts/index.ts';
import { postFlows } from './account.service.ts';
import { provideSettlementSources } from './batch-settle.service.ts';
import { settleSheets, sheetsToSettle } from './check-bill.service.ts';
import { onStatementPaid } from './statement.service.ts';
import { sfStatementLine } from './statement.table.ts';

// Called late (a closure), so the order in which the modules' front doors load does not matter.
provideSettlementSources({
  partsNotReturned: (tx, tenantId, opts) => noReturnParts(tx, tenantId, opts),
  sheets: (tx, tenantId, siteIds, periodEnd) => sheetsToSettle(tx, tenantId, siteIds, periodEnd),
});

onStatementPaid(async ({ tx, auth, statement }) => {
  const sheets = await tx
    .select({ id: sfStatementLine.sourceId })
    .from(sfStatementLine)
    .where(and(eq(sfStatementLine.tenantId, auth.tenantId), eq(sfStatementLine.statementId, statement.id), eq(sfStatementLine.kind, 'sheet'), eq(sfStatementLine.live, true)));
  if (sheets.length) await settleSheets(tx, auth, sheets.map((s) => s.id), statement.id);
  const total = dec(statement.totalAmount);
  if (total.isZero()) return;
  await postFlows(tx, auth, [
    { siteId: statement.siteId, kind: total.isNegative() ? 'penalty' : 'settle', amount: total.abs().toFixed(2), docType: 'statement', docId: statement.id, docNo: statement.statementNo },
  ]);
});
