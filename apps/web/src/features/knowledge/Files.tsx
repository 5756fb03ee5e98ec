/** An article's images (thumbnails that preview) and attachments (names that download), fetched with the session. */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { fetchFile, saveBlob } from '../../api/download.ts';
import { useFileUrl } from '../../api/useFileUrl.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

function Thumb({ file }: { file: UploadedFile }) {
  const src = useFileUrl(file.url);
  return <Image src={src} width={96} height={96} style={{ objectFit: 'cover' }} alt={file.original} />;
}

export function ArticleImages({ files }: { files: UploadedFile[] }) {
  if (!files.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap style={{ marginBottom: 12 }} data-testid="article-images">
        {files.map((f) => (
          <Thumb key={f.id} file={f} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export function Attachments({ files }: { files: UploadedFile[] }) {
  if (!files.length) return null;
  return (
    <Space orientation="vertical" size={0} data-testid="article-attachments">
      {files.map((f) => (
        <Button key={f.id} type="link" size="small" icon={<PaperClipOutlined />} style={{ padding: 0 }} onClick={async () => saveBlob(await fetchFile(f.url), f.original)}>
          {f.original}
        </Button>
      ))}
    </Space>
  );
}
