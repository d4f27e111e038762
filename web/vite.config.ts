import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compressTree } from '../scripts/compress.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const shared = fileURLToPath(new URL('../shared', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Client build only: .br and .gz next to every compressible file (scripts/compress.mjs). */
function precompress(): Plugin {
  return {
    name: 'threadwise-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async closeBundle() {
      await compressTree(outDir, { zopfliGzip: true });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  resolve: {
    // shared/: the catalogue, pricing, routes, formats and wire types, one source for api and web.
    alias: [
      { find: '@shared', replacement: shared },
      { find: '@catalogue', replacement: shared },
      { find: '@api/contact/enquiry-format', replacement: `${shared}/enquiry-format` },
      { find: '@api/checkout/sandbox/card', replacement: `${shared}/sandbox-card` },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 4096,
    // dist/web/.vite/manifest.json: which chunks each page needs (npm run bench reads it;
    // dot-folders are never served).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // react-dom in a chunk of its own: the boot script of pre-rendered pages then runs
          // it in a task of its own instead of one long task with the whole app (TBT).
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/previews': 'http://127.0.0.1:3000', '/objects': 'http://127.0.0.1:3000' },
  },
});
