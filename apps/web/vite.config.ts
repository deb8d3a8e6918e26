import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server and `vite preview` forward /api to a running API server, so the page can be tried
// without the server serving the build. The builds themselves are modes: full, external, externalkpmgarc.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { emptyOutDir: true },
});
