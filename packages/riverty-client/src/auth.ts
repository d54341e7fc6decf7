import { createHash } from "node:crypto"
import type { TokenResponse } from "./schemas/token"

export interface OAuthCredentials {
  clientId: string
  clientSecret: string
  /** AUDIENCE_URL of the token request, when the issuer needs one. */
  audience?: string
}

/** Identity of a credential set at a token endpoint; the secret enters only as a hash. */
export function credentialKey(tokenUrl: string, credentials: OAuthCredentials): string {
  return createHash("sha256")
    .update([tokenUrl, credentials.clientId, credentials.audience ?? "", credentials.clientSecret].join("\u0000"))
    .digest("hex")
}

interface CachedToken {
  accessToken: string
  /** Epoch ms after which the token is fetched again (shortly before it expires). */
  refreshAt: number
}

export interface TokenCacheOptions {
  /** Seconds before expiry at which a token is replaced; capped at a tenth of its lifetime. */
  refreshMarginSeconds?: number
  now?: () => number
}

export const DEFAULT_TOKEN_REFRESH_MARGIN_SECONDS = 60

/**
 * OAuth client-credentials tokens per credential set: reused until shortly before `expires_in`,
 * and at most one token request in flight per set however many calls wait for it.
 */
export class TokenCache {
  private readonly tokens = new Map<string, CachedToken>()
  private readonly inFlight = new Map<string, Promise<CachedToken>>()
  private readonly marginSeconds: number
  private readonly now: () => number

  constructor(options: TokenCacheOptions = {}) {
    this.marginSeconds = options.refreshMarginSeconds ?? DEFAULT_TOKEN_REFRESH_MARGIN_SECONDS
    this.now = options.now ?? Date.now
  }

  /** A valid access token for `key`, fetched with `fetchToken` only when none is cached. */
  async get(key: string, fetchToken: () => Promise<TokenResponse>): Promise<string> {
    const cached = this.tokens.get(key)
    if (cached && this.now() < cached.refreshAt) return cached.accessToken
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = this.fetchAndStore(key, fetchToken).finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, pending)
    }
    return (await pending).accessToken
  }

  /**
   * Forgets `accessToken` after the service refused it. A token that has already been replaced
   * is left alone, so fifty concurrent 401s still cause one refresh.
   */
  invalidate(key: string, accessToken: string): void {
    if (this.tokens.get(key)?.accessToken === accessToken) this.tokens.delete(key)
  }

  clear(): void {
    this.tokens.clear()
  }

  private async fetchAndStore(key: string, fetchToken: () => Promise<TokenResponse>): Promise<CachedToken> {
    const response = await fetchToken()
    const lifetime = response.expires_in
    const margin = Math.min(this.marginSeconds, lifetime / 10)
    const token = { accessToken: response.access_token, refreshAt: this.now() + (lifetime - margin) * 1000 }
    this.tokens.set(key, token)
    return token
  }
}

/** Cache shared by every client of the process, so clients with the same credentials share tokens. */
export const sharedTokenCache = new TokenCache()
