/**
 * The one list screen: search by the fields marked filterable, a sortable paged grid, add / edit in a dialog, delete
 * (single or selected, confirmed), export to the download list; trees load their children lazily. What it can do
 * comes from its adapter (resource-api.ts) and the user's permissions; screens add their own row actions, toolbar
 * buttons or editor.
 */
import { GRID_PAGE_SIZE, type FieldDef, permissionsOf, type ScreenDef } from '@as/shared';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space, Table, type TableProps, Tag } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../access/useCan.ts';
import { ApiError } from '../api/request.ts';
import { fromNow } from '../app/dates.ts';
import { feedback } from '../app/feedback.ts';
import { useDict } from './dicts.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormDialog } from './FormDialog.tsx';
import type { ListQuery, ResourceApi, Row } from './resource-api.ts';


export const resourceKeys = (key: string) => ({
  all: ['resource', key] as const,
  list: (query: unknown) => ['resource', key, 'list', query] as const,
});

/** What a screen's own parts get: the selected ids and a way to reload the list. */
export interface ScreenContext {
  selected: number[];
  refresh: () => Promise<void>;
}

export interface EditorProps {
  /** The record being edited (with id), or initial values of a new one. */
  record: Record<string, unknown>;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

interface Props {
  def: ScreenDef;
  api: ResourceApi;
  /** Extra buttons in each row's action column. */
  rowActions?: (row: Row, context: ScreenContext) => ReactNode;
  /** Extra buttons in the toolbar. */
  toolbar?: (context: ScreenContext) => ReactNode;
  /** Replaces the generic form dialog (for screens whose editing needs more than their fields). */
  editor?: ComponentType<EditorProps>;
  /** Width of the action column. */
  actionsWidth?: number;
  /** Search inputs replacing the generic one of a field (e.g. a tree select for a reference). */
  searchInputs?: Record<string, ReactNode>;
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
  if (f.type === 'datetime' && value) return <span title={String(value)}>{fromNow(String(value))}</span>;
  return value as string;
}

export function ResourcePage({ def, api, rowActions, toolbar, editor: Editor, actionsWidth = 160, searchInputs }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const perm = permissionsOf(def.permission);
  const keys = resourceKeys(def.key);
  const [searchForm] = Form.useForm();
  const [editing, setEditing] = useState<Record<string, unknown>>();
  const [selected, setSelected] = useState<number[]>([]);
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: GRID_PAGE_SIZE, sort: def.defaultSort?.field, order: def.defaultSort?.order, filters: {} });
  const label = (f: FieldDef) => t(`entity.${def.key}.fields.${f.name}`, { defaultValue: f.name });

  const list = useQuery({ queryKey: keys.list(query), queryFn: () => api.list(query), placeholderData: keepPreviousData });
  const [children, setChildren] = useState<Record<number, Row[]>>({});

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: keys.all });
    // Expanded nodes stay expanded (the table keeps them open): reload their children instead of leaving them empty.
    const open = Object.keys(children).map(Number);
    if (!api.children || !open.length) return;
    const loaded = await Promise.all(open.map((id) => api.children!(id)));
    setChildren(Object.fromEntries(open.map((id, i) => [id, loaded[i]])));
  };
  const context: ScreenContext = { selected, refresh };
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => api.save!(values),
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
        try {
          await api.remove!(ids);
        } catch (e) {
          // The request layer has shown why (e.g. still in use): not an error of the app for the error log.
          if (e instanceof ApiError) return;
          throw e;
        }
        setSelected([]);
        feedback.message?.success(t('common.success'));
        await refresh();
      },
    });
  const canAdd = !!api.save && can(perm.add);
  const canEdit = !!api.save && can(perm.edit);
  const canDelete = !!api.remove && can(perm.del);
  const listFields = def.fields.filter((f) => f.list !== false && !(def.tree && f.name === def.tree.parentField));
  const exportList = async () => {
    await api.export!(query, listFields.map((f) => ({ field: f.name, title: label(f) })));
    feedback.message?.success(t('crud.exportQueued'));
  };

  const search = (values: Record<string, unknown>) =>
    setQuery((q) => ({
      ...q,
      current: 1,
      filters: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, joinFilter(v)]).filter(([, v]) => v !== '')),
    }));

  const columns: TableProps<Row>['columns'] = [
    ...listFields.map((f) => ({
      title: label(f),
      dataIndex: f.name,
      key: f.name,
      sorter: f.sort ? true : undefined,
      sortOrder: query.sort === f.name ? (query.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
      render: (value: unknown) => cellOf(f, value),
    })),
    {
      title: t('common.actions'),
      key: 'actions',
      width: actionsWidth,
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          {canEdit && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid="row-edit">
              {t('common.edit')}
            </Button>
          )}
          {def.tree && canAdd && (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ [def.tree!.parentField]: row.id })} aria-label={t('common.add')} />
          )}
          {canDelete && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove([row.id])} data-testid="row-delete">
              {t('common.delete')}
            </Button>
          )}
          {rowActions?.(row, context)}
        </Space>
      ),
    },
  ];

  const withChildren = (rows: Row[]): Row[] =>
    rows.map((row) => (def.tree ? { ...row, children: children[row.id] ? withChildren(children[row.id]) : [] } : row));
  const filterFields = def.fields.filter((f) => f.filter && !(def.tree && f.name === def.tree.parentField));

  return (
    <Card size="small" title={t(`entity.${def.key}.title`)} data-testid={`resource-${def.key}`}>
      <Form form={searchForm} name={`search-${def.key}`} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        {filterFields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={label(f)}>
            {searchInputs?.[f.name] ?? <FieldInput field={f} mode="search" />}
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
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="add">
            {t('common.add')}
          </Button>
        )}
        {canDelete && (
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => remove(selected)}>
            {t('common.delete')}
          </Button>
        )}
        {api.export && can(perm.export) && (
          <Button icon={<DownloadOutlined />} onClick={exportList}>
            {t('common.export')}
          </Button>
        )}
        {toolbar?.(context)}
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
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        expandable={
          def.tree && api.children
            ? {
                onExpand: async (open, row) => {
                  if (!open || children[row.id]) return;
                  const rows = await api.children!(row.id);
                  setChildren((c) => ({ ...c, [row.id]: rows }));
                },
              }
            : undefined
        }
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setQuery((prev) => ({
            ...prev,
            current: pagination.current ?? 1,
            size: pagination.pageSize ?? prev.size,
            sort: s?.order ? String(s.field) : def.defaultSort?.field,
            order: s?.order === 'descend' ? 'desc' : s?.order ? 'asc' : def.defaultSort?.order,
          }));
        }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, GRID_PAGE_SIZE],
          showTotal: (total) => t('common.total', { total }),
        }}
      />
      {editing &&
        (Editor ? (
          <Editor record={editing} onSave={(values) => save.mutateAsync(values)} onClose={() => setEditing(undefined)} />
        ) : (
          <FormDialog def={def} record={editing} onSave={(values) => save.mutateAsync(values)} onClose={() => setEditing(undefined)} />
        ))}
    </Card>
  );
}
