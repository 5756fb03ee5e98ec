/**
 * The generic screen of a metadata resource: search by its filterable fields, a sortable paged grid, add / edit in
 * a dialog, delete (single or selected, confirmed), export to the download list; trees load their children lazily.
 */
import { GRID_PAGE_SIZE, type FieldDef, type Page, type ResourceDef, resourcePermissions } from '@as/shared';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../access/useCan.ts';
import { biz } from '../api/request.ts';
import { feedback } from '../app/feedback.ts';
import { useDict } from './dicts.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormDialog } from './FormDialog.tsx';

type Row = Record<string, unknown> & { id: number };

export const resourceKeys = (name: string) => ({
  all: ['resource', name] as const,
  list: (query: unknown) => ['resource', name, 'list', query] as const,
  children: (parentId: number) => ['resource', name, 'children', parentId] as const,
});

interface ListState {
  current: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}

const joinFilter = (value: unknown) => (Array.isArray(value) ? value.join(',') : value == null ? '' : String(value));

function DictLabel({ type, value }: { type: string; value: unknown }) {
  const dict = useDict(type);
  const item = dict.data?.find((i) => i.value === value);
  return <>{item?.label ?? (value as string) ?? ''}</>;
}

export function cellOf(f: FieldDef, value: unknown) {
  if (f.type === 'dict' && f.dict) return <DictLabel type={f.dict} value={value} />;
  if (f.type === 'boolean') return value ? <Tag color="green">✓</Tag> : <Tag>✗</Tag>;
  return value as string;
}

export function ResourcePage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const perm = resourcePermissions(def);
  const keys = resourceKeys(def.name);
  const [searchForm] = Form.useForm();
  const [editing, setEditing] = useState<Record<string, unknown>>();
  const [selected, setSelected] = useState<number[]>([]);
  const [state, setState] = useState<ListState>({ current: 1, size: GRID_PAGE_SIZE, sort: def.defaultSort?.field, order: def.defaultSort?.order, filters: {} });
  const base = `/basic/${def.name}`;
  const label = (f: FieldDef) => t(`entity.${def.key}.fields.${f.name}`, { defaultValue: f.name });

  const body = { ...state, current: String(state.current), size: String(state.size), filters: def.tree && !Object.keys(state.filters).length ? { [def.tree.parentField]: '-1' } : state.filters };
  const list = useQuery({ queryKey: keys.list(body), queryFn: () => biz<Page<Row>>(`${base}/getListPage`, { method: 'POST', data: body }), placeholderData: keepPreviousData });
  const [children, setChildren] = useState<Record<number, Row[]>>({});

  const refresh = () => {
    setChildren({});
    return queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => biz(`${base}/${values.id != null ? 'update' : 'add'}`, { method: 'POST', data: values }),
    onSuccess: async () => {
      feedback.message?.success(t('common.success'));
      await refresh();
    },
  });
  const remove = (ids: number[]) =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('common.confirmDelete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await biz(`${base}/delete`, { method: 'POST', data: { ids } });
        setSelected([]);
        feedback.message?.success(t('common.success'));
        await refresh();
      },
    });
  const listFields = def.fields.filter((f) => f.list !== false && !(def.tree && f.name === def.tree.parentField));
  const exportList = async () => {
    const columns = listFields.map((f) => ({ field: f.name, title: label(f) }));
    await biz(`${base}/export`, { method: 'POST', data: { ...body, columns } });
    feedback.message?.success(t('crud.exportQueued'));
  };

  const search = (values: Record<string, unknown>) =>
    setState((s) => ({
      ...s,
      current: 1,
      filters: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, joinFilter(v)]).filter(([, v]) => v !== '')),
    }));

  const columns: TableProps<Row>['columns'] = [
    ...listFields.map((f) => ({
      title: label(f),
      dataIndex: f.name,
      key: f.name,
      sorter: f.sort ? true : undefined,
      sortOrder: state.sort === f.name ? (state.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
      render: (value: unknown) => cellOf(f, value),
    })),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          {can(perm.edit) && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid="row-edit">
              {t('common.edit')}
            </Button>
          )}
          {def.tree && can(perm.add) && (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ [def.tree!.parentField]: row.id })} aria-label={t('common.add')} />
          )}
          {can(perm.del) && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove([row.id])} data-testid="row-delete">
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const withChildren = (rows: Row[]): Row[] =>
    rows.map((row) => (def.tree ? { ...row, children: children[row.id] ? withChildren(children[row.id]) : [] } : row));
  const filterFields = def.fields.filter((f) => f.filter && !(def.tree && f.name === def.tree.parentField));

  return (
    <Card size="small" title={t(`entity.${def.key}.title`)} data-testid={`resource-${def.key}`}>
      <Form form={searchForm} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        {filterFields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={label(f)}>
            <FieldInput field={f} mode="search" />
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                search({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        {can(perm.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="add">
            {t('common.add')}
          </Button>
        )}
        {can(perm.del) && (
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => remove(selected)}>
            {t('common.delete')}
          </Button>
        )}
        {can(perm.export) && (
          <Button icon={<DownloadOutlined />} onClick={exportList}>
            {t('common.export')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} />
      </Space>
      <Table<Row>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={withChildren(list.data?.records ?? [])}
        columns={columns}
        virtual={(list.data?.records.length ?? 0) > GRID_PAGE_SIZE}
        scroll={{ x: 'max-content', y: (list.data?.records.length ?? 0) > GRID_PAGE_SIZE ? 600 : undefined }}
        rowSelection={can(perm.del) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        expandable={
          def.tree
            ? {
                onExpand: async (open, row) => {
                  if (!open || children[row.id]) return;
                  const rows = await biz<Row[]>(`${base}/getTreeNodes`, { method: 'POST', data: { parentId: row.id } });
                  setChildren((c) => ({ ...c, [row.id]: rows }));
                },
              }
            : undefined
        }
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setState((prev) => ({
            ...prev,
            current: pagination.current ?? 1,
            size: pagination.pageSize ?? prev.size,
            sort: s?.order ? String(s.field) : def.defaultSort?.field,
            order: s?.order === 'descend' ? 'desc' : s?.order ? 'asc' : def.defaultSort?.order,
          }));
        }}
        pagination={{
          current: state.current,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, GRID_PAGE_SIZE],
          showTotal: (total) => t('common.total', { total }),
        }}
      />
      {editing && <FormDialog def={def} record={editing} onSave={(values) => save.mutateAsync(values)} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
