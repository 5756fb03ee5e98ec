/**
 * The parts application behind an approval (My processes' detail): a button opening its detail, so whoever decides
 * sees the parts, quantities and amounts asked for. When it closes, the process shows where it stands now.
 */
import { PARTS_APPLY_PROCESS, type WfDetailDto } from '@as/shared';
import { FileSearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyDetail } from './ApplyDetail.tsx';

export function ProcessApplication({ process, onClosed }: { process: Pick<WfDetailDto, 'businessType' | 'businessId'>; onClosed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (process.businessType !== PARTS_APPLY_PROCESS || process.businessId === null) return null;
  return (
    <>
      <Button icon={<FileSearchOutlined />} onClick={() => setOpen(true)} data-testid="process-parts-apply">
        {t('partsApply.open')}
      </Button>
      {open && (
        <ApplyDetail
          id={process.businessId}
          onClose={() => {
            setOpen(false);
            onClosed();
          }}
        />
      )}
    </>
  );
}
