import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { readRawBodyOr413 } from "../riverty/notifications/read-notification"

/** Medusa's JSON body limit (body-parser's default): the plugin's routes keep it. */
export const JSON_BODY_LIMIT = 100 * 1024

const UTF8 = new TextDecoder("utf-8", { fatal: true })

/**
 * The plugin's own JSON body parser for its store and admin routes (Medusa's is turned off for
 * them in middlewares.ts). Medusa's parser answers a body that is not JSON with the JSON parser's
 * message, which quotes the body around the error, and Medusa's error handler logs that message:
 * raw input in a log line. Here the 400 names the body and quotes nothing. The same rules as
 * Medusa's otherwise: `application/json` (or `+json`) only, an object or an array at the top,
 * 100 kB (413 above); any other content type leaves the body empty, as Medusa's parsers do for
 * types the plugin's routes never take. Returns false when it has answered itself (413).
 */
export async function parseJsonBody(req: MedusaRequest, res: MedusaResponse): Promise<boolean> {
  const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase()
  const json = type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type)
  if (!json || !hasBody(req)) {
    req.body = {}
    return true
  }
  const encoding = String(req.headers["content-encoding"] ?? "identity").toLowerCase()
  if (encoding !== "identity") throw new MedusaError(MedusaError.Types.INVALID_DATA, "body: must be sent without content-encoding")
  const raw = await readRawBodyOr413(req, res, JSON_BODY_LIMIT)
  if (raw === undefined) return false
  let text: string
  try {
    text = UTF8.decode(raw)
  } catch {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid request: body: is not UTF-8 text")
  }
  const first = text.trimStart()[0]
  if (first !== "{" && first !== "[") throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid request: body: must be a JSON object")
  try {
    req.body = JSON.parse(text)
  } catch {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid request: body: is not valid JSON")
  }
  return true
}

/** Whether the request carries a body (as body-parser's type-is decides). */
const hasBody = (req: MedusaRequest): boolean => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0
