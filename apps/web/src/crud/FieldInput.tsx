/** The input for one metadata field: text, number (with decimal control), switch, date, dictionary select. */
import { cleanNumericInput, defaultMaxLength, type FieldDef } from '@as/shared';
import { DatePicker, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, rangePresets } from '../app/dates.ts';
import { DateTimePicker } from './DateTimePicker.tsx';
import { useDict } from './dicts.ts';
import { RefSelect, ScopedRefSelect } from './refs.tsx';

interface Props {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Search forms: dictionaries allow several values and nothing is required. */
  mode?: 'form' | 'search';
  id?: string;
  /** References: the server's name of the current value (the record's refLabels). */
  label?: string;
  /** References chosen among a parent's rows (FieldDef.refParent): the parent field's name, for the hint until it is chosen. */
  parentLabel?: string;
}

/** `only`: the dictionary's values the field takes (FieldDef.options); all when not given. */
export function DictSelect({ type, multiple, only, ...rest }: { type: string; multiple?: boolean; only?: readonly string[]; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const dict = useDict(type);
  return (
    <Select
      {...rest}
      value={rest.value as string | string[] | undefined}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      loading={dict.isPending}
      options={(dict.data ?? []).filter((item) => !only || only.includes(item.value)).map((item) => ({ value: item.value, label: item.label }))}
      style={{ minWidth: 140 }}
    />
  );
}

export function FieldInput({ field, value, onChange, mode = 'form', id, label, parentLabel }: Props) {
  switch (field.type) {
    case 'dict':
      return <DictSelect id={id} type={field.dict ?? ''} only={field.options} multiple={mode === 'search' && field.filter === 'in'} value={value} onChange={onChange} />;
    case 'boolean':
      return mode === 'search' ? (
        <Select
          id={id}
          allowClear
          value={value as string | undefined}
          onChange={onChange}
          style={{ minWidth: 100 }}
          options={[
            { value: 'true', label: '✓' },
            { value: 'false', label: '✗' },
          ]}
        />
      ) : (
        <Switch id={id} checked={Boolean(value)} onChange={onChange} />
      );
    case 'ref':
      if (field.ref && field.refParent) return <ScopedRefSelect id={id} field={{ ...field, ref: field.ref, refParent: field.refParent }} value={value} onChange={onChange} label={label} parentLabel={parentLabel} />;
      if (field.ref) return <RefSelect id={id} source={field.ref} value={value} onChange={onChange} label={label} />;
      return <Input id={id} value={value == null ? '' : String(value)} onChange={(e) => onChange?.(cleanNumericInput(e.target.value, { decimals: 0, min: 0 }))} />;
    case 'int':
    case 'decimal':
    case 'money': {
      const decimals = field.type === 'int' ? 0 : (field.decimals ?? 2);
      return (
        <Input
          id={id}
          inputMode={decimals ? 'decimal' : 'numeric'}
          value={value == null ? '' : String(value)}
          onChange={(e) => onChange?.(cleanNumericInput(e.target.value, { decimals, min: field.min }))}
          style={{ width: '100%' }}
        />
      );
    }
    case 'date':
    case 'datetime': {
      const format = field.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
      if (mode === 'search' && field.filter === 'range') {
        const [from, to] = Array.isArray(value) ? (value as string[]) : [];
        return (
          <DatePicker.RangePicker
            id={id}
            presets={rangePresets()}
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            onChange={(range) => onChange?.(range?.[0] && range[1] ? [range[0].startOf('day').format(format), range[1].endOf('day').format(format)] : undefined)}
          />
        );
      }
      const Picker = field.type === 'datetime' ? DateTimePicker : DatePicker;
      return <Picker id={id} value={value ? dayjs(value as string) : null} onChange={(d: Dayjs | null) => onChange?.(d ? d.format(format) : null)} style={{ width: '100%' }} />;
    }
    case 'text':
      return <Input.TextArea id={id} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} maxLength={defaultMaxLength(field)} showCount rows={3} />;
    default:
      return <Input id={id} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} maxLength={mode === 'form' ? defaultMaxLength(field) : undefined} allowClear />;
  }
}
