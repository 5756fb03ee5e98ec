/** Photos picked through the upload dialog (spec section 2), shown as thumbnails that can be removed: one form field of help cases, appeals and fee applications. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { Photo } from '../features/work-orders/completion/CompletionForm.tsx';
import { UploadDialog, type UploadedFile } from './UploadDialog.tsx';

interface Props {
  photos: UploadedFile[];
  onChange: (photos: UploadedFile[]) => void;
  label: string;
  addText: string;
  limit: number;
  testId: string;
}

export function PhotoPicker({ photos, onChange, label, addText, limit, testId }: Props) {
  const [uploading, setUploading] = useState(false);
  return (
    <Form.Item label={`${label} (${photos.length}/${limit})`}>
      <Space wrap align="start">
        {photos.map((file) => (
          <Photo key={file.id} file={file} onRemove={() => onChange(photos.filter((p) => p.id !== file.id))} />
        ))}
        {photos.length < limit && (
          <Button icon={<PlusOutlined />} onClick={() => setUploading(true)} data-testid={testId}>
            {addText}
          </Button>
        )}
      </Space>
      <UploadDialog
        open={uploading}
        title={addText}
        kind="image"
        limit={limit - photos.length}
        onOk={(files) => onChange([...photos, ...files.filter((f) => !photos.some((p) => p.id === f.id))])}
        onClose={() => setUploading(false)}
      />
    </Form.Item>
  );
}
