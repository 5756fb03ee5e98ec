/** Form rules derived from resource metadata: the same checkField the server runs, with the catalogue's messages. */
import { checkField, errorText, type FieldDef, type Lang } from '@as/shared';

export function fieldRule(f: FieldDef, lang: Lang) {
  return {
    required: f.required,
    validator: async (_: unknown, value: unknown) => {
      const { error } = checkField(f, typeof value === 'boolean' || typeof value === 'number' ? value : (value ?? ''));
      if (error) throw new Error(errorText(error.code, lang, error.params));
    },
  };
}
