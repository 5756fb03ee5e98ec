/**
 * How the engineer screens talk to /basic/snSiteEngineer and /basic/snEngineerChange (the spec's verbs: save for
 * an add, batchDepart, batchPromote, updatePostStat, inspection), and the lookups their dialogs select from.
 */
import { type FieldDef, engineerChangeScreen, engineerResource, MAX_PAGE_SIZE, type Page, type ScreenDef } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

const ENGINEER = '/basic/snSiteEngineer';
const CHANGE = '/basic/snEngineerChange';

/** The engineer screen: the resource without the login id, which the server filters an engineer's own scope by. */
export const engineerScreen: ScreenDef = { ...engineerResource, fields: (engineerResource.fields as readonly FieldDef[]).filter((f) => f.name !== 'userId') };

/** What the editor writes: every field a client may send. */
export const WRITABLE = engineerScreen.fields.filter((f) => !f.readOnly);

export const engineerKeys = {
  ...resourceKeys(engineerResource.key),
  options: ['resource', engineerResource.key, 'options'] as const,
  detail: (id: number) => ['resource', engineerResource.key, 'detail', id] as const,
  records: (kind: string, id: number) => ['resource', engineerResource.key, kind, id] as const,
};
export const changeKeys = resourceKeys(engineerChangeScreen.key);

export interface Outlet {
  id: number;
  code: string;
  name: string;
}

export const engineerApi: ResourceApi = {
  list: (query) => biz(`${ENGINEER}/getListPage`, { method: 'POST', data: gridBody(query) }),
  save: (record) => biz(`${ENGINEER}/${record.id != null ? 'update' : 'save'}`, { method: 'POST', data: record }),
  export: (query, columns) => biz(`${ENGINEER}/export`, { method: 'POST', data: { ...gridBody(query), columns } }),
};

/** The outlets the caller may assign engineers to (init). */
export const useOutlets = () =>
  useQuery({ queryKey: engineerKeys.options, staleTime: 60_000, queryFn: async () => (await biz<{ outlets: Outlet[] }>(`${ENGINEER}/init`, { method: 'POST', data: {} })).outlets });

/** Every engineer in the caller's scope, for selects. */
export const useEngineerChoices = () =>
  useQuery({
    queryKey: [...engineerKeys.all, 'choices'],
    staleTime: 60_000,
    queryFn: async () =>
      (await biz<Page<Row>>(`${ENGINEER}/getListPage`, { method: 'POST', data: { current: '1', size: String(MAX_PAGE_SIZE), searchCount: 'false' } })).records,
  });

/** One engineer as the editor shows it (the ID number whole for those who may edit). */
export const getEngineer = (id: number) => biz<Row>(`${ENGINEER}/getById`, { method: 'POST', data: { id } });

export const batchDepart = (ids: number[], reason?: string) => biz<number>(`${ENGINEER}/batchDepart`, { method: 'POST', data: { ids, reason } });
export const batchPromote = (ids: number[], level: string, promotedOn: string, reason?: string) =>
  biz<number>(`${ENGINEER}/batchPromote`, { method: 'POST', data: { ids, level, promotedOn, reason } });
export const updatePostStat = (id: number, postStat: string, reason?: string) => biz<number>(`${ENGINEER}/updatePostStat`, { method: 'POST', data: { id, postStat, reason } });
export const inspect = (data: { engineerId: number; inspectedOn: string; result: string; score?: number | null; remark?: string }) =>
  biz(`${ENGINEER}/inspection`, { method: 'POST', data });

export type RecordKind = 'promotions' | 'postStats' | 'inspections';
const RECORD_VERBS: Record<RecordKind, string> = { promotions: 'getPromotionList', postStats: 'getPostStatList', inspections: 'getInspectionList' };
export const useEngineerRecords = (kind: RecordKind, engineerId: number) =>
  useQuery({ queryKey: engineerKeys.records(kind, engineerId), queryFn: () => biz<Row[]>(`${ENGINEER}/${RECORD_VERBS[kind]}`, { method: 'POST', data: { engineerId } }) });

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export const changeApi: ResourceApi = {
  list: (query) => biz(`${CHANGE}/getListPage`, { method: 'POST', data: gridBody(query) }),
};
export const requestChange = (engineerId: number, values: Record<string, unknown>, reason?: string) =>
  biz(`${CHANGE}/add`, { method: 'POST', data: { engineerId, values, reason } });
export const approveChange = (id: number) => biz(`${CHANGE}/audit`, { method: 'POST', data: { id } });
export const rejectChange = (id: number, rejectReason: string) => biz(`${CHANGE}/reject`, { method: 'POST', data: { id, rejectReason } });
