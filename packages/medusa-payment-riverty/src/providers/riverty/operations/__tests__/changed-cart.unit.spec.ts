// An accepted session is completed only for the cart Riverty accepted: authorize sends the cart's
// fingerprint with the order, and a later authorize (complete-cart's) compares the cart with it.
import { deriveIdempotencyKey } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { cartFingerprint, loadCartForSession } from "../../order-mapping"
import { authorizePayment } from "../authorize"
import { CART_CHANGED_MESSAGE } from "../changed-cart"
import { CHECKOUT_UNAVAILABLE_MESSAGE } from "../errors"
import type { OperationContext } from "../context"
import { contextFor, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient, throws } from "./support/scripted-client"

const SESSION = "payses_changed_1"

async function setup(row: Partial<Row>, quantity = 1) {
  const rows = new Map<string, Row>()
  const client = scriptedClient()
  const warned: string[] = []
  const base = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Max", quantity)
  const ctx: OperationContext = { ...base, client: client.client, logger: { warn: (m: string) => warned.push(m) } as unknown as OperationContext["logger"] }
  rows.set(SESSION, { session_id: SESSION, order_number: "ord-9", method: "invoice", country: "DE", authorize_state: "answered", outcome: "Accepted", riverty_status: "Accepted", choices: {}, ...row })
  const authorize = () => authorizePayment(ctx, { data: { session_id: SESSION }, context: { idempotency_key: SESSION } })
  return { ctx, riverty: client, warned, authorize, state: () => rows.get(SESSION)! }
}

/** The fingerprint of the harness's cart with `quantity` lamps: the cart Riverty accepted. */
async function acceptedCart(quantity = 1): Promise<string> {
  const ctx = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, new Map(), "Max", quantity)
  return cartFingerprint(await loadCartForSession(ctx.query, SESSION))
}

describe("authorize of an accepted session, against the cart Riverty accepted", () => {
  it("sends the cart's fingerprint with the order", async () => {
    const { riverty, authorize, state } = await setup({ authorize_state: "none", outcome: null, riverty_status: null, personal_data: JSON.stringify({ birth_date: "1980-01-01" }) })
    riverty.answer("authorize", { outcome: "Accepted", reservationId: "r" })
    expect((await authorize()).status).toBe("authorized")
    expect(state().authorized_cart).toBe(await acceptedCart())
    expect(state().authorized_cart).toMatch(/^[0-9a-f]{64}$/)
  })

  it("authorizes the same cart without asking Riverty", async () => {
    const { riverty, authorize } = await setup({ authorized_cart: await acceptedCart() })
    expect((await authorize()).status).toBe("authorized")
    expect(riverty.calls("voidAuthorization")).toEqual([])
  })

  it("voids Riverty's order and refuses the session when the cart changed since", async () => {
    const { riverty, authorize, state, warned } = await setup({ authorized_cart: await acceptedCart(1) }, 2)
    riverty.answer("voidAuthorization", { voidedAmount: 11.9 })
    const out = await authorize()
    expect(out.status).toBe("error")
    expect(out.data).toMatchObject({ riverty_status: "Cancelled", error_message: CART_CHANGED_MESSAGE })
    expect(riverty.calls("voidAuthorization")).toEqual([["ord-9", {}, { idempotencyKey: deriveIdempotencyKey(SESSION, "cart-changed"), country: "DE" }]])
    expect(state()).toMatchObject({ riverty_status: "Cancelled", refusal: { error_message: CART_CHANGED_MESSAGE } })
    expect(warned).toEqual(["Riverty: the cart of order ord-9 changed after Riverty accepted it; its authorization is voided and the session refused"])
    // Asked again (the shopper changed the cart back): still refused, nothing sent.
    const again = await authorize()
    expect(again.status).toBe("error")
    expect(riverty.calls("voidAuthorization")).toHaveLength(1)
  })

  it("takes Riverty's refusal of the void as done when its order holds nothing to void, and fails otherwise", async () => {
    const settled = await setup({ authorized_cart: "a-different-cart" })
    settled.riverty.answer("voidAuthorization", throws("request", "already cancelled"))
    settled.riverty.answer("getOrder", orderAnswer("Expired"))
    expect((await settled.authorize()).status).toBe("error")
    expect(settled.state().riverty_status).toBe("Expired")

    const unknown = await setup({ authorized_cart: "a-different-cart" })
    unknown.riverty.answer("voidAuthorization", throws("not_found", "no such order"))
    unknown.riverty.answer("getOrder", throws("not_found", "no such order"))
    expect((await unknown.authorize()).status).toBe("error")
    expect(unknown.state().riverty_status).toBe("Cancelled")

    const open = await setup({ authorized_cart: "a-different-cart" })
    open.riverty.answer("voidAuthorization", throws("request", "no"))
    open.riverty.answer("getOrder", orderAnswer("Accepted"))
    await expect(open.authorize()).rejects.toThrow("Riverty void failed (request")
    expect(open.state().riverty_status).toBe("Accepted")

    const down = await setup({ authorized_cart: "a-different-cart" })
    down.riverty.answer("voidAuthorization", throws("server", "unavailable"))
    await expect(down.authorize()).rejects.toThrow(CHECKOUT_UNAVAILABLE_MESSAGE)
    expect(down.riverty.calls("getOrder")).toEqual([])
    expect(down.warned).toEqual([])
  })

  it("fails as a checkout failure when the cart cannot be read, voiding nothing", async () => {
    const { ctx, riverty, authorize } = await setup({ authorized_cart: "a-different-cart" })
    ctx.query = { graph: async () => Promise.reject(new Error("connection lost")) } as unknown as OperationContext["query"]
    await expect(authorize()).rejects.toThrow("connection lost")
    expect(riverty.calls("voidAuthorization")).toEqual([])
  })

  it("leaves a session without a fingerprint, and one voided already, as they were", async () => {
    const legacy = await setup({ authorized_cart: null })
    expect((await legacy.authorize()).status).toBe("authorized")
    for (const status of ["Cancelled", "Expired"]) {
      const voided = await setup({ authorized_cart: await acceptedCart(), riverty_status: status })
      expect((await voided.authorize()).status).toBe("error")
      expect(voided.riverty.calls("voidAuthorization")).toEqual([])
    }
  })

  it("checks a hosted page Riverty accepted the same way", async () => {
    const same = await setup({ outcome: "Pending", riverty_status: "Pending", authorized_cart: await acceptedCart() })
    same.riverty.answer("getOrder", orderAnswer("Accepted"))
    expect((await same.authorize()).status).toBe("authorized")
    const changed = await setup({ outcome: "Pending", riverty_status: "Pending", authorized_cart: "a-different-cart" })
    changed.riverty.answer("getOrder", orderAnswer("Accepted"))
    changed.riverty.answer("voidAuthorization", {})
    expect((await changed.authorize()).status).toBe("error")
    const waiting = await setup({ outcome: "Pending", riverty_status: "Pending", authorized_cart: "a-different-cart" })
    waiting.riverty.answer("getOrder", orderAnswer("Pending"))
    expect((await waiting.authorize()).status).toBe("requires_more")
    expect(waiting.riverty.calls("voidAuthorization")).toEqual([])
  })
})
