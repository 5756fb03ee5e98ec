/** External pages inside the shell: /myiframe/{routerPath}?url=..&htt=0|1, and the interface document. */
import { useTranslation } from 'react-i18next';
import { menuText } from '../app/i18n.ts';
import { usePageQuery } from './page-context.ts';

const frameStyle = { width: '100%', height: 'calc(100vh - 112px)', border: 0, display: 'block' } as const;

export function IframePage() {
  const query = usePageQuery();
  const url = query.get('url') ?? '';
  const src = /^https?:\/\//.test(url) ? url : `${query.get('htt') === '1' ? 'https' : 'http'}://${url}`;
  return <iframe title={url} src={src} style={frameStyle} />;
}

export function DocumentPage() {
  useTranslation();
  return <iframe title={menuText('system.doc', 'API')} src="/document" style={frameStyle} />;
}
