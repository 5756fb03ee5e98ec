/**
 * Files the server answers as content (templates, exports, import results): fetched with the session's headers
 * through the request layer, then saved from a temporary object URL. Never a bare link, which would carry no bearer.
 */
import { request } from './request.ts';

/** A stored file's content (GET /admin/sys-file/{bucket}/{name}, bearer header): images for <img>, others to save. */
export const fetchFile = (url: string, silent = false) => request<Blob>(url, { silent });

/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // The download starts asynchronously: the address must outlive this call a little.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The file of an export task or import result (POST /intf/intfDownloadRecord/download); the task becomes "downloaded". */
export async function downloadExportFile(id: number, name: string) {
  saveBlob(await request<Blob>('/intf/intfDownloadRecord/download', { method: 'POST', data: { id } }), name);
}
