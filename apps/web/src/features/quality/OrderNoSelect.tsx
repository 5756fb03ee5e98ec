/** Choosing a work order by its number (the value is the number, as the quality screens send it): the caller's orders searched as the user types. */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biz } from '../../api/request.ts';

export function OrderNoSelect({ value, onChange, testId }: { value?: string; onChange?: (orderNo: string | undefined) => void; testId?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['orderNoSelect', keyword],
    queryFn: () => biz<{ records: { id: number; orderNo: string; customerName: string }[] }>('/basic/soOrder/getListPage', { method: 'POST', data: { current: '1', size: '20', filters: keyword ? { orderNo: keyword } : {} } }),
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('common.pickOrder')}
      loading={found.isFetching}
      options={(found.data?.records ?? []).map((o) => ({ value: o.orderNo, label: `${o.orderNo} ${o.customerName ?? ''}` }))}
      data-testid={testId}
    />
  );
}
