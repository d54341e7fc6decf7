// The two middlewares on `POST /store/carts/:id/complete`: a cart that pays without Riverty costs
// the plugin one read of its sessions, not a second one for the shopper's browser.
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { placeRivertyOrderOnComplete } from "../place-order"
import { recordBrowserOnCartComplete } from "../shopper-browser"

type Session = { id: string; provider_id: string; status: string }

function completeRequest(sessions: Session[]) {
  const reads: string[] = []
  const query = {
    async graph(config: { entity: string; fields: string[] }) {
      reads.push(config.entity)
      return { data: [{ id: "cart_1", completed_at: null, payment_collection: { payment_sessions: sessions } }] }
    },
  }
  const req = {
    params: { id: "cart_1" },
    scope: { resolve: (key: string) => (key === ContainerRegistrationKeys.QUERY ? query : { warn: () => undefined }) },
    get: () => undefined,
  } as unknown as MedusaRequest
  const res = { locals: {}, once: () => undefined } as unknown as MedusaResponse
  return { req, res, reads }
}

/** Runs both middlewares as Medusa chains them; returns what reached Medusa's route. */
async function run(req: MedusaRequest, res: MedusaResponse): Promise<unknown[]> {
  const passed: unknown[] = []
  await placeRivertyOrderOnComplete(req, res, (error?: unknown) => passed.push(error ?? "next"))
  if (passed.length) recordBrowserOnCartComplete(req, res, (error?: unknown) => passed.push(error ?? "next"))
  // The browser's read runs beside Medusa's completion: let it start.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  return passed
}

describe("complete-cart's reads for a cart that pays without Riverty", () => {
  it("reads the cart's sessions once and passes the request on to Medusa's route", async () => {
    const { req, res, reads } = completeRequest([{ id: "ps_1", provider_id: "pp_system_default", status: "pending" }])
    expect(await run(req, res)).toEqual(["next", "next"])
    expect(reads).toEqual(["cart"])
  })

  it("reads again for the browser when a Riverty session is there that the place order does not decide (Medusa authorized it)", async () => {
    const { req, res, reads } = completeRequest([{ id: "ps_1", provider_id: "pp_riverty-invoice_riverty", status: "authorized" }])
    expect(await run(req, res)).toEqual(["next", "next"])
    expect(reads).toEqual(["cart", "cart"])
  })
})
