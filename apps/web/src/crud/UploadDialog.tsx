/**
 * The upload dialog (spec section 2): files upload as soon as they are chosen (POST /admin/sys-file/upload, field
 * `file`), each listed with its thumbnail, name, size and progress, removable, images previewed large; OK only once
 * every upload has finished. Limits of spec section 5 (UPLOAD_LIMITS) are checked before anything is sent; the
 * server checks the content again.
 */
import { InboxOutlined } from '@ant-design/icons';
import { type ErrorCode, errorText, type Lang, UPLOAD_DIALOG_WIDTH, UPLOAD_LIMITS } from '@as/shared';
import { Image, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authHeaders } from '../api/request.ts';
import { feedback } from '../app/feedback.ts';

/** A stored file, as the upload answers it. `url` loads with the session's bearer header. */
export interface UploadedFile {
  id: number;
  bucketName: string;
  fileName: string;
  original: string;
  url: string;
}

interface Props {
  open: boolean;
  title: string;
  /** 'image': .jpeg .jpg .png .gif up to 5 MB, one file; 'attachment': any accepted kind up to 15 MB, up to 50 files. */
  kind?: 'attachment' | 'image';
  /** Most files the dialog takes in total. */
  limit?: number;
  /** Largest file in MB. */
  maxMb?: number;
  /** Extensions allowed (".pdf"); images default to UPLOAD_LIMITS.imageExtensions, attachments leave it to the server. */
  accept?: readonly string[];
  /** The files uploaded successfully, when OK is pressed. */
  onOk?: (files: UploadedFile[]) => void;
  onClose: () => void;
}

const MB = 1024 * 1024;
const UPLOAD_URL = '/admin/sys-file/upload';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export const formatSize = (bytes = 0) => (bytes < 1024 ? `${bytes} B` : bytes < MB ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / MB).toFixed(1)} MB`);

const uploaded = (file: UploadFile) => (file.response as { data?: UploadedFile } | undefined)?.data;

export function UploadDialog({ open, title, kind = 'attachment', limit, maxMb, accept, onOk, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const image = kind === 'image';
  const maxFiles = limit ?? (image ? UPLOAD_LIMITS.imageCount : UPLOAD_LIMITS.attachmentCount);
  const maxSize = maxMb ?? (image ? UPLOAD_LIMITS.imageMb : UPLOAD_LIMITS.attachmentMb);
  const extensions = accept ?? (image ? UPLOAD_LIMITS.imageExtensions : undefined);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string>();

  const busy = files.some((f) => f.status === 'uploading');
  const succeeded = files.filter((f) => f.status === 'done');
  const failed = files.filter((f) => f.status === 'error').length;

  // One toast per text, however many files it refuses, whether the refusal came from here or from the server.
  const refuse = (text: string) => {
    feedback.message?.error({ content: text, key: text });
    return Upload.LIST_IGNORE;
  };
  const refuseWith = (code: ErrorCode, params?: Record<string, number>) => refuse(errorText(code, lang, params));

  const beforeUpload = (file: File, selection: File[]) => {
    const index = selection.indexOf(file);
    if (index >= UPLOAD_LIMITS.selectionLimit) return refuse(t('upload.selectionLimit', { n: UPLOAD_LIMITS.selectionLimit }));
    if (extensions && !extensions.includes(extensionOf(file.name))) return refuseWith('fileFormat');
    if (file.size > maxSize * MB) return refuseWith('fileTooLarge', { n: maxSize });
    if (files.length + index + 1 > maxFiles) return refuseWith('fileCount', { n: maxFiles });
    return true;
  };

  const close = () => {
    // The counts start again at zero the next time the dialog opens.
    setFiles([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      width={UPLOAD_DIALOG_WIDTH}
      centered
      maskClosable={false}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: busy, 'data-testid': 'upload-ok' }}
      onOk={() => {
        onOk?.(succeeded.map(uploaded).filter((f): f is UploadedFile => Boolean(f)));
        close();
      }}
      onCancel={close}
    >
      <div data-testid="upload-dialog">
        <Upload.Dragger
          name="file"
          action={UPLOAD_URL}
          headers={authHeaders()}
          multiple={maxFiles > 1}
          accept={extensions?.join(',')}
          listType="picture"
          fileList={files}
          beforeUpload={beforeUpload}
          onChange={({ file, fileList }) => {
            // The server's message (its language, spec section 8) becomes the item's error text and a toast.
            if (file.status === 'error' && typeof file.response !== 'string') {
              const text = (file.response as { msg?: string } | undefined)?.msg || t('upload.failed');
              feedback.message?.error({ content: text, key: text });
              setFiles(fileList.map((f) => (f.uid === file.uid ? { ...f, response: text } : f)));
            } else setFiles(fileList);
          }}
          onPreview={(file) => {
            if (file.originFileObj && file.type?.startsWith('image/')) setPreview(URL.createObjectURL(file.originFileObj));
          }}
          showUploadList={{ extra: (file) => <span data-testid="upload-size"> ({formatSize(file.size)})</span> }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload.hint')}</p>
          <p className="ant-upload-hint">
            {t('upload.limits', { mb: maxSize, count: maxFiles })}
            {extensions && ` ${t('upload.formats', { formats: extensions.join(' ') })}`}
          </p>
        </Upload.Dragger>
        <Typography.Text type="secondary" data-testid="upload-summary" style={{ display: 'block', marginTop: 12 }}>
          {t('upload.summary', { uploaded: files.length, succeeded: succeeded.length, failed })}
        </Typography.Text>
      </div>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{
            open: true,
            src: preview,
            onOpenChange: (visible) => {
              if (visible) return;
              URL.revokeObjectURL(preview);
              setPreview(undefined);
            },
          }}
        />
      )}
    </Modal>
  );
}
