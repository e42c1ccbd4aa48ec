// first: configures zod before any module builds a schema (see the file)
import './app/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { installClickLog } from './app/clickLog';
import { installErrorReporting } from './app/feLog';
import { setupI18n } from './app/i18n';
import { ApiError } from './app/request';
import './app/global.css';

installErrorReporting((reason) => reason instanceof ApiError);
installClickLog();

const root = document.getElementById('root');
if (root) {
  void setupI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
