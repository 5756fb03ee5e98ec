/** The server's refusal beside the form's fields: what a validation failure named goes under the field it names. */
import type { FieldMessage } from '@as/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/request.ts';

type NamePath = (string | number)[];

/**
 * Where the server's field names go in a form: the form's top-level names (a list's rows and their fields follow
 * the name, 'lines.0.partsId'), or a function that answers the name path, undefined when the form has no such field.
 */
export type FieldMap = readonly string[] | ((field: string) => NamePath | undefined);

/** 'parts.0.quantity' and 'lines[0].partsId' as a form's name path. */
export const namePathOf = (field: string): NamePath =>
  field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The problems the form can show, grouped by field as form.setFields takes them, and the rest. */
export function serverFieldErrors(problems: FieldMessage[], fields: FieldMap): { placed: { name: NamePath; errors: string[] }[]; rest: FieldMessage[] } {
  const where = (field: string) => {
    if (typeof fields === 'function') return fields(field);
    const path = namePathOf(field);
    return fields.includes(String(path[0])) ? path : undefined;
  };
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const rest: FieldMessage[] = [];
  for (const problem of problems) {
    const name = where(problem.field);
    if (!name) {
      rest.push(problem);
      continue;
    }
    const key = JSON.stringify(name);
    if (!placed.has(key)) placed.set(key, { name, errors: [] });
    placed.get(key)?.errors.push(problem.message);
  }
  return { placed: [...placed.values()], rest };
}

/**
 * After a refused save: the problems the server named go beside the form's fields (the first scrolled into view),
 * and the request layer's toast says only those no field shows. Any other refusal keeps its toast.
 */
export function showServerErrors(form: FormInstance, error: unknown, fields: FieldMap): void {
  if (!(error instanceof ApiError) || !error.fieldErrors.length) return;
  const { placed, rest } = serverFieldErrors(error.fieldErrors, fields);
  form.setFields(placed);
  if (placed.length) form.scrollToField(placed[0].name);
  error.unplaced = rest;
}

/** Every name path a change reached, from antd's changed values: the field, and the list and row it is in. */
export function changedNames(changed: unknown, prefix: NamePath = []): NamePath[] {
  const names: NamePath[] = prefix.length ? [prefix] : [];
  const nested = Array.isArray(changed) || (changed !== null && typeof changed === 'object' && Object.getPrototypeOf(changed) === Object.prototype);
  if (!nested) return names;
  for (const [key, value] of Object.entries(changed as object)) names.push(...changedNames(value, [...prefix, Array.isArray(changed) ? Number(key) : key]));
  return names;
}

/** A field the user changes drops what the server said of it: a field without rules would show it until the next save. */
export function clearServerErrors(form: FormInstance, changed: unknown): void {
  form.setFields(changedNames(changed).map((name) => ({ name, errors: [] })));
}
