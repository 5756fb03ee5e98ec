/** Dictionary items by type (GET /admin/dict/type/{type}), labelled in the current language by the server. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { r } from '../api/request.ts';

export interface DictItem {
  value: string;
  label: string;
}

export const dictKeys = { all: ['dict'] as const, type: (type: string, lang: string) => ['dict', type, lang] as const };

export function useDict(type: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: dictKeys.type(type ?? '', i18n.language),
    enabled: Boolean(type),
    staleTime: 5 * 60_000,
    // Spec section 8: a response without data yields an empty list; a non-array is treated as empty.
    queryFn: async () => {
      const data = await r<unknown>(`/admin/dict/type/${encodeURIComponent(type ?? '')}`, { silent: true });
      return Array.isArray(data) ? (data as DictItem[]) : [];
    },
  });
}
