import { businessError, messagesResponse } from "../core/messages"
import { CODES } from "../core/codes"
import type { EmulatorResponse } from "../core/http-types"
import type { Caller } from "../route-types"
import { keyIdOf } from "./credentials"

/**
 * Whether a record scoped to a key is visible to the caller. Records without a key (older state
 * files, control-API seeds) and callers without one (control API) see everything.
 */
export function visibleTo(caller: Caller | undefined, keyId: string | undefined): boolean {
  if (keyId === undefined || caller?.apiKey === undefined) return true
  return keyIdOf(caller.apiKey) === keyId
}

/**
 * A key serves the country it was issued for (facts §1.2: per webshop and country). A request for
 * another country is refused as out of range on the field that named the country; the real
 * service's answer is not documented (the emulator README, "Differences and choices").
 */
export function countryRefused(caller: Caller, country: string, fieldReference: string): EmulatorResponse | undefined {
  const own = caller.apiKey?.country
  if (own === undefined || own === country) return undefined
  return messagesResponse(400, [
    businessError(
      CODES.outOfRange,
      `Value out of range: this API key is issued for ${own}; ${country} needs that country's key.`,
      fieldReference,
    ),
  ])
}
