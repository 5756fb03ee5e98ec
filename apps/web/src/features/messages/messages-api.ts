/** Site messages' server calls (docs/customer-care.md, Push rules and site messages): the caller's own inbox only. */
import { useQuery } from '@tanstack/react-query';
import { r } from '../../api/request.ts';

export interface SiteMessage {
  id: number;
  title: string;
  text: string;
  /** A route of the app, or none. */
  link: string | null;
  sourceEvent: string;
  readAt: string | null;
  createdAt: string;
}

export interface MessagePage {
  records: SiteMessage[];
  total: number;
  current: number;
  size: number;
  unread: number;
}

export const messageKeys = {
  all: ['siteMessages'] as const,
  unread: (tenantId: number | undefined) => ['siteMessages', 'unread', tenantId] as const,
  page: (current: number, size: number, unread: boolean) => ['siteMessages', 'page', current, size, unread] as const,
};

export const MESSAGES_PATH = '/messages/index';

export const pageMessages = (current: number, size: number, unread: boolean) =>
  r<MessagePage>('/admin/siteMessage/page', { params: { current, size, ...(unread ? { unread: 'true' } : {}) } });
export const readMessage = (id: number) => r<{ id: number; unread: number }>('/admin/siteMessage/read', { method: 'POST', data: { id } });
export const readAllMessages = () => r<{ marked: number; unread: number }>('/admin/siteMessage/readAll', { method: 'POST', data: {} });

/** The bell's count: fetched on sign-in and whenever a message arrives over the WebSocket (useRealtime invalidates it). */
export function useUnreadMessages(tenantId: number | undefined): number {
  const unread = useQuery({
    queryKey: messageKeys.unread(tenantId),
    enabled: tenantId !== undefined,
    queryFn: () => r<{ unread: number }>('/admin/siteMessage/unread', { silent: true }),
  });
  return unread.data?.unread ?? 0;
}
