/**
 * How the dispatch screens talk to the server: the board (orders waiting for the caller and the places he
 * dispatches to), the recommendation for one order, and batchAssign / reAssign, with their query keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { biz } from '../../api/request.ts';

export type DispatchLevel = 'hq' | 'centre' | 'outlet';
export type SlaRisk = 'none' | 'low' | 'medium' | 'high';

export interface WaitingOrder {
  id: number;
  orderNo: string;
  version: number;
  status: number;
  holder: string;
  orderType: string;
  urgency: string;
  customerName: string;
  phone: string;
  address: string;
  districtId: number;
  categoryId: number;
  serviceTypeId: number;
  siteId: number | null;
  engineerId: number | null;
  reportAt: string;
  appointAt: string | null;
  completeDueAt: string | null;
  lat: number | null;
  lng: number | null;
}

/** An outlet (for headquarters and centres) or an engineer (for an outlet). */
export interface Place {
  id: number;
  name: string;
  code: string;
  parentName: string | null;
  level: string | null;
  lat: number | null;
  lng: number | null;
  load: number;
  capacity: number;
}

export interface Candidate extends Place {
  distanceKm: number | null;
  ruleRank: number | null;
  ruleNamed: boolean;
  hoursLeft: number | null;
  slaRisk: SlaRisk;
  full: boolean;
  score: number;
}

export interface Board {
  level: DispatchLevel;
  total: number;
  orders: WaitingOrder[];
  places: Place[];
  centres: { id: number; name: string }[];
}

export interface Recommendation {
  level: 'site' | 'engineer';
  orderId: number;
  hoursLeft: number | null;
  candidates: Candidate[];
}

/** What a batch gives the selected orders. */
export type Target = { engineerId: number } | { siteId: number } | { centreId: number };

/** pending: orders waiting for the caller's dispatch; reassign: orders he may move to another outlet or engineer. */
export type BoardMode = 'pending' | 'reassign';

export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (mode: BoardMode) => [...dispatchKeys.all, 'board', mode] as const,
  recommend: (id: number, level?: string) => [...dispatchKeys.all, 'recommend', id, level ?? ''] as const,
};

export const useBoard = (mode: BoardMode = 'pending') =>
  useQuery({ queryKey: dispatchKeys.board(mode), queryFn: () => biz<Board>('/basic/soOrderDispatch/board', { method: 'POST', data: { mode } }) });

/** The ranked assignees for an order; `level` 'site' asks for other outlets for an order an outlet has accepted. */
export const useRecommendation = (id: number | undefined, level?: 'site' | 'engineer') =>
  useQuery({
    queryKey: dispatchKeys.recommend(id ?? 0, level),
    enabled: id !== undefined,
    queryFn: () => biz<Recommendation>('/basic/soOrderDispatch/recommend', { method: 'POST', data: { id, level } }),
  });

/** batchAssign; the board and every recommendation are stale afterwards (loads changed). */
export function useBatchAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, target }: { ids: number[]; target: Target }) => biz<unknown[]>('/basic/siteOrderDeal/batchAssign', { method: 'POST', data: { ids, ...target } }),
    onSuccess: () => client.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}

/** reAssign: to another engineer, or to another outlet (after acceptance handed back with the reason and dispatched again). */
export function useReAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { id: number; version: number; reason?: string; engineerId?: number; siteId?: number }) => biz('/basic/siteOrderDeal/reAssign', { method: 'POST', data }),
    onSuccess: () => client.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}

/** The spec's dispatch cut-off: an order registered at 16:00 or later (local time) is labelled for the next day's dispatch. */
export const CUT_OFF_HOUR = 16;
export const afterCutOff = (reportAt: string) => new Date(reportAt).getHours() >= CUT_OFF_HOUR;
