/** A picker of a date and a time that asks for both: antd's locales have a placeholder for a date only. */
import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export function DateTimePicker(props: DatePickerProps<Dayjs, false>) {
  const { t } = useTranslation();
  return <DatePicker showTime placeholder={t('common.pickDateTime')} {...props} />;
}
