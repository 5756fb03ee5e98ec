/**
 * A stored file as an address an <img> can show: files answer only with the bearer header, so the blob is fetched
 * (quietly: a missing picture falls back to its placeholder).
 */
import { useEffect, useState } from 'react';
import { fetchFile } from './download.ts';

export function useFileUrl(url: string | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!url) {
      setObjectUrl(undefined);
      return;
    }
    let current: string | undefined;
    let cancelled = false;
    fetchFile(url, true)
      .then((blob) => {
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setObjectUrl(current);
      })
      .catch(() => setObjectUrl(undefined));
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [url]);
  return objectUrl;
}
