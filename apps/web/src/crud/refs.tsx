/**
 * Reference fields (FieldDef type 'ref'): chosen by name in forms and searches, shown by name in grids. A row
 * from the server names what it refers to (`refLabels`, ref-labels.ts on the server): that is what grids and
 * forms show. The options to choose from are the referenced resource's list (/basic/<name>/getListPage) under the
 * caller's permission and data scope, the organisation's from the department list, a warehouse's locations from
 * the locations of one warehouse the caller sees; a resource's options are refreshed whenever its own screen saves
 * (same query key root).
 */
import { BUSINESS_RESOURCES, type FieldDef, MAX_PAGE_SIZE, type Page, type RefLabels, resourcePermissions, rowLabel, warehouseResource } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A location is named by its code, and by its name where the server sends one (one that says more than the code). */
const LOCATION = { label: ['code', 'name'] } as const;

/** `parent`: of a reference chosen among a parent's rows (FieldDef.refParent), the parent's id; none until it is chosen. */
function source(ref: string, parent?: number): { key: readonly unknown[]; permission?: string; load: () => Promise<RefOption[]> } | undefined {
  if (ref === 'sysDept') {
    return { key: ['dept', 'options'], permission: 'sys_dept_view', load: async () => (await r<Named[]>('/admin/dept/getData', { silent: true })).map((d) => ({ value: d.id, label: d.name ?? String(d.id) })) };
  }
  if (ref === 'basWarehouseLocation') {
    if (!parent) return undefined;
    return {
      key: [...resourceKeys(warehouseResource.key).all, 'locations', parent],
      permission: resourcePermissions(warehouseResource).view,
      load: async () =>
        (await biz<Named[]>('/basic/basWarehouseLocation/getList', { method: 'POST', data: { warehouseId: parent }, silent: true })).map((l) => ({ value: l.id, label: rowLabel(LOCATION, l) })),
    };
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
export function useRefOptions(ref: string | undefined, parent?: number) {
  const can = useCan();
  const src = ref ? source(ref, parent) : undefined;
  const allowed = Boolean(src) && (!src?.permission || can(src.permission));
  return useQuery({ queryKey: src?.key ?? ['ref', ref, parent], enabled: allowed, staleTime: 60_000, queryFn: () => src!.load() });
}

/** The options with the current value first when they do not hold it and the server named it (`label`). */
const withCurrent = (options: RefOption[], current: number | undefined, label: string | undefined) =>
  current !== undefined && label !== undefined && !options.some((o) => o.value === current) ? [{ value: current, label }, ...options] : options;

/** `label`: the server's name of the current value, shown when the caller's options do not hold it. */
export function RefSelect({ source, value, onChange, id, label }: { source: string; value?: unknown; onChange?: (v: unknown) => void; id?: string; label?: string }) {
  const loaded = useRefOptions(source);
  // A tree's "no parent" (-1) reads as empty.
  const current = typeof value === 'number' && value > 0 ? value : undefined;
  const shown = withCurrent(loaded.data ?? [], current, label);
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

interface ScopedProps {
  field: FieldDef & { ref: string; refParent: string };
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  label?: string;
  /** The parent field's name, for the hint until the form names the parent. */
  parentLabel?: string;
}

/**
 * A reference chosen among the rows of the parent the form names (FieldDef.refParent, a line's location among its
 * warehouse's): disabled, with a hint, until the parent is chosen; the field's default (none) is a choice too, and
 * what is chosen goes back to it when the parent changes.
 */
export function ScopedRefSelect({ field, value, onChange, id, label, parentLabel }: ScopedProps) {
  const { t } = useTranslation();
  const parent = Form.useWatch(field.refParent, Form.useFormInstance()) as unknown;
  const parentId = typeof parent === 'number' && parent > 0 ? parent : undefined;
  const loaded = useRefOptions(field.ref, parentId);
  const seen = useRef(parentId);
  useEffect(() => {
    // Watching starts empty: only a parent changed from one to another (or cleared) unsets the choice.
    if (seen.current !== undefined && seen.current !== parentId) onChange?.(field.default ?? null);
    seen.current = parentId;
  }, [parentId, field.default, onChange]);
  const none = typeof field.default === 'number' ? [{ value: field.default, label: t('crud.ref.none') }] : [];
  const current = typeof value === 'number' ? value : undefined;
  const options = [...none, ...withCurrent(loaded.data ?? [], current && current > 0 ? current : undefined, label)];
  // In a narrow column the hint is cut: it shows whole on hover.
  const hint = parentId ? undefined : t('crud.ref.parentFirst', { field: parentLabel ?? field.refParent });
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!parentId || !loaded.isEnabled}
      placeholder={hint}
      title={hint}
      loading={loaded.isEnabled && loaded.isPending}
      value={parentId ? current : undefined}
      onChange={(v) => onChange?.(v ?? field.default ?? null)}
      options={options}
      style={{ minWidth: 160 }}
    />
  );
}

/**
 * A reference by name: the server's `label` when the row came with one, else looked up among the caller's options;
 * 0 (a location's none) as a dash.
 */
export function RefLabel({ source, value, label }: { source: string; value: unknown; label?: string }) {
  if (value == null || value === -1) return null;
  if (value === 0) return <>—</>;
  if (label !== undefined) return <>{label}</>;
  return <OptionLabel source={source} value={value} />;
}

function OptionLabel({ source, value }: { source: string; value: unknown }) {
  const options = useRefOptions(source);
  return <>{options.data?.find((o) => o.value === value)?.label ?? String(value)}</>;
}
