import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { processRedirectReturn } from "./process-return"

/**
 * GET /riverty/return: where Riverty's hosted page sends the browser back (the merchantUrl).
 * Public on purpose; the signature and a confirmation with Riverty stand in for authentication.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const outcome = await processRedirectReturn(req.scope, req.query as Record<string, unknown>)
  if (outcome.kind === "redirect") {
    res.redirect(303, outcome.location)
    return
  }
  res.status(outcome.status).json({ type: "invalid_data", message: outcome.message })
}
