import type { Express, Request } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

/** The one label of every request that matched no route (404s, probes, scanners). */
export const UNMATCHED_ROUTE = 'unmatched';

interface KnownRoute {
  template: string;
  methods: ReadonlySet<string>;
  matches: MatchFunction<object>;
}

interface RouteLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
}

/**
 * Names a request by its route's template (`/api/challenges/:id`), never by its URL, so the
 * metrics keep a bounded set of label values. A request that reached its handler carries the
 * route Express matched; one that a middleware answered first (a 429, a body too large) is
 * matched here against the application's routes, read once from the router when first needed.
 */
export class RouteLabeler {
  private routes: KnownRoute[] | null = null;

  constructor(private readonly express: Express) {}

  label(request: Request): string {
    const path = (request.route as { path?: unknown } | undefined)?.path;
    if (typeof path === 'string') return path;
    return this.lookUp(request.method, pathnameOf(request.originalUrl ?? request.url));
  }

  private lookUp(method: string, pathname: string): string {
    const wanted = method === 'HEAD' ? 'get' : method.toLowerCase();
    for (const route of (this.routes ??= this.readRoutes())) {
      if ((route.methods.has(wanted) || route.methods.has('_all')) && route.matches(pathname)) return route.template;
    }
    return UNMATCHED_ROUTE;
  }

  private readRoutes(): KnownRoute[] {
    const stack = (this.express.router as unknown as { stack: RouteLayer[] }).stack;
    const routes: KnownRoute[] = [];
    for (const { route } of stack) {
      if (!route || typeof route.path !== 'string') continue;
      const methods = new Set(Object.keys(route.methods ?? {}).filter((name) => route.methods?.[name]));
      routes.push({ template: route.path, methods, matches: match(route.path, { decode: false }) });
    }
    return routes;
  }
}

function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
