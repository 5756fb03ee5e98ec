/** Switch organisation: the tenants the user belongs to; choosing one sends that tenant's id from then on. */
import { useQuery } from '@tanstack/react-query';
import { Button, List, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { r } from '../api/request.ts';
import { sessionStore } from '../api/session.ts';
import { DIALOG_WIDTH } from '@as/shared';
import { feedback } from '../app/feedback.ts';
import { switchTenant } from './sign-in.ts';

export function SwitchOrgDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = sessionStore.get()?.tenantId;
  const tenants = useQuery({ queryKey: ['tenant', 'mine'], queryFn: () => r<{ id: number; name: string }[]>('/admin/tenant/mine') });

  async function choose(id: number, name: string) {
    if (id === current) return onClose();
    await switchTenant(id);
    feedback.message?.success(t('shell.tenantSwitched', { name }));
    onClose();
    navigate('/wel/index');
  }

  return (
    <Modal open title={t('shell.switchOrg')} width={DIALOG_WIDTH} centered footer={null} onCancel={onClose}>
      <List
        loading={tenants.isPending}
        dataSource={tenants.data ?? []}
        renderItem={(tenant) => (
          <List.Item
            actions={[
              <Button key="go" type="link" size="small" disabled={tenant.id === current} onClick={() => choose(tenant.id, tenant.name)} data-testid={`tenant-${tenant.id}`}>
                {tenant.id === current ? t('shell.currentOrg') : t('common.confirm')}
              </Button>,
            ]}
          >
            {tenant.name}
          </List.Item>
        )}
      />
    </Modal>
  );
}
