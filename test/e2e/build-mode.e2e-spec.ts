import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../api/config/config.js';

/**
 * `NODE_ENV=development npm start` (issue 18): the build forces production bundles whatever
 * NODE_ENV the shell has. Runs the cheap half of the web build (the SSR bundle, ~3 s) with
 * NODE_ENV=development, then renders a page from it the way scripts/prerender.mjs does.
 */
const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const config = join(PROJECT_ROOT, 'web', 'vite.config.ts');

function node(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

describe('build mode whatever NODE_ENV the shell has', () => {
  // Inside the project so that the bundle's external imports (react, MUI) resolve.
  const outDir = join(PROJECT_ROOT, 'test-results', `ssr-node-env-${process.pid}`);
  beforeAll(() => mkdirSync(outDir, { recursive: true }));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds production React for the pre-render step with NODE_ENV=development', () => {
    const build = node(
      [vite, 'build', '--config', config, '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        NODE_ENV: 'development',
      },
    );
    expect(build).toMatchObject({ status: 0 });
    const code = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toMatch(/jsx-dev-runtime|jsxDEV/);

    // What scripts/prerender.mjs does: production runtime, render one page.
    const entry = join(outDir, 'entry-server.js');
    const render = node(
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); const p = await m.renderPage('/'); console.log(JSON.stringify(Object.keys(p)), p.html.length);`,
      ],
      { NODE_ENV: 'production' },
    );
    expect(render.out).not.toContain('jsxDEV');
    expect(render).toMatchObject({ status: 0 });
    expect(Number(render.out.trim().split(/\s+/).pop())).toBeGreaterThan(1000);
  });

  it('keeps the dev server (vite serve) in development mode', () => {
    const probe = node(
      [
        '--input-type=module',
        '-e',
        `import { resolveConfig } from 'vite';
         const serve = await resolveConfig({ configFile: ${JSON.stringify(config)} }, 'serve');
         const build = await resolveConfig({ configFile: ${JSON.stringify(config)} }, 'build');
         console.log(JSON.stringify({ build: build.isProduction, serve: serve.isProduction }));`,
      ],
      { NODE_ENV: 'development' },
    );
    expect(probe.status).toBe(0);
    expect(JSON.parse(probe.out.trim().split('\n')[0])).toEqual({ build: true, serve: false });
  });
});
