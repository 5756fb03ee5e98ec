/**
 * The parts returns' screens (menus parts.returnNew 新件返还 and parts.returnOld 旧件返还): the grid of one kind by
 * status tab over the generic list (search, export), add / edit of a draft, and the detail with the actions the
 * server offers the caller.
 */
import type { PartsReturnKind } from '@as/shared';
import { Button, Tabs } from 'antd';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { returnGridApi } from './return-api.ts';
import { ReturnDetail, ReturnStatusTag } from './ReturnDetail.tsx';
import { ReturnForm } from './ReturnForm.tsx';
import { returnScreenFor, statusTabs } from './return-screen.ts';

export function ReturnPage({ kind }: { kind: PartsReturnKind }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  const seesOutlets = useCan()('sys_dept_view');
  const def = useMemo(() => returnScreenFor(seesOutlets), [seesOutlets]);
  const Editor: ComponentType<EditorProps> = useMemo(() => (props: EditorProps) => <ReturnForm kind={kind} {...props} />, [kind]);
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[{ key: '', label: t('partsReturn.allStatuses') }, ...statusTabs(kind).map((s) => ({ key: s, label: t(`partsReturn.status.${s}`) }))]}
        style={{ marginBottom: -8 }}
        data-testid="return-tabs"
      />
      <ResourcePage
        def={def}
        title={t(kind === 'new' ? 'partsReturn.newTitle' : 'partsReturn.oldTitle')}
        api={returnGridApi}
        editor={Editor}
        filters={status ? { kind, status } : { kind }}
        rowEditable={(row) => row.status === 'draft'}
        cells={{
          returnNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="return-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <ReturnStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="return-row-detail">
            {t('partsReturn.detail')}
          </Button>
        )}
      />
      {open !== undefined && <ReturnDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

export const NewReturnPage = () => <ReturnPage kind="new" />;
export const OldReturnPage = () => <ReturnPage kind="old" />;
