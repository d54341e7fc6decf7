// A store's additions to the authorize request reach the provider in the authorize context (the
// extendAuthorizeRequest hook): sent with the plugin's lines; refused before anything is written
// or sent when they would move the total; never read from the session data the storefront writes.
import { MedusaError } from "@medusajs/framework/utils"
import type { RunningEmulator } from "riverty-emulator"
import { AUTHORIZE_EXTENSION_CONTEXT_KEY, authorizePayment } from "../authorize"
import { contextFor, unauthorizedSessionRow, type Row } from "./support/emulated-session"
import { scriptedClient, throws } from "./support/scripted-client"

const SESSION = "payses_ext_1"
const giftWrap = { productId: "gift-wrap", description: "Gift wrap", type: "Info", quantity: 1, grossUnitPrice: 0, vatPercent: 19 }

function setup(row: Partial<Row> = {}) {
  const rows = new Map<string, Row>()
  const client = scriptedClient()
  const base = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Max")
  const ctx = { ...base, client: client.client }
  rows.set(SESSION, unauthorizedSessionRow(SESSION, row))
  const authorize = (context: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
    authorizePayment(ctx, { data: { session_id: SESSION, ...data }, context: { idempotency_key: SESSION, ...context } as never })
  const sent = () => client.calls("authorize").map(([body]) => body as { order: { items: Row[]; totalGrossAmount: number }; ourReference?: string; yourReference?: string })
  return { ctx, riverty: client, authorize, sent, state: () => rows.get(SESSION)! }
}

describe("authorizePayment with a store's extension", () => {
  it("sends the extra lines after the plugin's and the references, the total the cart's", async () => {
    const { riverty, authorize, sent, state } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    const out = await authorize({ [AUTHORIZE_EXTENSION_CONTEXT_KEY]: { lines: [giftWrap], ourReference: "PO-77", yourReference: "Dept. 4" } })
    expect(out.status).toBe("authorized")
    const [body] = sent()
    expect(body.order.items.map((item) => item.productId)).toEqual(["LAMP-1", "gift-wrap"])
    expect(body.order.items[1]).toMatchObject({ description: "Gift wrap", type: "Info", grossUnitPrice: 0, lineNumber: 2 })
    expect(body.order.totalGrossAmount).toBe(11.9)
    expect(body).toMatchObject({ ourReference: "PO-77", yourReference: "Dept. 4" })
    expect(state().amount).toBe("11.9")
  })

  it("sends the plugin's lines alone without an extension", async () => {
    const { riverty, authorize, sent } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    await authorize()
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1"])
    expect(sent()[0]).not.toHaveProperty("ourReference")
  })

  it("refuses lines that move the total before the session is marked in flight and before Riverty is asked", async () => {
    const { authorize, sent, state } = setup()
    const refused = authorize({ [AUTHORIZE_EXTENSION_CONTEXT_KEY]: { lines: [{ ...giftWrap, grossUnitPrice: 2 }] } })
    await expect(refused).rejects.toThrow(MedusaError)
    await expect(refused).rejects.toThrow(/^Riverty authorize context: lines: the extra lines add 2 /)
    expect(sent()).toEqual([])
    expect(state()).toMatchObject({ authorize_state: "none", personal_data: expect.any(String) })
  })

  it("sends the plugin's lines alone when Medusa gives no context", async () => {
    const { ctx, riverty, sent } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    expect((await authorizePayment(ctx, { data: { session_id: SESSION } })).status).toBe("authorized")
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1"])
  })

  it("never takes lines from the session data the storefront writes", async () => {
    const { riverty, authorize, sent } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    await authorize({}, { [AUTHORIZE_EXTENSION_CONTEXT_KEY]: { lines: [giftWrap] } })
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1"])
  })

  it("sends the extension again when an unknown authorize is repeated", async () => {
    const { riverty, authorize, sent } = setup({ authorize_state: "unknown" })
    // Riverty holds no order under the session's number: the authorize is sent again.
    riverty.answer("getOrder", throws("not_found"))
    riverty.answer("authorize", { outcome: "Accepted" })
    await authorize({ [AUTHORIZE_EXTENSION_CONTEXT_KEY]: { lines: [giftWrap] } })
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1", "gift-wrap"])
  })

  it("is not read once Riverty has decided", async () => {
    const { authorize, sent } = setup({ authorize_state: "answered", outcome: "Rejected" })
    const out = await authorize({ [AUTHORIZE_EXTENSION_CONTEXT_KEY]: { lines: [{ ...giftWrap, grossUnitPrice: 2 }] } })
    expect(out.status).toBe("error")
    expect(sent()).toEqual([])
  })
})
