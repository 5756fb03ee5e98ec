/** Live sessions of the tenant; an administrator may end one (its next request answers 424 and its refresh fails). */
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { kickOut, tokenApi } from './platform-api.ts';
import { tokenScreen } from './screens.ts';

export function TokenPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <ResourcePage
      def={tokenScreen}
      api={tokenApi}
      rowActions={(row, { refresh }) =>
        can('sys_token_del') && (
          // Ending one's own session from here would only sign oneself out: that is the logout button's job.
          <Button
            type="link"
            size="small"
            danger
            disabled={Boolean(row.current)}
            icon={<LogoutOutlined />}
            data-testid="token-kick"
            onClick={() =>
              feedback.modal?.confirm({
                title: t('common.tip'),
                content: t('platform.token.kickOutConfirm', { username: row.username }),
                okButtonProps: { danger: true },
                onOk: async () => {
                  await kickOut(row.id);
                  feedback.message?.success(t('platform.token.kicked'));
                  await refresh();
                },
              })
            }
          >
            {t('platform.token.kickOut')}
          </Button>
        )
      }
    />
  );
}
