/** Texts of the platform screens, merged into the main catalogues (deep) by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {} as const;

export const platformLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': {}, 'es-ES': {} };
