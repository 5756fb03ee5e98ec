/**
 * The members of the tenant: who they are, where they sit, what they may do; passwords reset and locks lifted here.
 * A shared account's password is its holder's alone (docs/accounts.md): no reset offered.
 */
import { KeyOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { succeeded, unlockUser, userApi } from './access-api.ts';
import { DeptSelect } from './DeptSelect.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserEditor } from './UserEditor.tsx';
import { userScreen } from './screens.ts';

export function UserPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [resetting, setResetting] = useState<Row>();

  const unlock = (row: Row, refresh: () => Promise<void>) =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('access.unlockConfirm', { name: row.username }),
      onOk: async () => {
        if (!(await succeeded(unlockUser(row.username as string)))) return;
        feedback.message?.success(t('common.success'));
        await refresh();
      },
    });

  return (
    <>
      <ResourcePage
        def={userScreen}
        api={userApi}
        editor={UserEditor}
        searchInputs={{ deptId: <DeptSelect /> }}
        rowActions={(row, { refresh }) => (
          <>
            {can('sys_user_lock') && !row.accountShared && (
              <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(row)} data-testid="user-reset-password">
                {t('access.resetPassword')}
              </Button>
            )}
            {can('sys_user_lock') && (row.lockFlag === '9' || row.lockedUntil) && (
              <Button type="link" size="small" icon={<UnlockOutlined />} onClick={() => unlock(row, refresh)} data-testid="user-unlock">
                {t('access.unlock')}
              </Button>
            )}
          </>
        )}
      />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />}
    </>
  );
}
