import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { rivertyConnection } from "../../../../../connection"

// The id goes into a Riverty URL: only the characters subscription ids use, so `..` or `/` can
// never turn the request into another route.
const SUBSCRIPTION_ID = /^[A-Za-z0-9_.-]{1,64}$/

/** The subscription id in the path, checked; a 400 names it. */
export function subscriptionIdOf(req: AuthenticatedMedusaRequest): string {
  const value = req.params?.id
  if (typeof value !== "string" || !SUBSCRIPTION_ID.test(value) || value.includes("..")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "id: must be a Riverty subscription id (letters, digits, _ . and -)")
  }
  return value
}

/**
 * Riverty's client id for a subscription call: the request's `client_id`, else the `v1ClientId`
 * option (the same id the customer records use), so a store with one client need not repeat it.
 */
export function subscriptionClientIdOf(container: MedusaContainer, given: number | undefined): number {
  if (given !== undefined) return given
  const configured = rivertyConnection(container).options.v1ClientId
  if (configured === undefined) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "client_id: required (Riverty's client id), or set v1ClientId in the riverty options")
  }
  return Number(configured)
}
