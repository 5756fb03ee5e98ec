/** Interface settings (spec section 2 "Settings panel"): switches, theme and colour, kept in browser storage. */
import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_NAME } from '@as/shared';
import { createStore } from '../app/store.ts';
import { getStored, setStored } from '../app/storage.ts';

export const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey'] as const;
export type ThemeName = (typeof THEMES)[number];
export const COLOR_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD'] as const;

/** The switches of the settings panel, each showing one control of the shell. */
export const SWITCHES = ['showTags', 'showLog', 'showTheme', 'showColor', 'showFullscreen', 'showLock', 'showCollapse', 'showTopMenu'] as const;
export type SwitchName = (typeof SWITCHES)[number];

export interface Settings extends Record<SwitchName, boolean> {
  theme: ThemeName;
  color: string;
  collapsed: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME_NAME,
  color: DEFAULT_THEME_COLOR,
  collapsed: false,
  ...(Object.fromEntries(SWITCHES.map((s) => [s, true])) as Record<SwitchName, boolean>),
};

export const settingsStore = createStore<Settings>({ ...DEFAULT_SETTINGS, ...getStored<Partial<Settings>>('settings', {}) }, (value) =>
  setStored('settings', value),
);

/** The shell's colours per theme: sidebar and top bar backgrounds and text. */
export const THEME_COLORS: Record<ThemeName, { side: string; sideText: string; top: string; topText: string }> = {
  default: { side: '#20222a', sideText: '#d6d9e0', top: '#ffffff', topText: '#303133' },
  'theme-white': { side: '#ffffff', sideText: '#303133', top: '#ffffff', topText: '#303133' },
  'theme-star': { side: '#14213d', sideText: '#e6ecf5', top: '#1d2b4f', topText: '#e6ecf5' },
  'theme-iview': { side: '#001529', sideText: '#c0c4cc', top: '#ffffff', topText: '#303133' },
  'theme-d2': { side: '#ebf1f6', sideText: '#2f4356', top: '#ebf1f6', topText: '#2f4356' },
  'theme-hey': { side: '#2d3a4b', sideText: '#dfe4ed', top: '#ffffff', topText: '#303133' },
};

/** Breakpoints of spec section 2: 1200 and above gives 3, 992 gives 2, 768 gives 1, below gives 0. */
export function screenSize(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

const onResize = (change: () => void) => {
  window.addEventListener('resize', change);
  return () => window.removeEventListener('resize', change);
};

/** The window's screen size (screenSize), following its resizes. */
export const useScreenSize = () => useSyncExternalStore(onResize, () => screenSize(window.innerWidth));
