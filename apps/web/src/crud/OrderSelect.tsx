/** Choosing a work order by its number: the caller's orders (within `filters`) searched as the user types. */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biz } from '../api/request.ts';

interface FoundOrder {
  id: number;
  orderNo: string;
  customerName: string;
}

/** `current`: the order already chosen (an edited record's), named before a search finds it. */
export function OrderSelect({
  value,
  onChange,
  filters = {},
  current,
  testId,
}: { value?: number; onChange?: (id: number) => void; filters?: Record<string, string>; current?: { id: number; orderNo?: string | null }; testId?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['orderSelect', filters, keyword],
    queryFn: () => biz<{ records: FoundOrder[] }>('/basic/soOrder/getListPage', { method: 'POST', data: { current: '1', size: '20', filters: { ...filters, ...(keyword ? { orderNo: keyword } : {}) } } }),
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('common.pickOrder')}
      loading={found.isFetching}
      options={[
        ...(current?.orderNo && current.id === value && !found.data?.records.some((o) => o.id === value) ? [{ value: current.id, label: current.orderNo }] : []),
        ...(found.data?.records ?? []).map((o) => ({ value: o.id, label: `${o.orderNo} ${o.customerName}` })),
      ]}
      data-testid={testId}
    />
  );
}
