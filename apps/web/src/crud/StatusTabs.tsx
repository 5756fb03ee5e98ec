/** A document grid's status tabs: all, then each status, labelled `<prefix>.allStatuses` and `<prefix>.status.<status>`. */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The screen's text prefix (partsApply, statement, ...). */
  prefix: string;
  statuses: readonly string[];
  /** The status shown; '' for all. */
  value: string;
  onChange: (status: string) => void;
  testId?: string;
}

export function StatusTabs({ prefix, statuses, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={value}
      onChange={onChange}
      items={[{ key: '', label: t(`${prefix}.allStatuses`) }, ...statuses.map((s) => ({ key: s, label: t(`${prefix}.status.${s}`) }))]}
      style={{ marginBottom: -8 }}
      data-testid={testId}
    />
  );
}
