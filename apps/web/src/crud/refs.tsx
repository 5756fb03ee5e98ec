/**
 * Reference fields (FieldDef type 'ref'): chosen by name in forms and searches, shown by name in grids. A row
 * from the server names what it refers to (`refLabels`, ref-labels.ts on the server): that is what grids and
 * forms show. The options to choose from are the referenced resource's list (/basic/<name>/getListPage) under the
 * caller's permission and data scope, the organisation's from the department list; a resource's options are
 * refreshed whenever its own screen saves (same query key root).
 */
import { BUSINESS_RESOURCES, MAX_PAGE_SIZE, type Page, type RefLabels, resourcePermissions, rowLabel } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useCan } from '../access/useCan.ts';
import { biz, r } from '../api/request.ts';
import { resourceKeys } from './resource-api.ts';

interface RefOption {
  value: number;
  label: string;
}

type Named = { id: number; name?: string | null; code?: string | null } & Record<string, unknown>;

/** The server's name of what a row's field refers to. */
export const refLabelOf = (row: Record<string, unknown> | undefined, field: string): string | undefined => (row?.refLabels as RefLabels | undefined)?.[field];

function source(ref: string): { key: readonly unknown[]; permission?: string; load: () => Promise<RefOption[]> } | undefined {
  if (ref === 'sysDept') {
    return { key: ['dept', 'options'], load: async () => (await r<Named[]>('/admin/dept/getData', { silent: true })).map((d) => ({ value: d.id, label: d.name ?? String(d.id) })) };
  }
  const def = BUSINESS_RESOURCES.find((d) => d.name === ref);
  if (!def) return undefined;
  return {
    key: [...resourceKeys(def.key).all, 'options'],
    permission: resourcePermissions(def).view,
    load: async () => {
      const rows = await biz<Page<Named>>(`/basic/${ref}/getListPage`, { method: 'POST', data: { current: '1', size: String(MAX_PAGE_SIZE), searchCount: 'false' }, silent: true });
      return rows.records.map((row) => ({ value: row.id, label: rowLabel(def, row) }));
    },
  };
}

/** The options of a reference, asked only of a caller who may list the referenced resource (else the call is refused). */
export function useRefOptions(ref: string | undefined) {
  const can = useCan();
  const src = ref ? source(ref) : undefined;
  const allowed = Boolean(src) && (!src?.permission || can(src.permission));
  return useQuery({ queryKey: src?.key ?? ['ref', ref], enabled: allowed, staleTime: 60_000, queryFn: () => src!.load() });
}

/** `label`: the server's name of the current value, shown when the caller's options do not hold it. */
export function RefSelect({ source, value, onChange, id, label }: { source: string; value?: unknown; onChange?: (v: unknown) => void; id?: string; label?: string }) {
  const loaded = useRefOptions(source);
  // A tree's "no parent" (-1) reads as empty.
  const current = typeof value === 'number' && value > 0 ? value : undefined;
  const options = loaded.data ?? [];
  const shown = current !== undefined && label !== undefined && !options.some((o) => o.value === current) ? [{ value: current, label }, ...options] : options;
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={!loaded.isEnabled}
      loading={loaded.isEnabled && loaded.isPending}
      value={current}
      onChange={(v) => onChange?.(v ?? null)}
      options={shown}
      style={{ minWidth: 160 }}
    />
  );
}

/** A reference by name: the server's `label` when the row came with one, else looked up among the caller's options. */
export function RefLabel({ source, value, label }: { source: string; value: unknown; label?: string }) {
  if (value == null || value === -1) return null;
  if (label !== undefined) return <>{label}</>;
  return <OptionLabel source={source} value={value} />;
}

function OptionLabel({ source, value }: { source: string; value: unknown }) {
  const options = useRefOptions(source);
  return <>{options.data?.find((o) => o.value === value)?.label ?? String(value)}</>;
}
