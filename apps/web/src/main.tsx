import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { applyLanguageDetection } from './app/apply-language-detection';
import { initI18n } from './app/i18n';
import { routes } from './app/routes';
import './app/global.css';

// Before the router exists: it must start from the address without `?lang=`.
initI18n(applyLanguageDetection());
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
