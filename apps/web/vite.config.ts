import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The API origin the dev server forwards to. Only the build tooling reads it; the browser
// always talks to its own origin (`/api`, `/socket.io`), so cookies stay first-party.
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json maps each source module to its chunk and imports (bench/route-sizes).
    manifest: true,
    rolldownOptions: {
      // Two pages: the app, and the landing page the server sends visitors (its own small bundle
      // without the router or any app page).
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        landing: resolve(import.meta.dirname, 'landing.html'),
      },
      output: {
        // Long-lived vendor chunks, so an app release does not invalidate the libraries' cache.
        // Only libraries every page needs are grouped: a group is loaded whole by whoever uses any
        // part of it (a UI group made the landing page load every icon and Radix primitive).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // i18next only: react-i18next's <Trans> (and its HTML parser) stays with the pages using it.
            { name: 'i18n', test: /[\\/]node_modules[\\/]i18next[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
