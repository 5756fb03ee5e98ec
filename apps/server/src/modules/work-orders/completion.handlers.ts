/**
 * Completion (spec: soOrderHandle saveResult and complete, siteOrderDeal simpleFinishOrder): the temporary save
 * keeps the draft as it is, the full completion checks it against the configuration, the simple completion needs
 * only a remark. What the form holds is written by completion.service.ts, in the action's transaction.
 */
import { z } from 'zod';
import { FieldErrors } from '../../http/errors.ts';
import { ResultInput, writeResult } from './completion.service.ts';
import { onAction } from './order.service.ts';

onAction('saveResult', {
  input: ResultInput,
  async handle({ tx, auth, order, input }) {
    return writeResult(tx, auth, order, input, false);
  },
});

onAction('complete', {
  input: ResultInput,
  async handle({ tx, auth, order, input, now }) {
    const { changes, detail } = await writeResult(tx, auth, order, input, true);
    return { changes: { ...changes, completedAt: now.toISOString() }, detail };
  },
});

onAction('simpleFinishOrder', {
  input: { resultRemark: z.string().trim().max(1000).optional() },
  async handle({ input, now }) {
    if (!input.resultRemark) throw new FieldErrors([{ field: 'resultRemark', code: 'fillRemark' }]);
    return { changes: { resultRemark: input.resultRemark, completedAt: now.toISOString() }, detail: { resultRemark: input.resultRemark } };
  },
});
