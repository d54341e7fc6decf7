import type { EmulatorRequest, EmulatorResponse } from "../core/http-types"
import { plainMessage } from "../core/messages"

// The emulator's stand-in for Riverty's method logos: a plain wordmark of its own drawing (the
// emulator has no rights to Riverty's artwork), served by the emulator so a storefront shows an
// image where the real service sends one, without an address that resolves nowhere.
const LOGO = /^riverty-([a-z]+)\.svg$/

const wordmark = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32" role="img" aria-label="Riverty">
<rect width="96" height="32" rx="8" fill="#0b8a6d"/>
<text x="48" y="21" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#ffffff">riverty</text>
</svg>
`

/** GET /logos/riverty-{type}.svg: the logo `paymentMethods[].logo` points at. */
export function methodLogo(req: EmulatorRequest): EmulatorResponse {
  if (!LOGO.test(req.params.file ?? "")) return plainMessage(404, "Unknown logo.")
  return { status: 200, text: wordmark, contentType: "image/svg+xml", headers: { "cache-control": "public, max-age=86400" } }
}
