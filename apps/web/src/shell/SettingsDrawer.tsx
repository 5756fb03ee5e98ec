/** Interface settings: the on/off switch of each shell control, the six themes and the colour presets. */
import { Button, Divider, Drawer, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../app/store.ts';
import { COLOR_PRESETS, DEFAULT_SETTINGS, settingsStore, SWITCHES, THEMES } from './settings.ts';

const SWITCH_LABELS = {
  showTags: 'settings.tags', showLog: 'settings.log', showTheme: 'settings.theme', showColor: 'settings.color',
  showFullscreen: 'settings.fullscreen', showLock: 'settings.lock', showCollapse: 'settings.collapse', showTopMenu: 'settings.topMenu',
} as const;

export function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useStore(settingsStore);
  return (
    <Drawer open title={t('shell.settings')} onClose={onClose} size={320}>
      {settings.showTheme && (
        <>
          <Divider titlePlacement="start">{t('shell.theme')}</Divider>
          <Radio.Group value={settings.theme} onChange={(e) => settingsStore.set((s) => ({ ...s, theme: e.target.value }))} data-testid="themes">
            {THEMES.map((theme) => (
              <Radio key={theme} value={theme} style={{ display: 'block', marginBottom: 8 }}>
                {t(`settings.themes.${theme}`)}
              </Radio>
            ))}
          </Radio.Group>
        </>
      )}
      <Divider titlePlacement="start">{t('shell.themeColor')}</Divider>
      <div style={{ display: 'flex', gap: 8 }}>
        {COLOR_PRESETS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            onClick={() => settingsStore.set((s) => ({ ...s, color }))}
            style={{ width: 24, height: 24, borderRadius: 4, background: color, cursor: 'pointer', border: settings.color === color ? '2px solid #000' : '1px solid #ddd' }}
          />
        ))}
      </div>
      <Divider titlePlacement="start">{t('settings.switches')}</Divider>
      {SWITCHES.map((name) => (
        <div key={name} style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
          <span>{t(SWITCH_LABELS[name])}</span>
          <Switch checked={settings[name]} onChange={(on) => settingsStore.set((s) => ({ ...s, [name]: on }))} data-testid={`switch-${name}`} />
        </div>
      ))}
      <Button block onClick={() => settingsStore.set(DEFAULT_SETTINGS)}>
        {t('common.reset')}
      </Button>
    </Drawer>
  );
}
