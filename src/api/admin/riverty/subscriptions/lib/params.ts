import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

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
