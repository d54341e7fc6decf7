// riverty-storefront/next: server-side helpers for a Next.js storefront (the Medusa starters). No
// `next` import anywhere: web-standard Request/Response and duck-typed headers, so the module
// loads in any runtime and `next` stays an optional peer.
export { createRivertyReturnHandler } from "./return-handler.js"
export type { ReturnHandlerOptions, ReturnCart, RouteContext } from "./return-handler.js"
export { createCartReader } from "./cart-reader.js"
export type { CartReaderOptions } from "./cart-reader.js"
export { shopperHeaders } from "./shopper-headers.js"
export type { HeaderSource } from "./shopper-headers.js"
export { isNextRedirectError, rethrowIfNextRedirect } from "../next-redirect-error.js"
export { placeRivertyOrder } from "../place-order.js"
export type { PlaceOrderOutcome, PlaceOrderSteps } from "../place-order.js"
