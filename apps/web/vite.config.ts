import { DEFAULT_BRAND } from '@rh/core';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The dev server and `vite preview` forward /api to a running API server, so the page can be tried
// without the server serving the build. The builds themselves are modes: full, external, externalkpmgarc.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // The brand of the build (its .env file, else the spec's default) everywhere: the code's import.meta.env and
  // index.html's %VITE_BRAND% (title, description), which Vite fills only from variables that are defined.
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(
      loadEnv(mode, import.meta.dirname, 'VITE_').VITE_BRAND || DEFAULT_BRAND,
    ),
  },
  server: { proxy },
  preview: { proxy },
  build: {
    emptyOutDir: true,
    // The shell chunk below is all of the first page (≈ 510 kB minified, 165 kB gzip); bench/web guards its size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The first page's code in one chunk: the entry and everything it imports statically. Left to itself the
        // bundler splits each module that a lazy page shares with the entry into a small chunk of its own, and
        // every such split costs the first page bytes and a request (bench/web: Home ≤ 175 kB gzip).
        codeSplitting: { groups: [{ name: 'shell', test: /apps[\\/]web[\\/]src[\\/]main\.tsx$/ }] },
      },
    },
  },
}));
