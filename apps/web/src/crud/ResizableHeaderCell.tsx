/**
 * A grid header cell whose right edge can be dragged with the mouse to size its column, or focused and moved with
 * the left and right arrow keys (a window splitter in WAI-ARIA terms). A column narrower than its content is only
 * kept in a grid whose columns all have widths, so a resize hands over the width of every sizable column as shown,
 * with the new width of this one: while it moves, and when the drag or the key press ends (to be saved).
 */
import { type KeyboardEvent, type PointerEvent, type ThHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH, clampWidth } from './column-settings.ts';
import styles from './grid.module.css';

/** Widths by field. */
export type Widths = Record<string, number>;

export interface ColumnResize {
  field: string;
  title: string;
  /** The column's width now; none while it fits its content (then it is measured). */
  width: number | undefined;
  /** While it moves. */
  onResize: (widths: Widths) => void;
  /** When the drag or the key press ends. */
  onResizeEnd: (widths: Widths) => void;
}

/** Arrow keys move the edge by this much, with Shift by five times as much. */
const KEY_STEP = 10;

type Props = ThHTMLAttributes<HTMLTableCellElement> & { resize?: ColumnResize };

/** The shown width of every sizable column of the header row the handle is in, with this column at `width`. */
function rowWidths(handle: HTMLElement, field: string, width: number): Widths {
  const cells = handle.closest('tr')?.querySelectorAll<HTMLElement>('th[data-resize-field]') ?? [];
  const widths: Widths = Object.fromEntries([...cells].map((th) => [th.dataset.resizeField!, Math.round(th.getBoundingClientRect().width)]));
  return { ...widths, [field]: clampWidth(width) };
}

export function ResizableHeaderCell({ resize, children, ...rest }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  if (!resize) return <th {...rest}>{children}</th>;
  const shown = (handle: HTMLElement) => resize.width ?? handle.parentElement?.getBoundingClientRect().width ?? COLUMN_WIDTH.min;

  const startDrag = (e: PointerEvent<HTMLSpanElement>) => {
    if (e.button !== 0) return;
    // Neither a text selection nor the header's own click (sorting) should come of a drag.
    e.preventDefault();
    e.stopPropagation();
    const handle = e.currentTarget;
    const startX = e.clientX;
    const start = shown(handle);
    let widths = rowWidths(handle, resize.field, start);
    handle.setPointerCapture(e.pointerId);
    setDragging(true);
    const move = (ev: globalThis.PointerEvent) => {
      widths = { ...widths, [resize.field]: clampWidth(start + ev.clientX - startX) };
      resize.onResize(widths);
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setDragging(false);
      if (widths[resize.field] !== Math.round(start)) resize.onResizeEnd(widths);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const step = (e: KeyboardEvent<HTMLSpanElement>) => (e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0) * (e.shiftKey ? 5 * KEY_STEP : KEY_STEP);
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const by = step(e);
    // Other keys (Tab, Enter on the header) keep their meaning; arrows size the column and go no further.
    if (!by) return;
    e.preventDefault();
    e.stopPropagation();
    resize.onResize(rowWidths(e.currentTarget, resize.field, shown(e.currentTarget) + by));
  };
  const onKeyUp = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (!step(e)) return;
    e.stopPropagation();
    resize.onResizeEnd(rowWidths(e.currentTarget, resize.field, shown(e.currentTarget)));
  };

  return (
    <th {...rest} data-resize-field={resize.field}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA window splitter; <hr> cannot take focus or keys. */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={t('crud.columns.resize', { title: resize.title })}
        aria-valuemin={COLUMN_WIDTH.min}
        aria-valuemax={COLUMN_WIDTH.max}
        aria-valuenow={resize.width}
        tabIndex={0}
        className={dragging ? `${styles.handle} ${styles.dragging}` : styles.handle}
        onPointerDown={startDrag}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        data-testid={`resize-${resize.field}`}
      />
    </th>
  );
}
