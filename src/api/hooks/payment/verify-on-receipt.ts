import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { verifyNotificationSignature } from "../../../riverty"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { isRivertyProvider } from "../../../connection"
import { RECEIVED_AT_HEADER } from "../../../providers/riverty"

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
    const riverty = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const logger = req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
    const secret = riverty.options.notificationSecret
    if (!secret) {
      logger.error("Riverty payment notification received but no notificationSecret is configured; answering 503")
      res.status(503).json({ message: "Riverty notifications are not configured" })
      return
    }
    const raw = (req as MedusaRequest & { rawBody?: Buffer | string }).rawBody
    const now = Math.floor(Date.now() / 1000)
    const signature = req.headers["riverty-signature"]
    const check = verifyNotificationSignature(Array.isArray(signature) ? signature[0] : signature, raw ?? "", secret, {
      toleranceSeconds: riverty.options.signatureToleranceSeconds,
      now,
    })
    if (!check.valid) {
      logger.warn(`Riverty payment notification refused on receipt: ${check.reason}`)
      res.status(401).json({ message: "Invalid Riverty-Signature" })
      return
    }
    req.headers[RECEIVED_AT_HEADER] = String(now)
    next()
  } catch (error) {
    next(error)
  }
}
