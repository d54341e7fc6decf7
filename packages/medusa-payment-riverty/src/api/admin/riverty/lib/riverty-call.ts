import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { rivertyConnection, rivertyProviderConnection, toMedusaError, type RivertyConnection } from "../../../../connection"

/**
 * The connection an admin route calls Riverty with: the plugin's, or the provider entry named by
 * `?provider_id=` (the store's one client; the provider id must name a configured provider).
 */
export function adminConnection(container: MedusaContainer, providerId?: string): RivertyConnection {
  if (providerId === undefined) return rivertyConnection(container)
  const connection = rivertyProviderConnection(container, providerId)
  if (!connection) throw new MedusaError(MedusaError.Types.NOT_FOUND, `provider_id: no Riverty provider "${providerId}" is configured`)
  return connection
}

/** The `provider_id` query parameter of a route without a query validator (POST routes). */
export function providerIdOf(query: Record<string, unknown>): string | undefined {
  const value = query.provider_id
  if (value === undefined) return undefined
  if (typeof value !== "string" || !value) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid request: query.provider_id: must be a provider id")
  return value
}

/** Riverty's client id of the v1 interfaces; a store without one is told which option to set. */
export function v1ClientIdOf(connection: RivertyConnection): string {
  const id = connection.options.v1ClientId
  if (id === undefined) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Set v1ClientId (Riverty's client id) in the riverty options to use Riverty's customer records")
  }
  return String(id)
}

/** A Riverty call of an admin route: a refusal or unknown record answered in the merchant's words. */
export async function askRiverty<T>(call: Promise<T>, action: string, subject: string): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw toMedusaError(error, action, "merchant", subject)
  }
}
