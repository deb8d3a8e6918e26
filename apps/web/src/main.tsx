import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { ThemeModeProvider } from './app/ThemeModeProvider.tsx';
import { config } from './config.ts';
import { getSession } from './session/session.ts';

document.title = config.brand;
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
const router = createAppRouter();
const session = getSession();
session.setNavigate((to) => void router.navigate(to));
void session.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
