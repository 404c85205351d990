import type { Router } from "express";
import { permissionOf } from "../../src/http/authenticate";
import type { Permission } from "../../src/http/permissions";

export interface RouteRef {
  method: string;
  /** Express path template, e.g. `/payment-links/:id`. */
  path: string;
  /** The permission its `auth(...)` middleware checks (read from the handler); absent on public routes. */
  permission?: Permission;
}

/**
 * The routes a router mounts, read from express's own route table, so a route added to a router is
 * fuzzed without editing the test. Nested routers are walked too (their mount path is not needed:
 * every router here declares full paths), except one mounted under a prefix: that is another API
 * with its own specification (the BCB's API Pix under /bcb/v2, issue 39), not a route of our contract.
 */
export function routesOf(router: Router): RouteRef[] {
  const found: RouteRef[] = [];
  for (const layer of (router as unknown as { stack: any[] }).stack) {
    if (layer.route) {
      const permission = (layer.route.stack as any[]).map((l) => permissionOf(l.handle)).find((p) => p !== undefined);
      for (const [method, on] of Object.entries(layer.route.methods as Record<string, boolean>)) {
        if (on && method !== "_all") found.push({ method: method.toUpperCase(), path: String(layer.route.path), ...(permission ? { permission } : {}) });
      }
    } else if (Array.isArray(layer.handle?.stack) && layer.slash !== false) {
      found.push(...routesOf(layer.handle));
    }
  }
  return found;
}

export const routeKey = (r: RouteRef) => `${r.method} ${r.path}`;

export function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
}

/** The path with each `:param` replaced by the (already URL-encoded) value of `values`, or `fallback`. */
export function fillPath(path: string, values: Record<string, string>, fallback: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => values[name] ?? fallback);
}

/** A stand-in for the clients a route group receives: building the routers reads no client. */
export const NO_CLIENTS = new Proxy({}, { get: () => undefined }) as any;
