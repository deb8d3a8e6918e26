import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { ThemeModeProvider } from './app/ThemeModeProvider.tsx';
import { config } from './config.ts';
import { getSession } from './session/session.ts';

document.title = config.brand;
const router = createAppRouter();
const session = getSession();
session.setNavigate((to) => void router.navigate(to));
void session.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>
  </StrictMode>,
);
