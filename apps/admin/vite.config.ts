import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The backoffice, served by the API at `/admin/` (see apps/api/src/web/static-apps.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The shared libs resolve to their TypeScript sources and are bundled like app code.
    conditions: ['source', 'browser', 'module', 'import', 'default'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with its Material UI is one large chunk, loaded once and cached.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+|@tanstack|react-hook-form)[\\/]/, priority: 25 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/, priority: 20 },
            // Not Monaco: the rule editor loads it with the rule-set pages only (a lazy chunk of its own).
            { name: 'vendor', test: /node_modules[\\/](?!monaco-editor[\\/]|@monaco-editor[\\/])/, priority: 10 },
          ],
        },
      },
    },
  },
});
