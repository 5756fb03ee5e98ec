import { type Lang, LANGS } from '@as/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../app/i18n.ts';

const NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'es-ES': 'Español' };

export function LanguageSelect({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{ selectable: true, selectedKeys: [i18n.language], items: LANGS.map((l) => ({ key: l, label: NAMES[l] })), onClick: ({ key }) => setLang(key as Lang) }}
    >
      <Button type="text" icon={<GlobalOutlined />} style={{ color }} aria-label={t('shell.language')} data-testid="language">
        {NAMES[i18n.language as Lang]}
      </Button>
    </Dropdown>
  );
}
