import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './core/i18n/i18n';
import { storedLanguage } from './core/preferences/PreferencesProvider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is in the user's language: its catalogue is loaded before.
void initI18n(storedLanguage()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
