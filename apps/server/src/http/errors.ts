/** Coded errors and the one error handler that turns anything thrown into the right envelope and language. */
import { errorStatus, errorText, ERRORS, type ErrorCode, type ErrorParams, type FieldError, type FieldMessage, type Lang, ListQueryError } from '@as/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type z, ZodError } from 'zod';
import { requestLang } from './lang.ts';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** Extra data for the R envelope (for example 'invalid_exception' on 426). */
    readonly data: unknown = null,
  ) {
    super(code);
  }
  get status(): number {
    return errorStatus(this.code);
  }
}

/** Several field problems at once (resource validation): answered as a validation failure naming each field. */
export class FieldErrors extends AppError {
  constructor(readonly errors: FieldError[]) {
    super('validation');
  }
  messages(lang: Lang): FieldMessage[] {
    return this.errors.map((e) => ({ field: e.field, message: errorText(e.code, lang, e.params) }));
  }
}

export const throwIf = (condition: unknown, code: ErrorCode, params?: ErrorParams): void => {
  if (condition) throw new AppError(code, params);
};

/** Business calls (/basic, /rpt, /intf) answer {type, msg, objx}; platform calls answer R {code, msg, data}. */
export const isBusinessUrl = (url: string) => /^\/(basic|rpt|intf)\//.test(url);

export function errorBody(url: string, msg: string, data: unknown = null) {
  return isBusinessUrl(url) ? { type: 'error' as const, msg, objx: data } : { code: 1 as const, msg, data };
}

type Issue = z.core.$ZodIssue;

/** The localised problems of one validation issue: the field (dotted path, else `where`) and the rule it broke. */
export function issueMessages(issue: Issue, lang: Lang, where = ''): FieldMessage[] {
  const field = issue.path.length ? issue.path.join('.') : where;
  const t = (code: ErrorCode, params?: ErrorParams) => errorText(code, lang, params);
  let message: string;
  switch (issue.code) {
    case 'invalid_type':
      message = issue.input === undefined || issue.input === null || issue.input === '' ? t('required') : t('badType');
      break;
    case 'too_big':
      message = issue.origin === 'string' ? t('maxLength', { n: Number(issue.maximum) }) : t('maxValue', { n: Number(issue.maximum) });
      break;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) message = t('required');
      else message = issue.origin === 'string' ? t('minLength', { n: Number(issue.minimum) }) : t('minValue', { n: Number(issue.minimum) });
      break;
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: t('unknownField') }));
    case 'custom':
      message = issue.message in ERRORS ? t(issue.message as ErrorCode, (issue.params ?? {}) as Record<string, string>) : issue.message;
      break;
    default:
      message = t('formatError');
  }
  return [{ field, message }];
}

/**
 * A validation failure: the message pig clients read ("field: message; ..."), and the same problems by field in
 * data / objx for forms to show beside their fields.
 */
function validationFailure(reply: FastifyReply, url: string, lang: Lang, problems: FieldMessage[]) {
  const msg = problems.map(({ field, message }) => (field ? errorText('validation', lang, { field, message }) : message)).join('; ');
  const named = problems.filter((p) => p.field);
  return reply.status(400).send(errorBody(url, msg, named.length ? named : null));
}

export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const url = request.url;
  if (error instanceof ZodError) {
    return validationFailure(reply, url, lang, error.issues.flatMap((issue) => issueMessages(issue as Issue, lang, 'body')));
  }
  if (error instanceof ListQueryError) {
    return reply.status(400).send(errorBody(url, errorText('validation', lang, { field: error.field, message: errorText(error.code, lang, error.params) })));
  }
  if (error instanceof FieldErrors) return validationFailure(reply, url, lang, error.messages(lang));
  if (error instanceof AppError) {
    return reply.status(error.status).send(errorBody(url, errorText(error.code, lang, error.params), error.data));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The provider flattens each zod issue into {keyword, instancePath, message, params}: rebuild the issue.
    const problems = error.validation.flatMap((v) =>
      issueMessages({ ...v.params, code: v.keyword, message: v.message, path: v.instancePath.split('/').filter(Boolean) } as unknown as Issue, lang, error.validationContext),
    );
    return validationFailure(reply, url, lang, problems);
  }
  const fe = error as FastifyError;
  if (fe.statusCode === 429) return reply.status(429).send(errorBody(url, errorText('rateLimited', lang)));
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send(errorBody(url, errorText('fileTooLarge', lang, { n: Math.round((request.routeOptions.bodyLimit ?? 0) / 1024 / 1024) })));
  }
  if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
    return reply.status(413).send(errorBody(url, errorText('fileTooLarge', lang, { n: 15 })));
  }
  if (fe.code?.startsWith('FST_ERR_CTP_')) {
    // Malformed or empty JSON, an unsupported media type: the framework's status, our words in the caller's language.
    return reply.status(fe.statusCode ?? 400).send(errorBody(url, errorText('formatError', lang)));
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Anything else a plugin refuses (multipart limits and the like): its own reason, never a 500.
    return reply.status(fe.statusCode).send(errorBody(url, fe.message));
  }
  if (isWriteConflict(error)) return reply.status(409).send(errorBody(url, errorText('concurrentChange', lang)));
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(url, errorText('unknown', lang)));
}

/** PostgreSQL's codes for writes that lost a race: unique violation, serialization failure, deadlock. */
const CONFLICT_CODES = new Set(['23505', '40001', '40P01']);

/** Whether the database refused a write because another one got there first (drizzle wraps the driver's error in `cause`). */
export function isWriteConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (CONFLICT_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}
