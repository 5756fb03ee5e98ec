/** i18next with the three catalogues; the chosen language is kept in browser storage and drives dayjs and antd. */
import { DEFAULT_LANG, type Lang, LANGS } from '@as/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../locales/en-US.ts';
import { esES } from '../locales/es-ES.ts';
import { zhCN } from '../locales/zh-CN.ts';
import { getStored, setStored } from './storage.ts';

const DAYJS_LOCALE: Record<Lang, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'es-ES': 'es' };

const stored = getStored<string>('lang', DEFAULT_LANG);
const initial: Lang = (LANGS as readonly string[]).includes(stored) ? (stored as Lang) : DEFAULT_LANG;

i18next.use(initReactI18next).init({
  // Menu keys contain dots ("system.user"), so menus are their own namespace, looked up without a key separator.
  resources: {
    'zh-CN': { translation: zhCN, menu: zhCN.menu },
    'en-US': { translation: enUS, menu: enUS.menu },
    'es-ES': { translation: esES, menu: esES.menu },
  },
  lng: initial,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});
dayjs.locale(DAYJS_LOCALE[initial]);
if (typeof document !== 'undefined') document.documentElement.lang = initial;

export const currentLang = (): Lang => i18next.language as Lang;

export function setLang(lang: Lang): void {
  setStored('lang', lang);
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

/**
 * Feature screens keep their texts beside them (features/texts.ts); they merge into the main catalogue
 * (entity.<key>, <feature>.*) when the shell loads, so the login page does not carry them.
 */
export function addTexts(texts: Record<Lang, object>): void {
  for (const lang of LANGS) {
    i18next.addResourceBundle(lang, 'translation', texts[lang], true, false);
    // A feature's menu labels go to the menu namespace too, where menuText looks them up.
    const menu = (texts[lang] as { menu?: object }).menu;
    if (menu) i18next.addResourceBundle(lang, 'menu', menu, true, false);
  }
}

/** Translation outside components (request layer, guards). */
export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options) as string;

/** A menu's label by its key, else the server's name for it. */
export const menuText = (key: string, fallback: string): string => i18next.t(key, { ns: 'menu', keySeparator: false, defaultValue: fallback }) as string;

export { i18next };
