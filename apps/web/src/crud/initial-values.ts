/** What a new record (or a new line) starts with in a form, from its fields' metadata. */
import type { FieldDef } from '@as/shared';

/** A field's start: its default, else the one value its options allow (a document kind with a single type). */
const initialOf = (f: FieldDef) => f.default ?? (f.options?.length === 1 ? f.options[0] : undefined);

export const initialValues = (fields: readonly FieldDef[]): Record<string, unknown> =>
  Object.fromEntries(fields.flatMap((f) => (initialOf(f) === undefined ? [] : [[f.name, initialOf(f)]])));
