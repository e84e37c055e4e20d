import type { RouteHandler } from './context';

type Route = { segments: string[]; handler: RouteHandler };

/** A tiny segment router: `:name` segments capture, everything else must match exactly. */
export class Router {
  private readonly routes: Route[] = [];

  add(pattern: string, handler: RouteHandler): void {
    this.routes.push({ segments: pattern.split('/').filter(Boolean), handler });
  }

  match(path: string): { handler: RouteHandler; params: string[] } | undefined {
    let parts: string[];
    try {
      parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return undefined;
    }
    for (const route of this.routes) {
      if (route.segments.length !== parts.length) continue;
      const params: string[] = [];
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const segment = route.segments[i]!;
        if (segment.startsWith(':')) params.push(parts[i]!);
        else ok = segment === parts[i];
      }
      if (ok) return { handler: route.handler, params };
    }
    return undefined;
  }
}
