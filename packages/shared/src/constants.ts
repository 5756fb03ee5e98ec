/** Business constants and limits of spec section 9 and the upload limits of section 5. */
export const HTTP_TIMEOUT_MS = 120_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_BEFORE_S = 30 * 60;
export const WS_HEARTBEAT_MS = 30_000;
export const WS_PONG_TIMEOUT_MS = 10_000;
export const WS_RECONNECT_MS = 5_000;
export const WS_MAX_RECONNECTS = 6;
export const REMINDER_POLL_MS = 540_000;
export const LOCK_DELAY_MS = 100;
export const TOAST_MS = 3_000;
export const LOADING_CLOSE_DELAY_MS = 200;
export const LOG_PAGE_SIZE = 10;
/** Front-end error logs go to the server at most this many per request. */
export const LOG_UPLOAD_BATCH = 100;
export const BADGE_CAP = 99;
export const GRID_PAGE_SIZE = 200;
export const DIALOG_WIDTH = 501;
/** Passwords are at least this long (set by an administrator, by the user, or at registration) and at most 64. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const UPLOAD_DIALOG_WIDTH = 929;
export const SIDEBAR_WIDTH = 104;
export const DEFAULT_THEME_COLOR = '#409EFF';
export const DEFAULT_THEME_NAME = 'theme-white';

export const UPLOAD_LIMITS = {
  attachmentMb: 15,
  attachmentCount: 50,
  imageMb: 5,
  imageCount: 1,
  imageExtensions: ['.jpeg', '.jpg', '.png', '.gif'],
  selectionLimit: 3,
} as const;

/** Settings flags of spec section 9 (the web client's defaults; the server holds the real switches). */
export const DEFAULT_FLAGS = {
  validateCode: false,
  register: true,
  websocket: false,
  domainAutoTenant: false,
  connectSync: true,
  passwordEnc: true,
} as const;
