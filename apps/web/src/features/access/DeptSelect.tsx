/** Choosing a department from the organisation tree (user forms and the user search). */
import { TreeSelect } from 'antd';
import { useDeptTree } from './access-api.ts';

interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

export function DeptSelect({ value, onChange, id }: Props) {
  const tree = useDeptTree();
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={tree.data ?? []}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      loading={tree.isPending}
      allowClear
      showSearch={{ treeNodeFilterProp: 'name' }}
      treeDefaultExpandAll
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
      data-testid="dept-select"
    />
  );
}
