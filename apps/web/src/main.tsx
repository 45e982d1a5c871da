import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootProviders } from './app/root-providers';
import { applyLanguageDetection } from './app/apply-language-detection';
import { initI18n } from './app/i18n';
import { routes } from './app/routes';
import './app/global.css';

// Before the router exists: it must start from the address without `?lang=`.
const language = applyLanguageDetection();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language's texts are fetched first, so the first render shows words, never keys. Should
// they fail to arrive, the app still starts: a screen of keys beats an empty page.
void initI18n(language)
  .catch(() => undefined)
  .then(() => {
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <RootProviders>
          <RouterProvider router={router} />
        </RootProviders>
      </StrictMode>,
    );
  });
