import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractValidators } from './vite/contract-validators.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The customer app, served by the API at `/` (see apps/api/src/web/static-apps.ts). */
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react(), contractValidators()],
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
});
