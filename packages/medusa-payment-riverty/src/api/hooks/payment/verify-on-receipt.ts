import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRivertyProvider } from "../../../connection"
import { RECEIVED_AT_HEADER } from "../../../providers/riverty"
import { verifiedNotification } from "../../lib/notification-signature"

/**
 * Middleware of Medusa's `POST /hooks/payment/:provider` for the Riverty providers. Medusa answers
 * 200 at once and processes the event seconds (or, with a backlog, much) later; the signature's
 * timestamp tolerance must be measured at receipt, so it is checked here and the receipt time is
 * stamped on the request (overwriting any value the sender gave) for the provider to measure
 * against. A stale or forged delivery is refused with 401, so Riverty sees it and retries.
 */
export async function verifyPaymentHookOnReceipt(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const provider = String(req.params?.provider ?? "")
    // The hook names the provider without Medusa's `pp_` prefix.
    if (!isRivertyProvider(`pp_${provider}`)) return next()
    const now = Math.floor(Date.now() / 1000)
    const verified = await verifiedNotification(req, res, {
      subject: "Riverty payment notification",
      refusal: "Riverty payment notification refused on receipt",
      readBody: () => (req as MedusaRequest & { rawBody?: Buffer | string }).rawBody ?? "",
      now,
    })
    if (!verified) return
    req.headers[RECEIVED_AT_HEADER] = String(now)
    next()
  } catch (error) {
    next(error)
  }
}
