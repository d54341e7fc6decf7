import { createHash } from "node:crypto"
import { createMerchantRequestSchema } from "riverty-client/schemas"
import { header, json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { messagesResponse, validationError } from "../core/messages"
import { validateBody } from "../core/validation"
import { CODES } from "../core/codes"
import type { Runtime } from "../runtime"

const SUPPORTED_VERSIONS = ["1", "1.0"]

/**
 * POST /merchants: needs `Accept-version` (1.0). Idempotent on shop.contract.partnerReference:
 * the operation runs once and every repetition answers the same merchantId and shopId.
 */
export function createMerchant(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const version = header(req, "accept-version")
  if (!version) {
    return messagesResponse(400, [validationError(CODES.required, "The Accept-version header is required.", "Accept-version")])
  }
  if (!SUPPORTED_VERSIONS.includes(version.trim())) {
    return messagesResponse(400, [validationError(CODES.format, `Accept-version ${version} is not supported; use 1.0.`, "Accept-version")])
  }
  const parsed = validateBody(req, createMerchantRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const partnerReference = body.shop.contract.partnerReference
  const existing = rt.state.merchants[partnerReference]
  if (existing) return json(200, { merchantId: existing.merchantId, shopId: existing.shopId })
  rt.state.counters.merchant += 1
  const n = rt.state.counters.merchant
  const record = {
    partnerReference,
    merchantId: `MRC${String(n).padStart(7, "0")}`,
    shopId: `RTY${String(n).padStart(9, "0")}`,
    fingerprint: createHash("sha256").update(JSON.stringify(body)).digest("hex"),
    createdAt: rt.clock.now(),
  }
  rt.state.merchants[partnerReference] = record
  rt.changed()
  return json(201, { merchantId: record.merchantId, shopId: record.shopId })
}
