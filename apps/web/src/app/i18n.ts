/**
 * i18next with the three catalogues. Only the chosen language's catalogue (with its antd and dayjs locales) is
 * loaded, before the first render; another is fetched when the user switches to it. The choice is kept in browser
 * storage.
 */
import { DEFAULT_LANG, type Lang, LANGS } from '@as/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../locales/zh-CN.ts';
import { getStored, setStored } from './storage.ts';

interface LangPack {
  messages: Messages;
  antd: AntdLocale;
  dayjs: string;
}

const PACKS: Record<Lang, () => Promise<LangPack>> = {
  'zh-CN': async () => {
    const [m, antd] = await Promise.all([import('../locales/zh-CN.ts'), import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { messages: m.zhCN, antd: antd.default, dayjs: 'zh-cn' };
  },
  'en-US': async () => {
    const [m, antd] = await Promise.all([import('../locales/en-US.ts'), import('antd/locale/en_US')]);
    return { messages: m.enUS, antd: antd.default, dayjs: 'en' };
  },
  'es-ES': async () => {
    const [m, antd] = await Promise.all([import('../locales/es-ES.ts'), import('antd/locale/es_ES'), import('dayjs/locale/es')]);
    return { messages: m.esES, antd: antd.default, dayjs: 'es' };
  },
};

const loaded = new Map<Lang, LangPack>();

async function loadLang(lang: Lang): Promise<LangPack> {
  const known = loaded.get(lang);
  if (known) return known;
  const pack = await PACKS[lang]();
  // Deep and without overwriting: feature texts added earlier for this language stay.
  i18next.addResourceBundle(lang, 'translation', pack.messages, true, false);
  // Menu keys contain dots ("system.user"), so menus are their own namespace, looked up without a key separator.
  i18next.addResourceBundle(lang, 'menu', pack.messages.menu, true, false);
  loaded.set(lang, pack);
  return pack;
}

function apply(lang: Lang, pack: LangPack): void {
  dayjs.locale(pack.dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const stored = getStored<string>('lang', DEFAULT_LANG);
const initial: Lang = (LANGS as readonly string[]).includes(stored) ? (stored as Lang) : DEFAULT_LANG;

void i18next.use(initReactI18next).init({ resources: {}, lng: initial, fallbackLng: false, interpolation: { escapeValue: false } });

/** Settles when the chosen language can be shown (main.tsx renders after it). */
export const i18nReady: Promise<void> = loadLang(initial).then((pack) => apply(initial, pack));

export const currentLang = (): Lang => i18next.language as Lang;

/** antd's texts for the current language. */
export const antdLocale = (lang: string): AntdLocale | undefined => loaded.get(lang as Lang)?.antd;

/** Switches the language; the choice is stored at once, so a page loaded while its texts still load starts in it. */
export async function setLang(lang: Lang): Promise<void> {
  setStored('lang', lang);
  const pack = await loadLang(lang);
  apply(lang, pack);
  await i18next.changeLanguage(lang);
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
