/** Texts of the export-task screen, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    exportTask: {
      title: '导出任务',
      empty: '在任一列表点击“导出”，导出任务就会出现在这里，完成后可下载。',
      fields: { fileName: '文件名', sizeMb: '大小(MB)', url: '下载地址', rowCount: '行数', status: '状态', createdAt: '创建时间', finishedAt: '完成时间', deleteTime: '删除时间' },
    },
  },
  exports: {
    status: { processing: '处理中', pending_download: '待下载', downloaded: '已下载', failed: '失败', aborted: '已中止' },
    download: '下载', abort: '中止', deleteFile: '删除文件', fileDeleted: '文件已删除',
    confirmDownload: '确定下载 {{name}} 吗？', confirmAbort: '确定中止导出 {{name}} 吗？', confirmDeleteFile: '确定删除文件 {{name}} 吗？删除后不能再下载。',
  },
  menu: { 'system.exportTask': '导出任务' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    exportTask: {
      title: 'Export tasks',
      empty: 'Click Export on any list: the export appears here and can be downloaded when it is ready.',
      fields: { fileName: 'File name', sizeMb: 'Size (MB)', url: 'URL', rowCount: 'Rows', status: 'Status', createdAt: 'Created', finishedAt: 'Finished', deleteTime: 'Deleted' },
    },
  },
  exports: {
    status: { processing: 'Processing', pending_download: 'Ready to download', downloaded: 'Downloaded', failed: 'Failed', aborted: 'Aborted' },
    download: 'Download', abort: 'Abort', deleteFile: 'Delete file', fileDeleted: 'File deleted',
    confirmDownload: 'Download {{name}}?', confirmAbort: 'Abort the export {{name}}?', confirmDeleteFile: 'Delete the file {{name}}? It cannot be downloaded afterwards.',
  },
  menu: { 'system.exportTask': 'Export tasks' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    exportTask: {
      title: 'Tareas de exportación',
      empty: 'Pulse Exportar en cualquier lista: la exportación aparece aquí y se descarga cuando está lista.',
      fields: { fileName: 'Archivo', sizeMb: 'Tamaño (MB)', url: 'URL', rowCount: 'Filas', status: 'Estado', createdAt: 'Creado', finishedAt: 'Terminado', deleteTime: 'Eliminado' },
    },
  },
  exports: {
    status: { processing: 'En proceso', pending_download: 'Pendiente de descarga', downloaded: 'Descargado', failed: 'Fallido', aborted: 'Cancelado' },
    download: 'Descargar', abort: 'Cancelar', deleteFile: 'Eliminar archivo', fileDeleted: 'Archivo eliminado',
    confirmDownload: '¿Descargar {{name}}?', confirmAbort: '¿Cancelar la exportación {{name}}?', confirmDeleteFile: '¿Eliminar el archivo {{name}}? Ya no se podrá descargar.',
  },
  menu: { 'system.exportTask': 'Tareas de exportación' },
};

export const exportsLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
