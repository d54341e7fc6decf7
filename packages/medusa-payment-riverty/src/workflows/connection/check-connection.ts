import { RivertyAuthenticationError, RivertyError, RivertyNetworkError, type RivertyClient } from "riverty-client"

/** One check of the connection test: one country's API key, or one OAuth client. */
export interface ConnectionCheck {
  provider_id: string
  country?: string
  kind: "api_key" | "oauth"
  ok: boolean
  message: string
  /** The service version Riverty answered with (api_key checks that passed). */
  service_version?: string
}

/** What a check learned from a failure, in words naming what failed. */
function failure(subject: string, error: unknown): string {
  if (error instanceof RivertyAuthenticationError || (error instanceof RivertyError && (error.status === 401 || error.status === 403))) {
    return `${subject} was refused by Riverty (${(error as RivertyError).status ?? 401})`
  }
  if (error instanceof RivertyNetworkError) return `${subject} could not be checked: Riverty did not answer (${error.message})`
  const status = error instanceof RivertyError && error.status ? ` (${error.status})` : ""
  return `${subject} could not be checked: ${(error as Error).message}${status}`
}

/**
 * Checks one country's API key with the cheapest authenticated v3 read, GET /api/v3/version
 * (it needs a valid `X-Auth-Key` and changes nothing).
 */
export async function checkApiKey(providerId: string, client: RivertyClient, country: string): Promise<ConnectionCheck> {
  const subject = `The API key for ${country}`
  try {
    const { version } = await client.checkout.getVersion({ country })
    return { provider_id: providerId, country, kind: "api_key", ok: true, message: `${subject} works (Riverty service version ${version})`, service_version: version }
  } catch (error) {
    return { provider_id: providerId, country, kind: "api_key", ok: false, message: failure(subject, error) }
  }
}

/** Checks the OAuth client with a token request that bypasses the token cache. */
export async function checkOAuth(providerId: string, client: RivertyClient, clientId: string): Promise<ConnectionCheck> {
  const subject = `The OAuth client ${clientId}`
  try {
    await client.token.request()
    return { provider_id: providerId, kind: "oauth", ok: true, message: `${subject} got a token` }
  } catch (error) {
    return { provider_id: providerId, kind: "oauth", ok: false, message: failure(subject, error) }
  }
}
