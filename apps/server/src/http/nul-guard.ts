/**
 * PostgreSQL's text cannot hold U+0000: a NUL that reached a statement answered 500. The one check for every route: a
 * NUL in any string or key of the path parameters, the query or the body is refused with 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { FieldErrors } from './errors.ts';

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/** The field's path as validation errors name it (lines.0.name), a NUL in a key written as JSON writes it. */
function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key.replaceAll('\u0000', '\\u0000'));
  return keys.reverse().join('.');
}

/**
 * The path of the first string or key holding U+0000 ('' for the value itself), or null when there is none.
 * Iterative: a body may nest deeper than the stack allows.
 */
export function nulField(value: unknown): string | null {
  const stack: Node[] = [{ value, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(node);
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    for (const key of Object.keys(v)) {
      const child = { value: (v as Record<string, unknown>)[key], key, parent: node };
      if (key.includes('\u0000')) return pathOf(child);
      stack.push(child);
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = nulField(value);
      if (field !== null) throw new FieldErrors([{ field: field || where, code: 'nulCharacter' }]);
    }
  });
}
