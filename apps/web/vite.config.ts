import { DEFAULT_BRAND } from '@rh/core';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { firstPageBudget } from './tools/first-page-budget.ts';
import { screenGrantsModule } from './tools/screen-grants-module.ts';

// The dev server and `vite preview` forward /api to a running API server, so the page can be tried
// without the server serving the build. The builds themselves are modes: full, external, externalkpmgarc.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * Home's own modules and the small ones it shares with other lazy pages (the menu and the areas' declarations,
 * cards): one chunk instead of a dozen, each of which costs the first page a request and its own compression. The
 * areas' dashboards are not Home's: they stay with the pages that show them. Nor is the list of the routes with a page
 * of their own (routes/built.ts): only the lazy page table and the tests read it, and a module named here lands on
 * the first page whoever imports it.
 */
const HOME_MODULES =
  /apps[\\/]web[\\/]src[\\/](pages[\\/]HomePage|components[\\/](WhenVisible|LoadingBlock)|app[\\/](areas|shell[\\/]menu)|areas[\\/][\w-]+[\\/]area|routes[\\/](access|in-build)|content[\\/](panel-slot|plugins|detail[\\/]panels|form[\\/]form-panels|list[\\/]list-panels)|areas[\\/]alerts[\\/](WhatsNew|FollowingSummary|brief-links|useWhatsNewFeed))\.tsx?$|packages[\\/]core[\\/]src[\\/](areas[\\/](areas|explorers|lookup|define|index)|content[\\/]countries)\.ts$|@mui[\\/]material[\\/](Card|CardContent)[\\/]/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The content screens' grants for Home, computed here from the declarations (no zod in the first page).
    screenGrantsModule(),
    // Home, the first page, ≤ 175 kB of gzip JavaScript (issue 12, bench/web): the entry, its static imports and what
    // Home shows at once. The build fails past it and names what weighs most.
    firstPageBudget({
      limitBytes: 175_000,
      firstPage: [/src[\\/]pages[\\/]HomePage\.tsx$/, /src[\\/]areas[\\/]alerts[\\/]WhatsNew\.tsx$/],
    }),
  ],
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
    // The shell imports every page lazily, and Vite would write each one's preload list into it (3 kB of gzip on the
    // first page for lists of chunk names). A page's own imports then load when its chunk is read, one round trip
    // later on the first visit to that page; lazy chunks keep their lists.
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)shell-/.test(hostId) ? [] : deps) },
    // The shell chunk below is most of the first page (≈ 510 kB minified, 165 kB gzip); firstPageBudget guards it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The first page's code in one chunk: the entry and everything it imports statically. Left to itself the
        // bundler splits each module that a lazy page shares with the entry into a small chunk of its own, and
        // every such split costs the first page bytes and a request (bench/web: Home ≤ 175 kB gzip).
        codeSplitting: {
          groups: [
            { name: 'shell', test: /apps[\\/]web[\\/]src[\\/]main\.tsx$/ },
            { name: 'home', test: HOME_MODULES },
          ],
        },
      },
    },
  },
}));
