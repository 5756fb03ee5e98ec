import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../app/feedback.ts';
import { signOut } from './sign-in.ts';

/** Log out after the spec's confirmation. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('shell.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await signOut();
        navigate('/login', { replace: true });
      },
    });
}
