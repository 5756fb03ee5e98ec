/**
 * Reference fields (FieldDef type 'ref'): chosen by name in forms and searches, shown by name in grids. The
 * options of a business resource come from its list (/basic/<name>/getListPage), the organisation's from the
 * department list; a resource's options are refreshed whenever its own screen saves (same query key root).
 */
import { BUSINESS_RESOURCES, MAX_PAGE_SIZE, type Page } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { biz, r } from '../api/request.ts';
import { resourceKeys } from './resource-api.ts';

interface RefOption {
  value: number;
  label: string;
}

type Named = { id: number; name?: string | null; code?: string | null } & Record<string, unknown>;

const labelOf = (row: Named, fields?: readonly string[]) =>
  fields
    ? fields.map((f) => row[f]).filter((v) => v != null && v !== '').join(' ')
    : row.code && row.name
      ? `${row.name} (${row.code})`
      : (row.name ?? row.code ?? String(row.id));

function source(ref: string): { key: readonly unknown[]; load: () => Promise<RefOption[]> } | undefined {
  if (ref === 'sysDept') {
    return { key: ['dept', 'options'], load: async () => (await r<Named[]>('/admin/dept/getData', { silent: true })).map((d) => ({ value: d.id, label: d.name ?? String(d.id) })) };
  }
  const def = BUSINESS_RESOURCES.find((d) => d.name === ref);
  if (!def) return undefined;
  return {
    key: [...resourceKeys(def.key).all, 'options'],
    load: async () => {
      const rows = await biz<Page<Named>>(`/basic/${ref}/getListPage`, { method: 'POST', data: { current: '1', size: String(MAX_PAGE_SIZE), searchCount: 'false' }, silent: true });
      return rows.records.map((row) => ({ value: row.id, label: labelOf(row, def.label) }));
    },
  };
}

export function useRefOptions(ref: string | undefined) {
  const src = ref ? source(ref) : undefined;
  return useQuery({ queryKey: src?.key ?? ['ref', ref], enabled: Boolean(src), staleTime: 60_000, queryFn: () => src!.load() });
}

export function RefSelect({ source, value, onChange, id }: { source: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const options = useRefOptions(source);
  // A tree's "no parent" (-1) reads as empty.
  const current = typeof value === 'number' && value > 0 ? value : undefined;
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={options.isPending}
      value={current}
      onChange={(v) => onChange?.(v ?? null)}
      options={options.data ?? []}
      style={{ minWidth: 160 }}
    />
  );
}

export function RefLabel({ source, value }: { source: string; value: unknown }) {
  const options = useRefOptions(source);
  if (value == null || value === -1) return null;
  return <>{options.data?.find((o) => o.value === value)?.label ?? String(value)}</>;
}
