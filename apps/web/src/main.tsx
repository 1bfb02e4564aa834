import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installSessionExpiry } from './app/session-expiry';
import { installTableA11y } from './app/table-a11y';
import './app/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(router, queryClient);
installTableA11y();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
