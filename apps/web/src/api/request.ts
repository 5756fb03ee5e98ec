/**
 * The one way the client talks to the server: bearer and TENANT-ID headers, the caller's language, a 120 s timeout,
 * and the error catalogue of spec section 8 (the server's message first, the status text otherwise).
 */
import { errorText, type FieldMessage, HTTP_TIMEOUT_MS, type Lang, statusText, TOAST_MS } from '@as/shared';
import { SITE } from '../app/config.ts';
import { feedback } from '../app/feedback.ts';
import { currentLang, t } from '../app/i18n.ts';
import { requestEnded, requestStarted } from './loading.ts';
import { endSession, sessionStore } from './session.ts';

export class ApiError extends Error {
  /** The fields a validation failure named, each with what is wrong (the envelope's data / objx); else none. */
  readonly fieldErrors: FieldMessage[];
  /** What a form could not show beside its fields (showServerErrors): the toast says only these. */
  unplaced?: FieldMessage[];

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.fieldErrors = fieldErrorsOf(body);
  }
}

/** The field list of a failed answer: data (platform) or objx (business) when it holds {field, message} entries. */
export function fieldErrorsOf(body: unknown): FieldMessage[] {
  const b = body as { data?: unknown; objx?: unknown } | null;
  const list = b?.objx ?? b?.data;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is FieldMessage => typeof e?.field === 'string' && typeof e?.message === 'string');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body, or a URLSearchParams / FormData body sent as is. */
  data?: unknown;
  headers?: Record<string, string>;
  /** No error toast: the caller shows the failure itself. */
  silent?: boolean;
  /** No bearer header (sign-in calls carry the client's Basic header instead). */
  anonymous?: boolean;
  tenantId?: number;
  signal?: AbortSignal;
}

const LOGGED_IN_ELSEWHERE = '当前用户已经在另外设备登录，请退出重新登录!';
let expiredShown = false;

export function buildUrl(url: string, params?: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function authHeaders(tenantId?: number): Record<string, string> {
  const session = sessionStore.get();
  // X-Client-Shape: this app reads and sends the server's own names; pig clients get theirs (docs/pig-clients.md).
  const headers: Record<string, string> = {
    'TENANT-ID': String(tenantId ?? session?.tenantId ?? SITE.defaultTenantId),
    'Accept-Language': currentLang(),
    'X-Client-Shape': 'native',
  };
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  return headers;
}

/** The message to show for a failed answer: the server's first, then the catalogue text for the status. */
export function failureText(status: number, body: unknown, lang: Lang): string {
  const msg = (body as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' && msg ? msg : statusText(status, lang);
}

/** Spec section 8: 424, body code 401 or the "logged in elsewhere" message mean the session is gone. */
export function isSessionExpired(status: number, body: unknown): boolean {
  const b = body as { code?: unknown; msg?: unknown } | null;
  return status === 424 || b?.code === 401 || b?.msg === LOGGED_IN_ELSEWHERE;
}

/**
 * The toast of a refusal. One naming fields waits for the current chain of promises to settle, so that a form can
 * show the problems beside its fields first (showServerErrors): it then says only what no field showed, if anything.
 */
function toastFailure(error: ApiError): void {
  const show = (text: string) => feedback.message?.error(text, TOAST_MS / 1000);
  if (!error.fieldErrors.length) {
    show(error.message);
    return;
  }
  setTimeout(() => {
    const rest = error.unplaced;
    if (!rest) show(error.message);
    else if (rest.length) show(rest.map(({ field, message }) => errorText('validation', currentLang(), { field, message })).join('; '));
  });
}

function confirmExpired(): void {
  if (expiredShown || !feedback.modal) return;
  expiredShown = true;
  feedback.modal.confirm({
    title: t('session.expiredTitle'),
    content: t('session.expired'),
    okText: t('session.loginAgain'),
    cancelText: t('common.cancel'),
    onOk: () => {
      endSession();
      window.location.reload();
    },
    afterClose: () => {
      expiredShown = false;
    },
  });
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, data, silent, anonymous, signal } = options;
  const headers: Record<string, string> = authHeaders(options.tenantId);
  if (anonymous) delete headers.Authorization;
  Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (data instanceof URLSearchParams || data instanceof FormData) body = data;
  else if (data !== undefined) {
    body = JSON.stringify(data);
    headers['Content-Type'] = 'application/json';
  }
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  requestStarted();
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params), { method, headers, body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    const text = error instanceof Error && error.name === 'TimeoutError' ? t('error.timeout') : t('error.network');
    if (!silent && !(error instanceof Error && error.name === 'AbortError')) feedback.message?.error(text, TOAST_MS / 1000);
    throw new ApiError(text, 0, null);
  } finally {
    requestEnded();
  }
  const type = response.headers.get('content-type') ?? '';
  const payload: unknown = type.includes('json') ? await response.json().catch(() => null) : await response.blob();
  const failed = !response.ok || (payload as { code?: unknown } | null)?.code === 1 || (payload as { type?: unknown } | null)?.type === 'error';
  if (!failed) return payload as T;
  const error = new ApiError(failureText(response.status, payload, currentLang()), response.status, payload);
  if (isSessionExpired(response.status, payload) && sessionStore.get() && !anonymous) confirmExpired();
  else if (!silent) toastFailure(error);
  throw error;
}

/** A platform call answering R {code, msg, data}: resolves with data. */
export async function r<T>(url: string, options?: RequestOptions): Promise<T> {
  return (await request<{ data: T }>(url, options)).data;
}

/** A business call answering {type, msg, objx}: resolves with objx. */
export async function biz<T>(url: string, options?: RequestOptions): Promise<T> {
  return (await request<{ objx: T }>(url, options)).objx;
}
