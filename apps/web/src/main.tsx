import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n.ts';
import { App } from './app/App.tsx';

await i18nReady;
createRoot(document.getElementById('root')!).render(<App />);
