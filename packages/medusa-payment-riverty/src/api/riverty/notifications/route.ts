import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MAX_NOTIFICATION_BYTES, receiveRivertyNotification } from "./receive"
import { readRawBodyOr413 } from "./read-body"

/**
 * The one way in for every Riverty notification family (the Riverty providers' Medusa
 * `/hooks/payment/<provider>` hands its requests to the same receiver, see
 * api/hooks/payment/riverty-hand-off.ts). The body is read here, as the exact bytes sent.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await receiveRivertyNotification(req, res, () => readRawBodyOr413(req, res, MAX_NOTIFICATION_BYTES))
}
