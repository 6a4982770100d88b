import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractValidators } from './vite/contract-validators.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The customer app, served by the API at `/` (see apps/api/src/web/static-apps.ts). */
export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  base: '/',
  plugins: [
    react(),
    contractValidators(),
    // An installable app whose shell loads without a connection (docs/customer-app.md#offline).
    VitePWA({
      // The app asks before it reloads into a new build (NewVersionNotice), and registers the
      // worker itself (core/pwa), so a page never runs old and new chunks side by side.
      // Not in the build of the unit specs for Node (scripts/build.mjs).
      disable: isSsrBuild === true,
      registerType: 'prompt',
      injectRegister: false,
      // The glob below takes the icons and the favicon already.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Aufzugsschacht-Lüftungsplaner',
        short_name: 'Lüftungsplaner',
        description: 'Lüftung und Entrauchung von Aufzugsschächten planen, kalkulieren und anfragen.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b5cad',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // A route of the app opens its shell; what the API, the backoffice and the identity
        // provider serve never comes from this worker.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|admin|oidc|oidc-assets|legal)(\/|$)/, /^\/silent-/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    // The shared libs resolve to their TypeScript sources and are bundled like app code.
    conditions: ['source', 'browser', 'module', 'import', 'default'],
  },
  build: {
    outDir: 'dist',
    // Read by the bench to add up the JavaScript the first page needs.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: here('index.html'), silentRenew: here('silent-renew.html') },
      output: {
        // Long-lived chunks for the libraries every page needs, so a new app build reuses what
        // browsers have cached. Other libraries go with the pages that use them (no catch-all
        // vendor chunk: it would put every page's libraries on the first page).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/, priority: 25 },
            // MUI's styling engine is needed by every page; its components land in the chunks
            // of the pages that use them, so the first page does not load the whole kit.
            {
              name: 'mui',
              test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|utils))[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
