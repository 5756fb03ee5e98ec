/** 自动派工规则: the rules (generic resource screen) and a try-out of the ranking the work orders will use. */
import { autoDispatchResource } from '@as/shared';
import { AimOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { RefSelect } from '../../crud/refs.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { type DispatchCandidate, dispatchApi, getDispatchCandidates } from './network-api.ts';

function CandidatesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ areaId?: number; categoryId?: number; serviceTypeId?: number }>();
  const [found, setFound] = useState<DispatchCandidate[]>();
  const field = (name: string) => t(`entity.autoDispatch.fields.${name}`);
  const find = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.areaId) return;
    try {
      setFound(await getDispatchCandidates({ areaId: values.areaId, categoryId: values.categoryId ?? null, serviceTypeId: values.serviceTypeId ?? null }));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  return (
    <Modal open centered width={720} title={t('network.dispatch.candidatesTitle')} okText={t('network.dispatch.find')} cancelText={t('common.close', { defaultValue: t('common.cancel') })} onOk={find} onCancel={onClose}>
      <Form form={form} layout="inline" style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="areaId" label={field('areaId')} rules={[{ required: true }]}>
          <RefSelect source="basArea" />
        </Form.Item>
        <Form.Item name="categoryId" label={field('categoryId')}>
          <RefSelect source="basItemCategory" />
        </Form.Item>
        <Form.Item name="serviceTypeId" label={field('serviceTypeId')}>
          <RefSelect source="basServiceType" />
        </Form.Item>
      </Form>
      {found && (
        <Table
          size="small"
          rowKey={(c) => `${c.siteId}:${c.engineerId ?? ''}`}
          pagination={false}
          dataSource={found}
          locale={{ emptyText: t('network.dispatch.none') }}
          columns={[
            { title: t('network.dispatch.rank'), dataIndex: 'rank', key: 'rank', width: 70 },
            { title: field('siteId'), key: 'site', render: (_: unknown, c: DispatchCandidate) => `${c.siteName} (${c.siteCode})` },
            { title: field('engineerId'), dataIndex: 'engineerId', key: 'engineerId' },
            { title: field('priority'), dataIndex: 'priority', key: 'priority' },
          ]}
          data-testid="dispatch-candidates"
        />
      )}
    </Modal>
  );
}

export function AutoDispatchPage() {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);
  return (
    <>
      <ResourcePage
        def={autoDispatchResource}
        api={dispatchApi}
        toolbar={() => (
          <Button icon={<AimOutlined />} onClick={() => setTrying(true)}>
            {t('network.dispatch.candidates')}
          </Button>
        )}
      />
      {trying && <CandidatesDialog onClose={() => setTrying(false)} />}
    </>
  );
}
