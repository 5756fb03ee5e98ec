/**
 * What statements take from the other modules, plugged in on import (the settlement module's front door imports
 * this): the parts module's no-return list (issue 16) holds orders back and deducts each part; a paid statement
 * posts its total on the outlet's account (settled, or a penalty when deductions outweigh it). Assessment sheets
 * join through `provideSettlementSources({ sheets })` once their sheetsToSettle has landed.
 */
import { dec } from '@as/shared';
import { noReturnParts } from '../parts/index.ts';
import { postFlows } from './account.service.ts';
import { provideSettlementSources } from './batch-settle.service.ts';
import { onStatementPaid } from './statement.service.ts';

// Called late (a closure), so the order in which the modules' front doors load does not matter.
provideSettlementSources({ partsNotReturned: (tx, tenantId, opts) => noReturnParts(tx, tenantId, opts) });

onStatementPaid(async ({ tx, auth, statement }) => {
  const total = dec(statement.totalAmount);
  if (total.isZero()) return;
  await postFlows(tx, auth, [
    { siteId: statement.siteId, kind: total.isNegative() ? 'penalty' : 'settle', amount: total.abs().toFixed(2), docType: 'statement', docId: statement.id, docNo: statement.statementNo },
  ]);
});
