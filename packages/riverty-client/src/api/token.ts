import type { RivertyTransport } from "../http"
import type { TokenResponse } from "../schemas"

/** The token endpoint, for callers that need the token itself. */
export function tokenApi(http: RivertyTransport) {
  return {
    /** POST {auth_url}/oauth/token, always a new token (bypasses the cache). */
    async request(): Promise<TokenResponse> {
      return http.requestToken()
    },
    /** The cached access token, fetched once per credential set when missing or expiring. */
    async getAccessToken(): Promise<string> {
      return http.accessToken()
    },
  }
}
export type TokenApi = ReturnType<typeof tokenApi>
