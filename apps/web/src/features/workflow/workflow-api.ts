/** The /act/wf calls (spec: startWf, getProcessDefinitions) and the query keys of the process screens. */
import type { Page, WfDefinitionDto, WfDetailDto, WfListType } from '@as/shared';
import { r } from '../../api/request.ts';
import { gridBody, type ResourceApi, type Row } from '../../crud/resource-api.ts';

const BASE = '/act/wf';

export const workflowKeys = {
  all: ['workflow'] as const,
  definitions: () => [...workflowKeys.all, 'definitions'] as const,
  details: () => [...workflowKeys.all, 'detail'] as const,
  detail: (id: number) => [...workflowKeys.details(), id] as const,
};

export const getDefinitions = () => r<WfDefinitionDto[]>(`${BASE}/getProcessDefinitions`);

/** One of the four lists, for the generic grid. */
export const processListApi = (type: WfListType): ResourceApi => ({
  list: (query) => r<Page<Row>>(`${BASE}/getProcessListPage`, { method: 'POST', data: { ...gridBody(query), type } }),
});

export const getProcess = (id: number) => r<WfDetailDto>(`${BASE}/getById`, { method: 'POST', data: { id }, silent: true });

export const startProcess = (data: { definitionKey: string; title: string; remark?: string }) => r<{ id: number }>(`${BASE}/startWf`, { method: 'POST', data });

export const approveTask = (data: { taskId: number; remark?: string }) => r(`${BASE}/approve`, { method: 'POST', data });

export const rejectTask = (data: { taskId: number; toStep: number; reason: string }) => r(`${BASE}/reject`, { method: 'POST', data });

export const cancelProcess = (data: { id: number; reason: string }) => r(`${BASE}/cancel`, { method: 'POST', data });
