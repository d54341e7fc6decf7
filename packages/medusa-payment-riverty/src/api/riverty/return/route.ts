import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { fallbackReturn, processRedirectReturn, type ReturnFailure, type ReturnOutcome } from "./process-return"
import { describeReturnError } from "./describe-error"
import { logText } from "../../../connection"

/**
 * GET /riverty/return: where Riverty's hosted page sends the browser back (the merchantUrl).
 * Public on purpose; the signature and a confirmation with Riverty stand in for authentication.
 * A browser always lands on the storefront: a failure goes back to checkout with a reason, and the
 * log says what failed (ids and error kinds, never the signature or the shopper's data).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const logger = req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  let outcome: ReturnOutcome
  try {
    outcome = await processRedirectReturn(req.scope, req.query as Record<string, unknown>)
  } catch (error) {
    // Even an unexpected failure (the database, a bug) must not leave the shopper on a JSON page.
    outcome = fallbackReturn(req.scope, { reason: "return_failed", detail: "the return could not be processed", error })
  }
  if (outcome.failure) logFailure(logger, outcome.failure)
  if (outcome.location) {
    res.redirect(303, outcome.location)
    return
  }
  // No Riverty provider is configured, so there is no storefront to send the browser to.
  res.status(404).json({ type: "not_found", message: "No Riverty payment provider is configured" })
}

function logFailure(logger: Logger, failure: ReturnFailure): void {
  // The session id is the query's, the detail and the error may quote Riverty or the database: all escaped.
  const parts = [`riverty return sent back to checkout: ${logText(failure.reason)} (${logText(failure.detail)})`]
  if (failure.sessionId) parts.push(`session ${logText(failure.sessionId, 100)}`)
  if (failure.error !== undefined) parts.push(`error: ${logText(describeReturnError(failure.error), 400)}`)
  if (failure.expected) logger.info(parts.join("; "))
  else logger.warn(parts.join("; "))
}
