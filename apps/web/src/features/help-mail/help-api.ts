/**
 * How the help screens talk to /basic/soCase: the queue and an order's cases (the grid from the metadata), a
 * case's thread, asking, and the one endpoint of each action of the case's table.
 */
import { type HelpCaseAction, type HelpCaseStatus, type HelpMessageKind, helpCaseResource } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { biz } from '../../api/request.ts';
import { basicApi, type Row, resourceKeys } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const BASE = `/basic/${helpCaseResource.name}`;

export type HelpCaseRow = Row & { caseNo: string; status: HelpCaseStatus; orderId: number; orderNo: string; askedBy: number; question: string; version: number; urgency: string };

export interface CaseMessage {
  id: number;
  kind: HelpMessageKind;
  body: string;
  photos: UploadedFile[];
  userName: string | null;
  createdAt: string;
}

export const helpKeys = {
  ...resourceKeys(helpCaseResource.key),
  thread: (id: number) => ['resource', helpCaseResource.key, 'thread', id] as const,
  detail: (id: number) => ['resource', helpCaseResource.key, 'detail', id] as const,
};

/** The queue's grid and export (cases are written only by their commands). */
export const helpApi = basicApi(helpCaseResource);

/** The case as it stands now (a drawer acts on the current version, not on the row it was opened from). */
export const useCase = (id: number) => useQuery({ queryKey: helpKeys.detail(id), queryFn: () => biz<HelpCaseRow>(`${BASE}/getById`, { method: 'POST', data: { id } }) });

export const useThread = (id: number) => useQuery({ queryKey: helpKeys.thread(id), queryFn: () => biz<CaseMessage[]>(`${BASE}/getMessages`, { method: 'POST', data: { id } }) });

export const askForHelp = (input: { orderId: number; question: string; urgency: string; photos: number[] }) => biz<HelpCaseRow>(`${BASE}/add`, { method: 'POST', data: input });

export const actOnCase = (action: HelpCaseAction, row: { id: number; version: number }, input: { message?: string; photos?: number[] } = {}) =>
  biz<{ id: number; status: HelpCaseStatus; version: number }>(`${BASE}/${action}`, { method: 'POST', data: { ...input, id: row.id, version: row.version } });
