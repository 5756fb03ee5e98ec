/** Attachments picked through the upload dialog (any accepted kind), listed by name and removable. */
import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { UploadDialog, type UploadedFile } from '../../crud/UploadDialog.tsx';

interface Props {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  label: string;
  addText: string;
  limit: number;
  testId: string;
}

export function AttachmentPicker({ files, onChange, label, addText, limit, testId }: Props) {
  const [uploading, setUploading] = useState(false);
  return (
    <Form.Item label={`${label} (${files.length}/${limit})`}>
      <Space orientation="vertical" size={0}>
        {files.map((f) => (
          <Space key={f.id}>
            <PaperClipOutlined />
            {f.original}
            <Button type="text" size="small" icon={<DeleteOutlined />} onClick={() => onChange(files.filter((x) => x.id !== f.id))} />
          </Space>
        ))}
        {files.length < limit && (
          <Button icon={<PlusOutlined />} onClick={() => setUploading(true)} data-testid={testId}>
            {addText}
          </Button>
        )}
      </Space>
      <UploadDialog open={uploading} title={addText} kind="attachment" limit={limit - files.length} onOk={(added) => onChange([...files, ...added.filter((a) => !files.some((f) => f.id === a.id))])} onClose={() => setUploading(false)} />
    </Form.Item>
  );
}
