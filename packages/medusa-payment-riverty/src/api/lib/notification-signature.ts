import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { verifyNotificationSignature } from "riverty-client"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"

export type SignedNotification<Raw> = {
  raw: Raw
  signature: string | undefined
  riverty: RivertyModuleService
  logger: Logger
}

export type SignatureCheckOptions<Raw> = {
  /** Names the delivery in log lines: `Riverty notification`. */
  subject: string
  /** Log line of a refused signature, before its reason: `Riverty notification refused`. */
  refusal: string
  /** The raw body; `undefined` when the reader has answered the request itself (e.g. 413). */
  readBody: () => Raw | undefined | Promise<Raw | undefined>
}

/**
 * The one check of a Riverty notification's sender (called by the receiver only, receive.ts): without a configured `notificationSecret` it
 * answers 503 (before the body is read), with a `Riverty-Signature` that does not match the raw body
 * within the configured tolerance 401, each with its log line; otherwise it hands back the body and
 * the signature. `undefined` means the request has been answered.
 */
export async function verifiedNotification<Raw extends Buffer | string>(
  req: MedusaRequest,
  res: MedusaResponse,
  options: SignatureCheckOptions<Raw>,
): Promise<SignedNotification<Raw> | undefined> {
  const riverty = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const logger = req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const secret = riverty.options.notificationSecret
  if (!secret) {
    logger.error(`${options.subject} received but no notificationSecret is configured; answering 503`)
    res.status(503).json({ message: "Riverty notifications are not configured" })
    return undefined
  }
  const raw = await options.readBody()
  if (raw === undefined) return undefined
  const header = req.headers["riverty-signature"]
  const signature = Array.isArray(header) ? header[0] : header
  const check = verifyNotificationSignature(signature, raw, secret, {
    toleranceSeconds: riverty.options.signatureToleranceSeconds,
  })
  if (!check.valid) {
    logger.warn(`${options.refusal}: ${check.reason}`)
    res.status(401).json({ message: "Invalid Riverty-Signature" })
    return undefined
  }
  return { raw, signature, riverty, logger }
}
