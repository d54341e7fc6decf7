/**
 * What the conformance suite runs against. Unset, each file starts its own emulator; with
 * RIVERTY_CONFORMANCE_URL the suite checks another service (Riverty's sandbox) at that address.
 */
export const conformanceUrl: string | undefined = process.env.RIVERTY_CONFORMANCE_URL || undefined

/**
 * A case that needs the emulator's control API (faults, clock, journal, personas): it cannot run
 * against a real service, so in contract mode it is skipped.
 */
export const itControl: jest.It = (conformanceUrl ? it.skip : it) as jest.It

/**
 * A case about the emulator's own surfaces (its hosted page's HTML, notifications to the URL it was
 * started with, its seeded records): skipped in contract mode like `itControl`, named apart so the
 * reason reads right.
 */
export const itEmulatorOnly: jest.It = itControl

/** The countries Riverty issues v3 keys for (one key per webshop and country). */
const KEY_COUNTRIES = ["DE", "AT", "CH", "NL", "BE", "SE", "NO", "FI", "DK"] as const

/** The service's modules; the real ones live on different hosts (v3 checkout vs. onboarding-given hosts). */
const MODULES = ["checkout", "customers", "subscriptions", "accounting", "merchants", "claims", "callbacks"] as const
export type TargetModule = (typeof MODULES)[number]

export interface ContractTarget {
  /** RIVERTY_CONFORMANCE_URL: the default base of every module and of the token endpoint. */
  url: string
  /** Per module base: RIVERTY_CONFORMANCE_<MODULE>_URL, else `url`. */
  baseUrls: Record<TargetModule, string>
  /** RIVERTY_CONFORMANCE_AUTH_URL, else `url`: the token endpoint is `{authUrl}/oauth/token`. */
  authUrl: string
  /** RIVERTY_CONFORMANCE_API_KEY_<CC> per country. */
  apiKeys: Partial<Record<string, string>>
  /** RIVERTY_CONFORMANCE_API_KEY, else the DE key. */
  apiKey: string | undefined
  clientId: string
  clientSecret: string
}

const trim = (url: string) => url.replace(/\/+$/, "")

/** The contract-mode target from the environment; undefined when the suite runs its own emulators. */
export function contractTarget(env: NodeJS.ProcessEnv = process.env): ContractTarget | undefined {
  const url = env.RIVERTY_CONFORMANCE_URL
  if (!url) return undefined
  const base = trim(url)
  const apiKeys: Partial<Record<string, string>> = {}
  for (const country of KEY_COUNTRIES) {
    const key = env[`RIVERTY_CONFORMANCE_API_KEY_${country}`]
    if (key) apiKeys[country] = key
  }
  const baseUrls = Object.fromEntries(
    MODULES.map((m) => [m, trim(env[`RIVERTY_CONFORMANCE_${m.toUpperCase()}_URL`] || base)]),
  ) as Record<TargetModule, string>
  return {
    url: base,
    baseUrls,
    authUrl: trim(env.RIVERTY_CONFORMANCE_AUTH_URL || base),
    apiKeys,
    apiKey: env.RIVERTY_CONFORMANCE_API_KEY || apiKeys.DE,
    clientId: env.RIVERTY_CONFORMANCE_CLIENT_ID ?? "",
    clientSecret: env.RIVERTY_CONFORMANCE_CLIENT_SECRET ?? "",
  }
}
