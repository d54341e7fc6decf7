/**
 * A tiny path router: patterns like `/api/v3/orders/:orderNumber/captures`. Literal segments win
 * over parameters so `/customer-account/:accountNumber/credit-limit` and `/customer-account/:ssn`
 * never shadow each other.
 */
export type RouteParams = Record<string, string>

interface Route<H> {
  method: string
  segments: string[]
  handler: H
}

export type RouteMatch<H> =
  | { kind: "found"; handler: H; params: RouteParams }
  | { kind: "method-not-allowed"; allowed: string[] }
  | { kind: "not-found" }

export class Router<H> {
  private readonly routes: Route<H>[] = []

  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), segments: split(pattern), handler })
    return this
  }

  match(method: string, path: string): RouteMatch<H> {
    const parts = split(path)
    const candidates: { route: Route<H>; params: RouteParams; score: number }[] = []
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts)
      if (params) {
        candidates.push({ route, params, score: route.segments.filter((s) => !s.startsWith(":")).length })
      }
    }
    if (candidates.length === 0) {
      return { kind: "not-found" }
    }
    candidates.sort((a, b) => b.score - a.score)
    const upper = method.toUpperCase()
    const hit =
      candidates.find((c) => c.route.method === upper) ??
      (upper === "HEAD" ? candidates.find((c) => c.route.method === "GET") : undefined)
    if (hit) {
      return { kind: "found", handler: hit.route.handler, params: hit.params }
    }
    return { kind: "method-not-allowed", allowed: [...new Set(candidates.map((c) => c.route.method))] }
  }
}

function split(path: string): string[] {
  return path.split("/").filter((s) => s.length > 0)
}

function matchSegments(pattern: string[], parts: string[]): RouteParams | undefined {
  if (pattern.length !== parts.length) {
    return undefined
  }
  const params: RouteParams = {}
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]
    const part = parts[i]
    if (seg.startsWith(":")) {
      try {
        params[seg.slice(1)] = decodeURIComponent(part)
      } catch {
        return undefined
      }
    } else if (seg !== part) {
      return undefined
    }
  }
  return params
}
