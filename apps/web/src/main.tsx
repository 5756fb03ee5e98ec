import { createRoot } from 'react-dom/client';
import './app/i18n.ts';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(<App />);
