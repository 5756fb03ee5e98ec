/**
 * A command on a row after the user confirms it: run it; a refusal the server explained (already shown) ends
 * there; otherwise the success is said and the screen reloads.
 */
import type { ReactNode } from 'react';
import { ApiError } from '../api/request.ts';
import { feedback } from '../app/feedback.ts';

interface ConfirmAction {
  title: ReactNode;
  content?: ReactNode;
  width?: number;
  run: () => Promise<unknown>;
  success: string;
  onDone: () => Promise<void>;
}

export function confirmAction({ title, content, width, run, success, onDone }: ConfirmAction) {
  feedback.modal?.confirm({
    title,
    content,
    width,
    onOk: async () => {
      if (!(await sent(run))) return;
      feedback.message?.success(success);
      await onDone();
    },
  });
}

/** Sends a command; false when the server refused it (the request layer showed why). */
export async function sent(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
}
