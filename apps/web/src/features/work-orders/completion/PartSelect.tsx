/**
 * The parts picker of the forms that name a part for an order (the completion's replaced parts, a parts
 * application's lines): the catalogue searched by code or name as the user types, the order's model BOM first and
 * tagged. `testId` names the select (`<testId>-select`) and its BOM tags (`<testId>-in-bom`).
 */
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartOption, searchParts } from './completion-api.ts';

interface Props {
  /** The order whose model's BOM comes first; none: the catalogue alone. */
  orderId?: number;
  value?: number;
  onChange?: (v: number) => void;
  /** The current part's name, shown until the search holds it. */
  label?: string;
  onPick?: (part: PartOption) => void;
  testId: string;
}

export function PartSelect({ orderId, value, onChange, label, onPick, testId }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['completion', 'parts', orderId, keyword], queryFn: () => searchParts(orderId, keyword), staleTime: 30_000 });
  const options: { value: number; label: string; part?: PartOption }[] = (found.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}`, part: p }));
  if (value !== undefined && label && !options.some((o) => o.value === value)) options.unshift({ value, label });
  return (
    <Select
      value={value}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('completion.pickPart')}
      loading={found.isFetching}
      options={options}
      popupMatchSelectWidth={false}
      optionRender={(option) => (
        <Space size={4}>
          {option.label}
          {option.data.part?.inBom && (
            <Tag color="blue" variant="outlined" data-testid={`${testId}-in-bom`}>
              {t('completion.inBom')}
            </Tag>
          )}
        </Space>
      )}
      onChange={(v, option) => {
        onChange?.(v);
        const part = (option as { part?: PartOption }).part;
        if (part) onPick?.(part);
      }}
      style={{ width: '100%' }}
      data-testid={`${testId}-select`}
    />
  );
}
