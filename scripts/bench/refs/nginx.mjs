/**
 * Debian's nginx as the static-file reference of `npm run bench`: installs it with apt-get
 * when missing (needs root: nginx-light, falling back to nginx), or fails with a clear
 * message; renders nginx.conf.template into the run's scratch folder. NGINX_PATH overrides
 * the binary.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const here = dirname(fileURLToPath(import.meta.url));

export function ensureNginx(log = console.log) {
  if (existsSync(NGINX)) return NGINX;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `nginx not found at ${NGINX}. The benchmark compares the shop with Debian's nginx: install it ` +
        '(apt-get install nginx-light, or nginx) or set NGINX_PATH to an nginx binary, then run npm run bench again.',
    );
  }
  log(`[bench] nginx missing: installing Debian's nginx-light with apt-get (one-time)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status;
  if (apt(['update', '-qq']) !== 0) throw new Error('apt-get update failed; cannot install nginx for the benchmark.');
  if (apt(['install', '-y', '-qq', '--no-install-recommends', 'nginx-light']) !== 0) {
    log('[bench] nginx-light is not available: installing nginx instead...');
    if (apt(['install', '-y', '-qq', '--no-install-recommends', 'nginx']) !== 0) {
      throw new Error('apt-get install nginx-light / nginx failed; cannot run the benchmark reference.');
    }
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} is still missing.`);
  // Debian starts the packaged service on install; the bench runs its own instance only.
  spawnSync('sh', ['-c', 'command -v service >/dev/null && service nginx stop || true'], { stdio: 'ignore' });
  return NGINX;
}

/** `nginx -V` (it prints to stderr): the version and whether gzip_static is compiled in. */
export function nginxInfo(bin = NGINX) {
  const r = spawnSync(bin, ['-V'], { encoding: 'utf8' });
  const text = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const version = /nginx version: (\S+)/.exec(text)?.[1] ?? 'unknown';
  return { path: bin, version, gzipStatic: text.includes('--with-http_gzip_static_module') };
}

/**
 * Writes `<prefix>/nginx.conf` from the template and creates the folders it names.
 * Returns the config path.
 */
export function writeNginxConf({ prefix, port, webRoot, pagesRoot, pdfRoot, gzipStatic }) {
  mkdirSync(prefix, { recursive: true });
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d), { recursive: true });
  const values = {
    PREFIX: prefix,
    PORT: String(port),
    WEB_ROOT: webRoot,
    PAGES_ROOT: pagesRoot,
    PDF_ROOT: pdfRoot,
    GZIP_STATIC: gzipStatic ? '    gzip_static on;' : '    # gzip_static: module not compiled into this nginx',
  };
  const conf = readFileSync(join(here, 'nginx.conf.template'), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (m, key) => {
    if (!(key in values)) throw new Error(`nginx.conf.template: unknown placeholder ${m}`);
    return values[key];
  });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** `nginx -t` on the written config: throws with nginx's own message when it is refused. */
export function testNginxConf(conf, prefix, bin = NGINX) {
  try {
    execFileSync(bin, ['-p', prefix, '-c', conf, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`nginx refused the bench config ${conf}:\n${String(e.stderr ?? e.message)}`, { cause: e });
  }
}
