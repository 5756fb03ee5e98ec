/** What each process list shows of an instance (the fields of POST /act/wf/getProcessListPage). */
import { type ScreenDef, type WfListType, WF_LIST_TYPES } from '@as/shared';

const screen = (type: WfListType) =>
  ({
    key: `process${type[0].toUpperCase()}${type.slice(1)}`,
    // Nothing to add, edit or delete through the generic buttons: an instance changes only through its own actions.
    permission: 'act_wf',
    defaultSort: { field: 'updatedAt', order: 'desc' },
    fields: [
      { name: 'title', type: 'string', filter: 'like', readOnly: true },
      { name: 'definitionKey', type: 'string', filter: 'in', readOnly: true },
      { name: 'status', type: 'string', filter: 'in', readOnly: true },
      { name: 'currentStepName', type: 'string', readOnly: true },
      { name: 'initiatorName', type: 'string', readOnly: true },
      { name: 'createdAt', type: 'datetime', sort: true, readOnly: true },
      { name: 'updatedAt', type: 'datetime', sort: true, readOnly: true },
    ],
  }) as const satisfies ScreenDef;

export const PROCESS_SCREENS = Object.fromEntries(WF_LIST_TYPES.map((type) => [type, screen(type)])) as Record<WfListType, ReturnType<typeof screen>>;
