import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compressTree } from '../scripts/compress.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedDir = fileURLToPath(new URL('../shared', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Client build only: .br and .gz next to every compressible file (scripts/compress.mjs). */
function precompress(): Plugin {
  let builtDir = outDir;
  return {
    name: 'threadwise-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      builtDir = config.build.outDir; // --outDir on the command line wins
    },
    async closeBundle() {
      await compressTree(builtDir, { zopfliGzip: true });
    },
  };
}

const shared = {
  root,
  resolve: {
    // shared/: the catalogue, pricing, routes, formats and wire types, one source for api and web.
    alias: [{ find: '@shared', replacement: sharedDir }],
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
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell has: Vite would
  // otherwise take NODE_ENV=development and emit development React (jsxDEV calls that the
  // production runtime of the pre-render step does not have). Vite reads NODE_ENV after
  // this function, before the React plugin chooses its JSX transform.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return { ...shared, plugins: [react(), precompress()] };
});
