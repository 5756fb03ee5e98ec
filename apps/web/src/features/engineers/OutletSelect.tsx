/** The outlets the caller may assign engineers to, chosen by name (search forms and editors). */
import { Select } from 'antd';
import { useOutlets } from './engineer-api.ts';

export function OutletSelect({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const outlets = useOutlets();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={outlets.isPending}
      value={typeof value === 'number' ? value : value ? Number(value) : undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(outlets.data ?? []).map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
      style={{ minWidth: 180 }}
      data-testid="outlet-select"
    />
  );
}
