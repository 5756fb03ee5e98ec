/** The language selector (zh-CN, en-US, es-ES): the choice is kept in browser storage and applies at once. */
import { type Lang, LANGS } from '@as/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../app/i18n.ts';

const NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'es-ES': 'Español' };

export function LanguageSelect({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      variant="borderless"
      value={i18n.language as Lang}
      onChange={setLang}
      options={LANGS.map((l) => ({ value: l, label: NAMES[l] }))}
      prefix={<GlobalOutlined style={{ color }} />}
      style={{ color }}
      popupMatchSelectWidth={false}
      aria-label={t('shell.language')}
      data-testid="language"
    />
  );
}
