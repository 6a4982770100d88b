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
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: here('index.html'), silentRenew: here('silent-renew.html') },
      output: {
        // Long-lived vendor chunks, so a new app build reuses what browsers have cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/, priority: 25 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
