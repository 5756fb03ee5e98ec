/** Roles: what they are called, how far their data reaches, and (in a dialog) the menus and buttons they grant. */
import { SafetyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { roleApi } from './access-api.ts';
import { RolePermissionDialog } from './RolePermissionDialog.tsx';
import { roleScreen } from './screens.ts';

export function RolePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [granting, setGranting] = useState<Row>();
  return (
    <>
      <ResourcePage
        def={roleScreen}
        api={roleApi}
        rowActions={(row) =>
          can('sys_role_perm') && (
            <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => setGranting(row)} data-testid="role-permissions">
              {t('access.permissions')}
            </Button>
          )
        }
      />
      {granting && <RolePermissionDialog role={granting} onClose={() => setGranting(undefined)} />}
    </>
  );
}
