import { MedusaError } from "@medusajs/framework/utils"
import { amountLimitMethods, parseProviderEntry, type RivertyProviderEntry } from "../../connection"
import { METHOD_KEYS, methodEntryOf } from "./payment-methods"

/**
 * The provider entry's options, plus what only the provider can check: the method names of
 * `amountLimits` (the connection's schema does not know the methods). A misspelt method would
 * otherwise leave that method unlimited without a word; this refuses it at startup.
 */
export function parseCheckedProviderEntry(options: unknown): RivertyProviderEntry {
  const parsed = parseProviderEntry(options)
  const unknown = [...new Set(amountLimitMethods(parsed.amountLimits).filter((method) => !methodEntryOf(method)))]
  if (unknown.length > 0) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Invalid Riverty provider options: amountLimits methods ${unknown.join(", ")} are not Riverty methods (${METHOD_KEYS.join(", ")})`,
    )
  }
  return parsed
}
