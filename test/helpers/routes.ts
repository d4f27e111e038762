/**
 * The routes of the running app, read from Express's router (nothing listed by hand), for
 * the suites that must cover every route: authorization, bad input and attacks. A route
 * added tomorrow is covered the day it is added.
 */
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DataSource } from 'typeorm';
import type { TestApp } from './app.js';

/** A class (a controller, a DTO). */
type Constructor = abstract new (...args: never[]) => unknown;

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route of the Express app (Express 5: `app.router`; 4: `app._router`), nested routers included. */
export function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const app = t.app.getHttpAdapter().getInstance() as { _router?: { stack: Layer[] }; router?: { stack: Layer[] } };
  const root = app._router?.stack ?? app.router?.stack;
  if (!root) throw new Error('Express router stack not found');
  const out: RegisteredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(root);
  return out;
}

/** Nest's not-found handler is registered for every method on excluded paths: it only ever answers 404. */
export function isNotFoundHandler(routes: RegisteredRoute[], path: string): boolean {
  return routes.filter((r) => r.path === path).length > 20;
}

/** `METHOD /path` */
export function routeKey(route: RegisteredRoute): string {
  return `${route.method} ${route.path}`;
}

/** Methods that change state (DESIGN §4.4: JSON only, Origin checked). */
export const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

// ---------------------------------------------------------------------------------------
// What each route reads: from Nest's own metadata, so a new DTO field is covered at once
// ---------------------------------------------------------------------------------------

/** Nest's metadata keys (@nestjs/common/constants) and RouteParamtypes values. */
const PATH_METADATA = 'path';
const METHOD_METADATA = 'method';
const ROUTE_ARGS_METADATA = '__routeArguments__';
const PARAM_BODY = 3;
const PARAM_QUERY = 4;

export interface RouteInputs {
  /** The class of the `@Body()` parameter, when it is a DTO class. */
  bodyDto?: new () => object;
  /** Its validated properties (class-validator metadata), top level. */
  bodyFields: string[];
  /** Query parameters read: `@Query('name')`, and the properties of a `@Query()` DTO. */
  queryFields: string[];
}

/**
 * `METHOD /path` → what the handler reads, for every controller route of the app. The path
 * is the Express path as `registeredRoutes` lists it (global prefix included where it
 * applies: the caller passes the registered routes to resolve that).
 */
export function routeInputs(t: TestApp, routes: RegisteredRoute[]): Map<string, RouteInputs> {
  const known = new Set(routes.map(routeKey));
  const out = new Map<string, RouteInputs>();
  const container = t.app.get(ModulesContainer);
  for (const mod of container.values()) {
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as (Constructor & { prototype: Record<string, unknown> }) | null;
      if (!cls || typeof cls !== 'function') continue;
      const base = [Reflect.getMetadata(PATH_METADATA, cls) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(cls.prototype)) {
        const handler = cls.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const subPaths = [Reflect.getMetadata(PATH_METADATA, handler) ?? []].flat() as string[];
        if (method === undefined || subPaths.length === 0) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, cls, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', cls.prototype, name) ?? []) as Constructor[];
        const inputs: RouteInputs = { bodyFields: [], queryFields: [] };
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          const type = types[arg.index];
          const isDto = typeof type === 'function' && ![Object, String, Number, Boolean, Array].includes(type as never);
          if (kind === PARAM_BODY && arg.data === undefined && isDto) {
            inputs.bodyDto = type as new () => object;
            inputs.bodyFields = validatedProperties(type);
          } else if (kind === PARAM_QUERY) {
            if (typeof arg.data === 'string') inputs.queryFields.push(arg.data);
            else if (isDto) inputs.queryFields.push(...validatedProperties(type));
          }
        }
        for (const b of base) {
          for (const p of subPaths) {
            const path = `/${[b, p].filter((s) => s !== '' && s !== '/').join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
            for (const candidate of [`/api${path === '/' ? '' : path}`, path]) {
              const key = `${RequestMethod[method]} ${candidate}`;
              if (known.has(key)) out.set(key, inputs);
            }
          }
        }
      }
    }
  }
  return out;
}

/** The properties class-validator checks on a DTO (its own and inherited), sorted. */
export function validatedProperties(dto: Constructor): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metas.map((m) => m.propertyName))].sort();
}

// ---------------------------------------------------------------------------------------
// State before and after a battery: every table's row count, every stored file
// ---------------------------------------------------------------------------------------

/**
 * Tables that hold what one SQLite process keeps in memory and several replicas keep in
 * PostgreSQL (1734400000000-shared-state): rate-limit counters, destroyed session ids, upload
 * reservations. Every request may move them; they are not data a request changed.
 */
const REPLICA_STATE = new Set(['rate_limits', 'session_tombstones', 'upload_reservations']);

/** Row count of every table in sqlite_master (but the replica state). */
export async function rowCounts(ds: DataSource): Promise<Record<string, number>> {
  const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const out: Record<string, number> = {};
  for (const { name } of tables.filter((t) => !REPLICA_STATE.has(t.name))) {
    const [{ n }] = await ds.query(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`);
    out[name] = Number(n);
  }
  return out;
}

/** Every file under the storage folder, relative, sorted. */
export function storageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}
