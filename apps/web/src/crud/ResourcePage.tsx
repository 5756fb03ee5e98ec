/**
 * The one list screen: search by the fields marked filterable, a sortable paged grid, add / edit in a dialog, delete
 * (single or selected, confirmed), export to the download list, import from a template; columns shown, ordered and
 * sized per user (column settings); trees load their children lazily. What it can do comes from its adapter
 * (resource-api.ts) and the user's permissions; screens add their own row actions, toolbar buttons, cells or editor.
 */
import { GRID_PAGE_SIZE, type FieldDef, listedFieldsOf, permissionsOf, type ScreenDef } from '@as/shared';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Space, Table, type TableProps, type TableRef, Tag } from 'antd';
import { type ComponentType, type HTMLAttributes, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../access/useCan.ts';
import { ApiError } from '../api/request.ts';
import { fromNow } from '../app/dates.ts';
import { feedback } from '../app/feedback.ts';
import { useDict } from './dicts.ts';
import { arrangeColumns, type ColumnSetting, columnSettingKeys, loadColumnSettings, resizeColumns, saveColumnSettings } from './column-settings.ts';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { FieldInput } from './FieldInput.tsx';
import { FormDialog } from './FormDialog.tsx';
import styles from './grid.module.css';
import { RefLabel, refLabelOf } from './refs.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { type ColumnResize, ResizableHeaderCell, type Widths } from './ResizableHeaderCell.tsx';
import { countOnce, type ListQuery, type ResourceApi, type Row, resourceKeys } from './resource-api.ts';

/** Header cells whose right edge sizes the column. */
const GRID_COMPONENTS = { header: { cell: ResizableHeaderCell } };
const SELECTION_WIDTH = 32;
/** A small table cell's left and right padding, around the row's buttons. */
const CELL_PADDING = 16;

/** What a screen's own parts get: the selected ids and a way to reload the list. */
export interface ScreenContext {
  selected: number[];
  /** The rows the grid shows (the selected ones are among them). */
  rows: Row[];
  refresh: () => Promise<void>;
  /** For batch actions: the selected ids, or none after telling the user to select records first. */
  requireSelected: () => number[] | undefined;
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
  /** Search inputs replacing the generic one of a field (e.g. a tree select for a reference). */
  searchInputs?: Record<string, ReactNode>;
  /** Cells replacing the generic rendering of a field's value. */
  cells?: Record<string, (value: unknown, row: Row, context: ScreenContext) => ReactNode>;
  /** Column titles replacing a field's label, for a cell that shows more than its field; an export keeps the label. */
  titles?: Record<string, string>;
  /** Filters the screen always applies (one customer's assets, the review queue), under the user's own. */
  filters?: Record<string, string>;
  /** A row's class, for rows that must stand out (a part below its safety stock). */
  rowClassName?: (row: Row) => string;
  /** Rows whose state allows editing (a document's draft); every row when not given. */
  rowEditable?: (row: Row) => boolean;
  /** The screen's title, when it is not the resource's (one type of a document kind). */
  title?: string;
  /** The fields an import writes, when rows are imported otherwise than edited (sheets listed read-only, imported as drafts); the resource's writable fields by default. */
  importFields?: readonly FieldDef[];
}

const joinFilter = (value: unknown) => (Array.isArray(value) ? value.join(',') : value == null ? '' : String(value));

export function DictLabel({ type, value }: { type: string; value: unknown }) {
  const dict = useDict(type);
  const item = dict.data?.find((i) => i.value === value);
  return <>{item?.label ?? (value as string) ?? ''}</>;
}

/** A field's value as grids and details show it; `row` names what its references point at (refLabels). */
export function cellOf(f: FieldDef, value: unknown, row?: Row) {
  if (f.type === 'dict' && f.dict) return <DictLabel type={f.dict} value={value} />;
  if (f.type === 'boolean') return value ? <Tag color="green">✓</Tag> : <Tag>✗</Tag>;
  if (f.type === 'ref' && f.ref) return <RefLabel source={f.ref} value={value} label={refLabelOf(row, f.name)} />;
  if (f.type === 'datetime' && value) return <span title={String(value)}>{fromNow(String(value))}</span>;
  return value as string;
}

export function ResourcePage({ def, api, rowActions, toolbar, editor: Editor, searchInputs, cells, titles, filters, rowClassName, rowEditable, title, importFields }: Props) {
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

  // What is asked of the server: the screen's own filters under the user's (and so part of the cache key).
  const withFilters = filters ? { ...query, filters: { ...filters, ...query.filters } } : query;
  // A grid whose rows need no more than it lists asks for those fields only (ScreenDef.slimList).
  const asked = def.slimList ? { ...withFilters, fields: listedFieldsOf(def) } : withFilters;
  const listCounted = useMemo(() => countOnce(api.list), [api]);
  const list = useQuery({ queryKey: keys.list(asked), queryFn: () => listCounted(asked), placeholderData: keepPreviousData });
  const [children, setChildren] = useState<Record<number, Row[]>>({});

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: keys.all });
    // Expanded nodes stay expanded (the table keeps them open): reload their children instead of leaving them empty.
    const open = Object.keys(children).map(Number);
    if (!api.children || !open.length) return;
    const loaded = await Promise.all(open.map((id) => api.children!(id)));
    setChildren(Object.fromEntries(open.map((id, i) => [id, loaded[i]])));
  };
  // A list row may lack what the editor needs (a header's lines): the adapter then gives the whole record.
  const edit = async (row: Row) => {
    try {
      setEditing(api.get ? await api.get(row.id) : row);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const requireSelected = () => {
    if (selected.length) return selected;
    feedback.message?.warning(t('crud.selectFirst'));
    return undefined;
  };
  const context: ScreenContext = { selected, rows: list.data?.records ?? [], refresh, requireSelected };
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
  const defaultColumns = arrangeColumns(listFields.map((f) => ({ field: f.name, title: titles?.[f.name] ?? label(f), visible: !def.columns || def.columns.includes(f.name) })), null);
  const savedColumns = useQuery({ queryKey: columnSettingKeys(def.key), queryFn: () => loadColumnSettings(def.key), staleTime: Number.POSITIVE_INFINITY });
  const shownColumns = arrangeColumns(defaultColumns, savedColumns.data).filter((c) => c.visible);
  const [settingColumns, setSettingColumns] = useState(false);
  const saveColumns = async (columns: ColumnSetting[]) => {
    await saveColumnSettings(def.key, columns);
    queryClient.setQueryData(columnSettingKeys(def.key), columns);
    feedback.message?.success(t('common.success'));
  };
  /** Column widths while a column is being dragged, shown before they are saved. */
  const [resizing, setResizing] = useState<Widths>();
  // The widths a drag or arrow key ends on join the user's saved settings at once; the request layer shows a failure.
  const commitWidths = async (widths: Widths) => {
    const columns = resizeColumns(arrangeColumns(defaultColumns, savedColumns.data), widths);
    queryClient.setQueryData(columnSettingKeys(def.key), columns);
    setResizing(undefined);
    try {
      await saveColumnSettings(def.key, columns);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      await queryClient.invalidateQueries({ queryKey: columnSettingKeys(def.key) });
    }
  };
  const [importing, setImporting] = useState(false);
  const canImport = !!api.import && !!api.importTemplate && can(perm.import);

  /** Exports the rows of the current search, in the columns shown, each titled by its field's label. */
  const exportList = async () => {
    await api.export!(asked, shownColumns.map(({ field }) => ({ field, title: label(fieldByName.get(field)!) })));
    feedback.message?.success(t('crud.exportQueued'));
  };
  const removeSelected = () => {
    const ids = requireSelected();
    if (ids) remove(ids);
  };

  const search = (values: Record<string, unknown>) =>
    setQuery((q) => ({
      ...q,
      current: 1,
      filters: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, joinFilter(v)]).filter(([, v]) => v !== '')),
    }));

  const fieldByName = new Map(listFields.map((f) => [f.name, f]));
  const columns: NonNullable<TableProps<Row>['columns']> = [
    ...shownColumns.map(({ field, title, width: saved }) => {
      const f = fieldByName.get(field)!;
      const width = resizing?.[field] ?? saved ?? undefined;
      const resize: ColumnResize = { field, title, width, onResize: setResizing, onResizeEnd: commitWidths };
      return {
        title,
        dataIndex: f.name,
        key: f.name,
        width,
        // A sized column cuts what does not fit (the full text shows on hover) instead of widening again.
        ellipsis: width ? { showTitle: true } : undefined,
        onHeaderCell: () => ({ resize }) as HTMLAttributes<HTMLElement>,
        sorter: f.sort ? true : undefined,
        sortOrder: query.sort === f.name ? (query.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
        render: (value: unknown, row: Row) => (cells?.[f.name] ? cells[f.name](value, row, context) : cellOf(f, value, row)),
      };
    }),
  ];
  // The action column is as wide as its widest row of buttons in the language shown, measured once they are drawn.
  const tableRef = useRef<TableRef>(null);
  const [actionsWidth, setActionsWidth] = useState<number>();
  useLayoutEffect(() => {
    const rows = tableRef.current?.nativeElement.querySelectorAll<HTMLElement>('[data-row-actions]') ?? [];
    const widest = Math.max(0, ...Array.from(rows, (el) => el.scrollWidth));
    // A hidden tab measures nothing: it keeps the width it had.
    if (widest > 0 && widest + CELL_PADDING !== actionsWidth) setActionsWidth(widest + CELL_PADDING);
  });
  // A read-only screen (nothing to edit, add below or delete, no actions of its own) has no action column; a wide
  // grid keeps it at its right edge, in view.
  if (canEdit || canDelete || (def.tree && canAdd) || rowActions)
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: actionsWidth,
      render: (_: unknown, row: Row) => (
        <span className={styles.rowActions} data-row-actions>
          {canEdit && (rowEditable?.(row) ?? true) && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(row)} data-testid="row-edit">
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
        </span>
      ),
    });

  // Columns narrower than their content hold only in a table as wide as its columns: once every column has a width
  // (after a drag), the table takes their sum; until then it fits the content.
  const sized = columns.every((c) => typeof c.width === 'number');
  const tableWidth = sized ? columns.reduce((sum, c) => sum + Number(c.width), canDelete ? SELECTION_WIDTH : 0) : 'max-content';

  // Only a node with children can be opened; its children load when it is.
  const withChildren = (rows: Row[]): Row[] =>
    rows.map((row) => (def.tree && row.hasChildren ? { ...row, children: children[row.id] ? withChildren(children[row.id]) : [] } : row));
  const filterFields = def.fields.filter((f) => f.filter && !(def.tree && f.name === def.tree.parentField));
  const searching = Object.keys(query.filters).length > 0;
  // Until the first answer the grid shows only that it is loading; then an empty one says why it is empty: nothing
  // matches the search, or how its records arrive (the screen's own words), or that the user may add the first.
  const emptyText = list.isPending ? (
    <div className={styles.pending} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="grid-empty"
      description={searching ? t('crud.empty.noMatch') : t(`entity.${def.key}.empty`, { defaultValue: canAdd ? t('crud.empty.add') : t('common.empty') })}
    >
      {canAdd && !searching && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="grid-empty-add">
          {t('common.add')}
        </Button>
      )}
    </Empty>
  );

  return (
    <Card size="small" title={title ?? t(`entity.${def.key}.title`)} data-testid={`resource-${def.key}`}>
      <Form form={searchForm} name={`search-${def.key}`} layout="inline" onFinish={search} className={styles.filters} style={{ marginBottom: 12, rowGap: 8 }}>
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
      <Space wrap style={{ marginBottom: 12 }}>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="add">
            {t('common.add')}
          </Button>
        )}
        {canDelete && (
          <Button danger icon={<DeleteOutlined />} onClick={removeSelected} data-testid="batch-delete">
            {t('common.delete')}
          </Button>
        )}
        {api.export && can(perm.export) && (
          <Button icon={<DownloadOutlined />} onClick={exportList} data-testid="export">
            {t('common.export')}
          </Button>
        )}
        {canImport && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import">
            {t('common.import')}
          </Button>
        )}
        {toolbar?.(context)}
        <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} />
        <Button icon={<SettingOutlined />} onClick={() => setSettingColumns(true)} data-testid="column-settings">
          {t('crud.columns.button')}
        </Button>
      </Space>
      <Table<Row>
        ref={tableRef}
        size="small"
        rowKey="id"
        rowClassName={rowClassName}
        loading={list.isFetching}
        locale={{ emptyText }}
        dataSource={withChildren(list.data?.records ?? [])}
        columns={columns}
        components={GRID_COMPONENTS}
        virtual={(list.data?.records.length ?? 0) > GRID_PAGE_SIZE}
        scroll={{ x: tableWidth, y: (list.data?.records.length ?? 0) > GRID_PAGE_SIZE ? 600 : undefined }}
        // Rows are selectable for a batch delete or a screen's own batch buttons.
        rowSelection={canDelete || toolbar ? { columnWidth: SELECTION_WIDTH, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
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
      {settingColumns && (
        <ColumnSettingsDialog
          columns={arrangeColumns(defaultColumns, savedColumns.data)}
          defaults={defaultColumns}
          onSave={saveColumns}
          onClose={() => setSettingColumns(false)}
        />
      )}
      {importing && api.import && api.importTemplate && (
        <ImportDialog
          title={t(`entity.${def.key}.title`)}
          // Every field a user may write, so a required one is never missing from the template, whatever the grid shows.
          columns={(importFields ?? def.fields).filter((f) => !f.readOnly).map((f) => ({ field: f.name, title: label(f) }))}
          api={{ import: api.import, importTemplate: api.importTemplate, importAllOrNothing: api.importAllOrNothing }}
          onImported={refresh}
          onClose={() => setImporting(false)}
        />
      )}
    </Card>
  );
}
