import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage } from 'class-validator';

/**
 * The validation pipe stops at a property's first failed rule (stopAtFirstError), and rules
 * run bottom-up (in the order decorators are applied). A length rule that runs before the
 * type check names the wrong problem: `{}` answered 'guideSlug must be shorter than or
 * equal to 64 characters'. Every DTO's type check therefore runs before its length rules,
 * unless a length rule carries its own message (a custom 'required' text on purpose).
 */
const API = join(dirname(fileURLToPath(import.meta.url)), '..');
const TYPE_CHECKS = new Set(['isString', 'isInt', 'isNumber', 'isArray']);
const LENGTH_RULES = new Set(['maxLength', 'minLength', 'arrayMaxSize', 'max', 'min']);

function dtoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : dtoFiles(path);
    return path.includes('/dto/') && path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('DTO rule order', () => {
  it("runs each property's type check before its length rules", async () => {
    const classes: (abstract new (...args: never[]) => unknown)[] = [];
    for (const file of dtoFiles(API)) {
      const mod = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(mod)) if (typeof value === 'function') classes.push(value as (typeof classes)[number]);
    }
    expect(classes.length).toBeGreaterThan(20);
    const storage = getMetadataStorage();
    const wrong: string[] = [];
    for (const target of classes) {
      const rules = storage.getTargetValidationMetadatas(target, '', true, false);
      const byProperty = new Map<string, typeof rules>();
      for (const r of rules) byProperty.set(r.propertyName, [...(byProperty.get(r.propertyName) ?? []), r]);
      for (const [property, list] of byProperty) {
        const names = list.map((r) => storage.getTargetValidatorConstraints(r.constraintCls)[0]?.name ?? r.name ?? r.type);
        const typeAt = names.findIndex((n) => TYPE_CHECKS.has(n ?? ''));
        if (typeAt < 0) continue;
        list.forEach((r, i) => {
          if (i < typeAt && LENGTH_RULES.has(names[i] ?? '') && r.message === undefined) {
            wrong.push(`${target.name}.${property}: ${names[i]} runs before ${names[typeAt]}`);
          }
        });
      }
    }
    expect(wrong).toEqual([]);
  });
});
