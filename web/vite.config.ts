import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
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

/**
 * react-dom in a chunk of its own: the boot script of pre-rendered pages then runs it in a
 * task of its own instead of one long task with the whole app (TBT).
 */
const reactDomGroup: CodeSplittingGroup = { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ };

/**
 * One 'app' chunk for everything the entry and the home page import statically (MUI,
 * emotion, the router, the layout), except the home page's own sections. Left to the
 * automatic splitting, these land in some thirty small chunks (one per set of pages that
 * shares them): a first visit then pays a round trip and a gzip header for each, and gzip
 * cannot share one dictionary across them. Every page needs nearly all of them anyway.
 */
function appShellGroup(): CodeSplittingGroup {
  const roots = ['src/main.tsx', 'src/features/home/HomePage.tsx'].map((f) => fileURLToPath(new URL(f, import.meta.url)));
  const homeOwn = fileURLToPath(new URL('src/features/home/', import.meta.url));
  let shell: Set<string> | undefined;
  const closure = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: (id, ctx) => {
      shell ??= closure(ctx);
      return shell.has(id) && !id.startsWith(homeOwn) ? 'app' : null;
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
        codeSplitting: { groups: [reactDomGroup] },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/previews': 'http://127.0.0.1:3000', '/objects': 'http://127.0.0.1:3000' },
  },
} satisfies UserConfig;

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell has: Vite would
  // otherwise take NODE_ENV=development and emit development React (jsxDEV calls that the
  // production runtime of the pre-render step does not have). Vite reads NODE_ENV after
  // this function, before the React plugin chooses its JSX transform.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The client's chunks only: the server bundle is one file per page, never downloaded.
  const build = isSsrBuild
    ? shared.build
    : {
        ...shared.build,
        rolldownOptions: { output: { codeSplitting: { groups: [reactDomGroup, appShellGroup()] } } },
      };
  return { ...shared, build, plugins: [react(), precompress()] };
});
