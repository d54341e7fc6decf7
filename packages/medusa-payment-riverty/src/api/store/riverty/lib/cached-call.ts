import { createHash } from "node:crypto"
import type { MedusaRequest } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"

/** JSON with object keys sorted, so equal inputs give one cache key whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`
  }
  return JSON.stringify(value ?? null)
}

/** The cache row's id for a route's inputs (also what a sealed answer in it is bound to). */
export function storeRouteCacheKey(route: string, inputs: unknown): string {
  return `${route}|${createHash("sha256").update(canonical(inputs)).digest("hex")}`
}

/**
 * The cache row's id for inputs that hold personal data (an address, an account): a keyed
 * fingerprint of them, so the id cannot be recomputed from a guessed address without the
 * `personalDataKey` (a plain hash of an address can).
 */
async function personalCacheKey(rivertyModule: RivertyModuleService, route: string, inputs: unknown): Promise<string> {
  return `${route}|${await rivertyModule.fingerprint(canonical(inputs))}`
}

export interface CachedCallOptions {
  /**
   * The answer is personal data (an address Riverty corrected) or about it: it is kept sealed with
   * the personal data vault, bound to its cache key, and the key is a keyed fingerprint. The table
   * then holds nothing in clear that a copy of the database would show.
   */
  personal?: boolean
}

/**
 * Answers a store route's Riverty call from the cache when the same `inputs` were answered within
 * `storeRoutes.cacheTtlSeconds`; otherwise calls Riverty and keeps the answer. Key the inputs on
 * what is sent to Riverty (and the provider whose key is used), not on ids of the request, so a
 * changed cart is a new key. Only answers are cached, never errors. Two identical requests that
 * miss at the same moment may both call Riverty; the rate limit bounds that. A sealed answer that
 * no longer opens (the `personalDataKey` was rotated) is a miss.
 */
export async function cachedRivertyCall<T>(
  req: MedusaRequest,
  route: string,
  inputs: unknown,
  call: () => Promise<T>,
  { personal = false }: CachedCallOptions = {},
): Promise<T> {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const ttl = rivertyModule.options.storeRoutes.cacheTtlSeconds
  if (ttl === 0) return call()
  const key = personal ? await personalCacheKey(rivertyModule, route, inputs) : storeRouteCacheKey(route, inputs)
  const cached = await rivertyModule.readStoreRouteCache(key)
  if (cached !== undefined) {
    if (!personal) return cached as T
    const opened = await rivertyModule.openSealed<T>(String(cached), key).catch(() => undefined)
    if (opened !== undefined) return opened
  }
  const answer = await call()
  await rivertyModule.writeStoreRouteCache(key, personal ? await rivertyModule.sealPersonal(answer, key) : answer, ttl)
  return answer
}
