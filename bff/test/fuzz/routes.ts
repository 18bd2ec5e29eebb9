import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

export interface AppRoute {
  method: HttpMethod;
  /** As Fastify routes it, e.g. `/api/tarjetas/:id` or `/uploads/:file`. */
  path: string;
  /** `METHOD path`: the key of the route's fuzz example. */
  key: string;
}

/**
 * Every handler of every controller, read from Nest's metadata (as the access matrix does), so a new
 * endpoint joins the fuzz suite by itself. The global prefix is resolved against Fastify's router.
 */
export function listRoutes(app: NestFastifyApplication): AppRoute[] {
  const fastify = app.getHttpAdapter().getInstance();
  const scanner = new MetadataScanner();
  const routes: AppRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (!wrapper.instance) continue;
      const prototype = Object.getPrototypeOf(wrapper.instance);
      const base: string = Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '';
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const sub: string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (sub === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] as HttpMethod;
        const bare = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
        const path = [`/api${bare === '/' ? '' : bare}`, bare].find((url) => fastify.hasRoute({ method, url }));
        if (!path) throw new Error(`${method} ${bare} is declared but Fastify routes neither /api${bare} nor ${bare}`);
        routes.push({ method, path, key: `${method} ${path}` });
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** Path parameter names of a route, e.g. ['id']. */
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
