import { logger as medusaLogger } from "@medusajs/framework/logger"
import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

type KeyedOptions = { apiKeys?: Partial<Record<string, string | undefined>> }

/**
 * The countries the store serves with Riverty: those with an API key in the plugin options
 * (docs/configuration.md, `apiKeys`). An entry left undefined (an unset environment variable)
 * is no country.
 */
export function servedCountries(options: KeyedOptions): string[] {
  return Object.entries(options.apiKeys ?? {})
    .filter(([, key]) => typeof key === "string" && key.length > 0)
    .map(([country]) => country)
}

/** Whether the store serves `country` (ISO 3166-1 alpha-2, any case) with Riverty. */
export const servesCountry = (options: KeyedOptions, country: string): boolean => servedCountries(options).includes(country.toUpperCase())

// One line per country and process: a region of that country asks on every checkout.
const noted = new Set<string>()

/**
 * Tells the merchant, once per process and country, that a cart of `country` met a Riverty
 * provider although the plugin has no API key for it: the region offers Riverty there, the
 * options do not. Only the country is named.
 */
export function noteUnservedCountry(country: string, logger: Pick<Logger, "warn"> = medusaLogger): void {
  const code = country.toUpperCase()
  if (noted.has(code)) return
  noted.add(code)
  logger.warn(
    `Riverty: a cart in ${code} met a Riverty payment provider, but the plugin has no API key for ${code} (option apiKeys.${code}): Riverty is not offered in ${code}`,
  )
}

/** For tests: every country may be noted again. */
export function resetUnservedCountryNotes(): void {
  noted.clear()
}

/**
 * The shopper's 400 for a cart in a country the store does not serve with Riverty, naming the
 * country (and `field` when a request field holds it); the merchant's log line is written once.
 */
export function unservedCountryError(country: string, field?: string): MedusaError {
  const code = country.toUpperCase()
  noteUnservedCountry(code)
  const message = `Riverty is not available for addresses in ${code} in this store; please choose another payment method`
  return new MedusaError(MedusaError.Types.INVALID_DATA, field ? `${field}: ${message}` : message)
}
