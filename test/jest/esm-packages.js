import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Names of the installed packages that are ES modules ("type": "module"), at any depth of
 * node_modules. The tests run as CommonJS, so these are the node_modules files to transform.
 */
export function esmPackageNames(nodeModules) {
  const names = new Set();
  const scan = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      const pkgs = entry.startsWith('@') ? readdirSync(join(dir, entry)).map((s) => `${entry}/${s}`) : [entry];
      for (const name of pkgs) {
        const pkgJson = join(dir, name, 'package.json');
        if (!existsSync(pkgJson)) continue;
        try {
          if (JSON.parse(readFileSync(pkgJson, 'utf8')).type === 'module') names.add(name);
        } catch {
          // An unreadable package.json: Jest leaves that package alone.
        }
        scan(join(dir, name, 'node_modules'));
      }
    }
  };
  scan(nodeModules);
  return [...names].sort();
}
