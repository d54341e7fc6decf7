import type { MedusaRequest } from "@medusajs/framework/http"

/**
 * The client a store route limit counts against: the IP address Medusa sees. Medusa's HTTP
 * loader sets Express's `trust proxy` to 1, so `req.ip` is the address the one proxy in front of
 * the server (load balancer, CDN) reports in `X-Forwarded-For`. Without such a proxy a client
 * could name any address there; the server must then sit behind one that overwrites the header.
 */
export function storeClientOf(req: MedusaRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown"
}
