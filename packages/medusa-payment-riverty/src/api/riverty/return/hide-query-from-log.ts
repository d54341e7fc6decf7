import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Keeps the return's query out of Medusa's access log. Medusa logs each request with morgan,
 * whose `:url` is `req.originalUrl`, read when the response has been sent; the return's query
 * carries Riverty's signature (and the order number and status), so the line keeps the path only.
 * Express parsed `req.query` before this runs, so the route still reads every parameter.
 */
export function hideQueryFromAccessLog(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  const at = req.originalUrl.indexOf("?")
  if (at >= 0) req.originalUrl = req.originalUrl.slice(0, at)
  next()
}
