/** Stored files: list, upload (the upload dialog), preview images, download under the original name, delete. */
import { DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { UploadDialog } from '../../crud/UploadDialog.tsx';
import { fetchFile, saveBlob } from '../../api/download.ts';
import { fileApi } from './platform-api.ts';
import { fileScreen } from './screens.ts';

export function FilePage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string>();

  // Files answer only with the bearer header, so they are fetched and shown or saved from memory.
  const show = async (row: Row) => setPreview(URL.createObjectURL(await fetchFile(String(row.url))));
  const download = async (row: Row) => saveBlob(await fetchFile(String(row.url)), String(row.original));

  return (
    <>
      <ResourcePage
        def={fileScreen}
        api={fileApi}
        rowActions={(row) => (
          <>
            {String(row.type).startsWith('image/') && (
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => show(row)} data-testid="file-preview">
                {t('platform.file.preview')}
              </Button>
            )}
            <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => download(row)} data-testid="file-download">
              {t('platform.file.download')}
            </Button>
          </>
        )}
        toolbar={({ refresh }) => (
          <>
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="file-upload">
              {t('platform.file.upload')}
            </Button>
            <UploadDialog
              open={uploading}
              title={t('platform.file.upload')}
              onClose={() => {
                // Files are stored as soon as they upload, whether the dialog ends with OK or Cancel.
                setUploading(false);
                void refresh();
              }}
            />
          </>
        )}
      />
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{
            open: true,
            src: preview,
            onOpenChange: (open) => {
              if (open) return;
              URL.revokeObjectURL(preview);
              setPreview(undefined);
            },
          }}
        />
      )}
    </>
  );
}
