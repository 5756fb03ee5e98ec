/** The knowledge base's and bulletins' server calls with their query keys (docs/customer-care.md). */
import { type BulletinAction, type BulletinAudience, type BulletinStatus, bulletinResource, type KnowledgeAction, type KnowledgeStatus, knowledgeResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const KB = `/basic/${knowledgeResource.name}`;
const BB = `/basic/${bulletinResource.name}`;

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  search: (query: object) => ['knowledge', 'search', query] as const,
  types: ['knowledge', 'types'] as const,
  article: (id: number) => ['knowledge', 'read', id] as const,
  detail: (id: number) => ['knowledge', 'detail', id] as const,
  related: (orderId: number, faultSymptomId?: number) => ['knowledge', 'related', orderId, faultSymptomId ?? null] as const,
};

export const bulletinKeys = {
  all: ['bulletin'] as const,
  mine: (unread: boolean) => ['bulletin', 'mine', unread] as const,
  read: (id: number) => ['bulletin', 'read', id] as const,
  detail: (id: number) => ['bulletin', 'detail', id] as const,
};

export interface Step {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface ArticleSummary {
  id: number;
  articleNo: string;
  title: string;
  typeId: number;
  typeName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  faultSymptomId: number | null;
  faultSymptomName: string | null;
  keywords: string;
  publishedAt: string | null;
}

export interface Article extends ArticleSummary {
  status: KnowledgeStatus;
  body: string;
  images: UploadedFile[];
  attachments: UploadedFile[];
  roleIds: number[];
  version: number;
  history?: Step[];
  actions?: KnowledgeAction[];
}

export interface ArticleInput {
  id?: number;
  version?: number;
  title: string;
  typeId: number;
  categoryId?: number | null;
  faultSymptomId?: number | null;
  keywords?: string;
  body: string;
  images: number[];
  attachments: number[];
  roleIds: number[];
}

export interface Page<T> {
  records: T[];
  total: number;
  /** The search counted no further than its cap (total is the cap). */
  more?: boolean;
}

const grid = basicApi(knowledgeResource);
export const knowledgeGridApi: ResourceApi = { list: grid.list, export: grid.export };

export const searchArticles = (query: { keyword?: string; typeId?: number; current: number; size: number }) => biz<Page<ArticleSummary>>(`${KB}/search`, { method: 'POST', data: query });
export const knowledgeTypes = () => biz<{ id: number; parentId: number; name: string }[]>(`${KB}/types`, { method: 'POST', data: {} });
export const readArticle = (id: number) => biz<Article>(`${KB}/read`, { method: 'POST', data: { id } });
export const getArticle = (id: number) => biz<Article>(`${KB}/getDetail`, { method: 'POST', data: { id } });
export const relatedArticles = (orderId: number, faultSymptomId?: number) => biz<ArticleSummary[]>(`${KB}/related`, { method: 'POST', data: { orderId, faultSymptomId } });
export const saveArticle = ({ id, version, ...input }: ArticleInput) => biz(`${KB}/${id ? 'update' : 'add'}`, { method: 'POST', data: id ? { id, version, ...input } : input });
export const moveArticle = (action: Exclude<KnowledgeAction, 'update'>, article: Article, reason?: string) => biz(`${KB}/${action}`, { method: 'POST', data: { id: article.id, version: article.version, reason } });

export interface BulletinLine {
  id: number;
  bulletinNo: string;
  title: string;
  validFrom: string;
  validTo: string | null;
  publishedAt: string | null;
  read: boolean;
}

export interface Bulletin {
  id: number;
  bulletinNo: string;
  title: string;
  body: string;
  attachments: UploadedFile[];
  audience: BulletinAudience;
  deptIds: number[];
  roleIds: number[];
  validFrom: string;
  validTo: string | null;
  status: BulletinStatus;
  publishedAt: string | null;
  version: number;
  depts?: { id: number; name: string }[];
  roles?: { id: number; name: string }[];
  receivers?: number;
  readers?: number;
  history?: Step[];
  actions?: BulletinAction[];
}

export interface BulletinInput {
  id?: number;
  version?: number;
  title: string;
  body: string;
  attachments: number[];
  audience: BulletinAudience;
  deptIds: number[];
  roleIds: number[];
  validFrom: string;
  validTo: string | null;
}

const bulletinGrid = basicApi(bulletinResource);
export const bulletinGridApi: ResourceApi = { list: bulletinGrid.list, export: bulletinGrid.export };

export const myBulletins = (unread: boolean) => biz<Page<BulletinLine>>(`${BB}/mine`, { method: 'POST', data: { unread, current: 1, size: 10 } });
export const readBulletin = (id: number) => biz<Bulletin>(`${BB}/read`, { method: 'POST', data: { id } });
export const getBulletin = (id: number) => biz<Bulletin>(`${BB}/getDetail`, { method: 'POST', data: { id } });
export const saveBulletin = ({ id, version, ...input }: BulletinInput) => biz(`${BB}/${id ? 'update' : 'add'}`, { method: 'POST', data: id ? { id, version, ...input } : input });
export const moveBulletin = (action: Exclude<BulletinAction, 'update'>, bulletin: Bulletin, reason?: string) => biz(`${BB}/${action}`, { method: 'POST', data: { id: bulletin.id, version: bulletin.version, reason } });
