/**
 * Dialogs as spec section 2 has them: vertically centred, 501px wide, draggable by their title bar. The confirm and
 * alert helpers are antd's (feedback.modal.confirm / warning), whose result settles when the box is answered.
 */
import { DIALOG_WIDTH } from '@as/shared';
import type { App, ModalFuncProps } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** The modal API with the house defaults (width, centred) under whatever a caller passes. */
export function withDialogDefaults(modal: ModalApi): ModalApi {
  const defaults = (config: ModalFuncProps): ModalFuncProps => ({ width: DIALOG_WIDTH, centered: true, ...config });
  return {
    ...modal,
    confirm: (config) => modal.confirm(defaults(config)),
    info: (config) => modal.info(defaults(config)),
    success: (config) => modal.success(defaults(config)),
    error: (config) => modal.error(defaults(config)),
    warning: (config) => modal.warning(defaults(config)),
  };
}

/**
 * Every dialog can be dragged by its title bar, kept inside the window. One listener for the whole document, so
 * each dialog (antd Modal or a confirm box) gets it without its own code.
 */
export function enableDialogDragging(doc: Document = document): void {
  doc.addEventListener('mousedown', (down) => {
    const target = down.target as Element | null;
    const handle = target?.closest?.('.ant-modal-header, .ant-modal-confirm-title');
    const dialog = handle?.closest('.ant-modal') as HTMLElement | null;
    if (!dialog || down.button !== 0) return;
    const [x0, y0] = (dialog.dataset.drag ?? '0,0').split(',').map(Number);
    const rect = dialog.getBoundingClientRect();
    const view = doc.documentElement;
    const move = (e: MouseEvent) => {
      const dx = Math.min(Math.max(e.clientX - down.clientX, -rect.left), view.clientWidth - rect.right);
      const dy = Math.min(Math.max(e.clientY - down.clientY, -rect.top), view.clientHeight - rect.bottom);
      dialog.dataset.drag = `${x0 + dx},${y0 + dy}`;
      dialog.style.translate = `${x0 + dx}px ${y0 + dy}px`;
    };
    const up = () => {
      doc.removeEventListener('mousemove', move);
      doc.removeEventListener('mouseup', up);
    };
    doc.addEventListener('mousemove', move);
    doc.addEventListener('mouseup', up);
    down.preventDefault();
  });
}
