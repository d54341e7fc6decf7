import { fieldFormatError } from "./field-formats.js"

/**
 * A new `profile_tracking_id` (riskData.profileTrackingId): the spec recommends a uuid and allows
 * at most 50 characters without %, & or /. Create it once per checkout, after the shopper agreed to
 * profile tracking, and pass the same id to Riverty's tracking tag and to the payment session.
 */
export function createProfileTrackingId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  const id = random()
  const problem = fieldFormatError("profile_tracking_id", id)
  if (problem) throw new Error(problem)
  return id
}
