/**
 * My Process (spec: the process list with filters pending, processed but not ended, ended, I initiated): one grid
 * per filter in tabs; a row opens the workflow detail, where it is approved, rejected or cancelled.
 */
import { WF_LIST_TYPES, WF_STATUSES, type WfListType, type WfStatus } from '@as/shared';
import { EyeOutlined, PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { processName, StatusTag, stepName } from './ProcessStatus.tsx';
import { PROCESS_SCREENS } from './screens.ts';
import { StartProcessDialog } from './StartProcessDialog.tsx';
import { getDefinitions, processListApi, workflowKeys } from './workflow-api.ts';

const APIS = Object.fromEntries(WF_LIST_TYPES.map((type) => [type, processListApi(type)])) as Record<WfListType, ReturnType<typeof processListApi>>;

export function ProcessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<WfListType>('pending');
  const [starting, setStarting] = useState(false);
  const definitions = useQuery({ queryKey: workflowKeys.definitions(), queryFn: getDefinitions, staleTime: 60_000 });
  const open = (id: number) => navigate(`/activti/detail/${id}`);

  const grid = (list: WfListType) => (
    <ResourcePage
      def={PROCESS_SCREENS[list]}
      api={APIS[list]}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)} data-testid="start-process">
          {t('workflow.start')}
        </Button>
      )}
      searchInputs={{
        definitionKey: (
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={(definitions.data ?? []).map((d) => ({ value: d.key, label: processName(t, d.key, d.name) }))}
            data-testid="process-definition-filter"
          />
        ),
        status: (
          <Select mode="multiple" allowClear style={{ minWidth: 160 }} options={WF_STATUSES.map((value) => ({ value, label: t(`workflow.status.${value}`) }))} data-testid="process-status-filter" />
        ),
      }}
      cells={{
        title: (value, row) => (
          <Button type="link" size="small" onClick={() => open(row.id)} data-testid="process-title">
            {String(value)}
          </Button>
        ),
        definitionKey: (value, row) => processName(t, String(value), String(row.definitionName)),
        status: (value) => <StatusTag status={value as WfStatus} />,
        currentStepName: (value, row) => (row.currentStepKey ? stepName(t, { key: String(row.currentStepKey), name: String(value) }) : ''),
      }}
      rowActions={(row) =>
        list === 'pending' ? (
          <Button type="link" size="small" icon={<SolutionOutlined />} onClick={() => open(row.id)} data-testid="process-handle">
            {t('workflow.handle')}
          </Button>
        ) : (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row.id)} data-testid="process-open">
            {t('workflow.open')}
          </Button>
        )
      }
    />
  );

  return (
    <>
      <Tabs
        activeKey={type}
        onChange={(key) => setType(key as WfListType)}
        destroyOnHidden
        items={WF_LIST_TYPES.map((list) => ({ key: list, label: <span data-testid={`process-tab-${list}`}>{t(`workflow.tabs.${list}`)}</span>, children: grid(list) }))}
      />
      {starting && <StartProcessDialog onClose={() => setStarting(false)} onStarted={open} />}
    </>
  );
}
