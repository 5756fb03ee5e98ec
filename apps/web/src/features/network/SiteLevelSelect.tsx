/** An outlet's level (siteFloorLevel 1 primary, 2 secondary), chosen by its name. */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export function SiteLevelSelect({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      allowClear
      value={value == null || value === '' ? undefined : Number(value)}
      onChange={(v) => onChange?.(v ?? null)}
      options={[1, 2].map((level) => ({ value: level, label: t(`network.level.${level}`) }))}
      style={{ minWidth: 140 }}
    />
  );
}
