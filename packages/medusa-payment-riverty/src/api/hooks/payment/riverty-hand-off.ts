import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRivertyProvider } from "../../../connection"
import { receiveRivertyNotification } from "../../riverty/notifications/route"
import { MAX_NOTIFICATION_BYTES, readRawBodyOr413 } from "../../riverty/notifications/read-notification"

/**
 * Medusa mounts `POST /hooks/payment/:provider` for every payment provider, the Riverty ones too.
 * For a Riverty provider this middleware answers the request itself with the plugin's one
 * receiver (the same signature check, parser, inbox and 2xx as `POST /riverty/notifications`)
 * and never calls Medusa's route, so no `payment.webhook_received` event is emitted for Riverty
 * and the provider's `getWebhookActionAndData` stays inert: one way in, whichever URL a store
 * registered at Riverty, and whether the path names the provider with its `pp_` prefix or without.
 * Other providers' requests pass on to Medusa untouched.
 */
export async function handRivertyPaymentHookToInbox(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    if (!isRivertyProvider(providerOfHook(String(req.params?.provider ?? "")))) return next()
    await receiveRivertyNotification(req, res, () => hookBody(req, res))
  } catch (error) {
    next(error)
  }
}

/**
 * The payment provider a hook path names, read as Medusa's payment module reads it
 * (`getWebhookActionAndData`): with or without its `pp_` prefix. Medusa's route emits its event for
 * either form, so both must end here.
 */
export function providerOfHook(provider: string): string {
  return provider.startsWith("pp_") ? provider : `pp_${provider}`
}

/**
 * The exact bytes sent: Medusa's body parser on this path keeps them (`preserveRawBody`) for the
 * content types it parses; for any other the stream is still unread and is read here.
 */
async function hookBody(req: MedusaRequest, res: MedusaResponse): Promise<Buffer | undefined> {
  const kept = (req as MedusaRequest & { rawBody?: Buffer | string }).rawBody
  if (kept !== undefined) return Buffer.isBuffer(kept) ? kept : Buffer.from(kept)
  if (req.readableEnded) return Buffer.alloc(0)
  return readRawBodyOr413(req, res, MAX_NOTIFICATION_BYTES)
}
