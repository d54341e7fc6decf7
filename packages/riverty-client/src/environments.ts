/** The service's modules, each with its own base address ({base_url} in the spec). */
export const RIVERTY_MODULES = [
  "checkout",
  "customers",
  "subscriptions",
  "accounting",
  "merchants",
  "claims",
  "callbacks",
] as const
export type RivertyModule = (typeof RIVERTY_MODULES)[number]

export interface RivertyEnvironment {
  /** Base address per module; a module without one cannot be called until it is configured. */
  baseUrls: Partial<Record<RivertyModule, string>>
  /** {auth_url}: the token endpoint is `{authUrl}/oauth/token`. */
  authUrl?: string
}

/**
 * Known hosts. Only the v3 checkout host is public (facts §1.1); the other modules' and the
 * token issuer's hosts are given to a merchant at onboarding and must be passed as options.
 */
export const RIVERTY_ENVIRONMENTS = {
  production: { baseUrls: { checkout: "https://api.bnpl.riverty.io" } },
  partnerTest: { baseUrls: { checkout: "https://api.bnpl-pt.riverty.io" } },
  /** Public sandbox of the legacy AfterPay brand, still used by the official plugins. */
  sandbox: { baseUrls: { checkout: "https://sandbox.afterpay.io" } },
} as const satisfies Record<string, RivertyEnvironment>

export type RivertyEnvironmentName = keyof typeof RIVERTY_ENVIRONMENTS | "emulator"

/** The emulator's CLI listens on port 4010. */
export const DEFAULT_EMULATOR_URL = "http://127.0.0.1:4010"

/** The local emulator serves every module and the token endpoint at one address. */
export function emulatorEnvironment(url: string = DEFAULT_EMULATOR_URL): RivertyEnvironment {
  const base = url.replace(/\/+$/, "")
  const baseUrls = Object.fromEntries(RIVERTY_MODULES.map((module) => [module, base])) as Record<RivertyModule, string>
  return { baseUrls, authUrl: base }
}

/** A named or custom environment with per-module overrides applied. */
export function resolveEnvironment(
  environment: RivertyEnvironmentName | RivertyEnvironment = "production",
  overrides: { baseUrls?: Partial<Record<RivertyModule, string>>; authUrl?: string; emulatorUrl?: string } = {},
): RivertyEnvironment {
  const preset: RivertyEnvironment =
    typeof environment === "object"
      ? environment
      : environment === "emulator"
        ? emulatorEnvironment(overrides.emulatorUrl)
        : RIVERTY_ENVIRONMENTS[environment]
  const baseUrls: Partial<Record<RivertyModule, string>> = { ...preset.baseUrls }
  for (const [module, url] of Object.entries(overrides.baseUrls ?? {})) {
    if (url) baseUrls[module as RivertyModule] = url.replace(/\/+$/, "")
  }
  return { baseUrls, authUrl: (overrides.authUrl ?? preset.authUrl)?.replace(/\/+$/, "") }
}
