/**
 * Access as a pure function of the session (spec section 6): a permission name or any of a list. Routes, menus and
 * buttons all ask the same question.
 */
export function can(permissions: readonly string[] | undefined, wanted: string | readonly string[]): boolean {
  if (!permissions?.length) return false;
  if (typeof wanted === 'string') return permissions.includes(wanted);
  if (Array.isArray(wanted)) return wanted.some((w) => permissions.includes(w));
  throw new TypeError('permission must be a string or an array of strings');
}
