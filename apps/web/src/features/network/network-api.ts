/** The service network's calls (/basic/snUser, snUserChange, snAutoEngineerDispatch) and their query keys. */
import { autoDispatchResource, siteChangeScreen, siteResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, gridBody, type ResourceApi, resourceKeys, type Row } from '../../crud/resource-api.ts';

const SITE = `/basic/${siteResource.name}`;
const CHANGE = '/basic/snUserChange';

export const siteKeys = {
  ...resourceKeys(siteResource.key),
  detail: (id: number) => [...resourceKeys(siteResource.key).all, 'detail', id] as const,
  addresses: (id: number) => [...resourceKeys(siteResource.key).all, 'addresses', id] as const,
  inspections: (id: number) => [...resourceKeys(siteResource.key).all, 'inspections', id] as const,
};
export const siteChangeKeys = resourceKeys(siteChangeScreen.key);

export interface SiteLine {
  areaId?: number;
  categoryId?: number;
  url?: string;
  name?: string | null;
}

export type Site = Row & { deptId: number; areas: SiteLine[]; categories: SiteLine[]; images: SiteLine[] };

const generic = basicApi(siteResource);

/**
 * Outlets: listed, exported and imported as every resource is; saved with their lines (the editor sends the header
 * with its area, category and image lines); never deleted. The server imports outlets all or nothing.
 */
export const siteApi: ResourceApi = {
  list: generic.list,
  save: (record) => biz(`${SITE}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: record }),
  export: generic.export,
  importTemplate: generic.importTemplate,
  import: generic.import,
  importAllOrNothing: true,
};

export const getSite = (id: number) => biz<Site>(`${SITE}/getById`, { method: 'POST', data: { id } });
export const getSiteAddresses = (siteId: number) => biz<Row[]>(`${SITE}/getSiteAddressList`, { method: 'POST', data: { siteId } });
export const saveSiteAddresses = (siteId: number, lines: Record<string, unknown>[]) => biz<Row[]>(`${SITE}/updateAddressList`, { method: 'POST', data: { siteId, lines } });
export const getInspections = (siteId: number) => biz<Row[]>(`${SITE}/getInspectionList`, { method: 'POST', data: { siteId } });
export const addInspection = (siteId: number, record: Record<string, unknown>) => biz<Row>(`${SITE}/inspection`, { method: 'POST', data: { siteId, ...record } });

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export type SiteChange = Row & { siteId: number; siteName: string; status: string; changes: FieldChange[]; submittedBy: number };

export const siteChangeApi: ResourceApi = {
  list: (query) => biz(`${CHANGE}/getListPage`, { method: 'POST', data: gridBody(query) }),
};

export const submitSiteChange = (changes: Record<string, unknown>, reason: string | null) => biz<SiteChange>(`${CHANGE}/add`, { method: 'POST', data: { changes, reason } });
export const approveSiteChange = (id: number, remark: string | null) => biz<SiteChange>(`${CHANGE}/approve`, { method: 'POST', data: { id, remark } });
export const rejectSiteChange = (id: number, remark: string) => biz<SiteChange>(`${CHANGE}/reject`, { method: 'POST', data: { id, remark } });
export const withdrawSiteChange = (id: number) => biz<SiteChange>(`${CHANGE}/withdraw`, { method: 'POST', data: { id } });

export interface DispatchCandidate {
  rank: number;
  ruleId: number;
  siteId: number;
  siteCode: string;
  siteName: string;
  engineerId: number | null;
  priority: number;
  distanceKm: number | null;
}

export const dispatchApi = basicApi(autoDispatchResource);
export const getDispatchCandidates = (query: { areaId: number; categoryId?: number | null; serviceTypeId?: number | null }) =>
  biz<DispatchCandidate[]>(`/basic/${autoDispatchResource.name}/getCandidates`, { method: 'POST', data: query });
