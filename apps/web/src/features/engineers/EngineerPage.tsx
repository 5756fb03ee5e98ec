/**
 * Engineers of the caller's outlets (or the engineer himself): search, masked ID numbers, the editor with the login
 * account, batch departure and promotion of the selected, each engineer's status, inspections, records and change
 * requests. Buttons follow the caller's permissions.
 */
import { ENGINEER_PERMISSIONS } from '@as/shared';
import { AuditOutlined, EditOutlined, HistoryOutlined, RiseOutlined, SwapOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { batchDepart, changeKeys, engineerApi, engineerKeys, engineerScreen } from './engineer-api.ts';
import { InspectionDialog, PostStatDialog, PromoteDialog, RecordsDialog } from './EngineerDialogs.tsx';
import { ChangeRequestDialog, EngineerEditor } from './EngineerEditor.tsx';
import { OutletSelect } from './OutletSelect.tsx';

type Open = { kind: 'promote'; ids: number[] } | { kind: 'postStat' | 'inspect' | 'records' | 'change'; row: Row };

export function EngineerPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<Open>();
  const queryClient = useQueryClient();
  // A command may show on both engineer screens (a change request, for one).
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: engineerKeys.all }), queryClient.invalidateQueries({ queryKey: changeKeys.all })]);
  };
  const close = () => setOpen(undefined);

  const depart = (ids: number[]) => {
    let reason = '';
    feedback.modal?.confirm({
      title: t('engineer.batchDepart'),
      content: (
        <Form layout="vertical">
          <p>{t('engineer.departConfirm', { n: ids.length })}</p>
          <Form.Item label={t('engineer.reason')}>
            <Input.TextArea maxLength={500} rows={2} onChange={(e) => (reason = e.target.value)} data-testid="depart-reason" />
          </Form.Item>
        </Form>
      ),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await batchDepart(ids, reason || undefined);
        } catch (e) {
          if (e instanceof ApiError) return;
          throw e;
        }
        feedback.message?.success(t('common.success'));
        await refresh();
      },
    });
  };

  const rowButton = (kind: Exclude<Open['kind'], 'promote'>, row: Row, icon: ReactNode, label: string) => (
    <Button type="link" size="small" icon={icon} onClick={() => setOpen({ kind, row })} data-testid={`engineer-${kind}`}>
      {label}
    </Button>
  );

  return (
    <>
      <ResourcePage
        def={engineerScreen}
        api={engineerApi}
        editor={EngineerEditor}
        searchInputs={{ deptId: <OutletSelect /> }}
        toolbar={({ requireSelected }) => (
          <>
            {can(ENGINEER_PERMISSIONS.postStat) && (
              <Button
                danger
                icon={<UserDeleteOutlined />}
                onClick={() => {
                  const ids = requireSelected();
                  if (ids) depart(ids);
                }}
                data-testid="batch-depart"
              >
                {t('engineer.batchDepart')}
              </Button>
            )}
            {can(ENGINEER_PERMISSIONS.promote) && (
              <Button
                icon={<RiseOutlined />}
                onClick={() => {
                  const ids = requireSelected();
                  if (ids) setOpen({ kind: 'promote', ids });
                }}
                data-testid="batch-promote"
              >
                {t('engineer.batchPromote')}
              </Button>
            )}
          </>
        )}
        rowActions={(row) => (
          <>
            {can(ENGINEER_PERMISSIONS.postStat) && rowButton('postStat', row, <SwapOutlined />, t('engineer.postStat'))}
            {can(ENGINEER_PERMISSIONS.inspect) && rowButton('inspect', row, <AuditOutlined />, t('engineer.inspect'))}
            {rowButton('records', row, <HistoryOutlined />, t('engineer.records'))}
            {can(ENGINEER_PERMISSIONS.changeAdd) && rowButton('change', row, <EditOutlined />, t('engineer.requestChange'))}
          </>
        )}
      />
      {open?.kind === 'promote' && <PromoteDialog ids={open.ids} onClose={close} onDone={refresh} />}
      {open?.kind === 'postStat' && <PostStatDialog engineer={open.row} onClose={close} onDone={refresh} />}
      {open?.kind === 'inspect' && <InspectionDialog engineer={open.row} onClose={close} onDone={refresh} />}
      {open?.kind === 'records' && <RecordsDialog engineer={open.row} onClose={close} />}
      {open?.kind === 'change' && <ChangeRequestDialog engineer={open.row} onClose={close} onDone={refresh} />}
    </>
  );
}
