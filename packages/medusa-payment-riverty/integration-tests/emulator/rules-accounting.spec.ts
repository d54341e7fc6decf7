import { control, waitFor } from "./helpers/emulator"
import { authorizeBody } from "./helpers/fixtures"
import { bearer, raw, rawTarget, v3, type RawTarget } from "./helpers/keyed-target"
import { itControl } from "./helpers/target"

let t: RawTarget
beforeAll(async () => {
  t = await rawTarget({ businessCode: "SHOP-DE" })
})
afterAll(() => t.stop())

/** An order captured in full: JACKET (line 1), 3 x SOCKS (line 2), SHIPPING (line 3). */
async function invoiced(): Promise<{ number: string; customerNumber: string; invoiceNumber: string }> {
  const body = authorizeBody()
  const auth = await v3<{ customer: { customerNumber: string } }>(t, "DE", "POST", "/checkout/authorize", body)
  const number = String(body.order?.number)
  const cap = await v3<{ captureNumber: string }>(t, "DE", "POST", `/orders/${number}/captures`, {
    orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 },
  })
  const read = await v3<{ captures: { invoiceNumber: string }[] }>(t, "DE", "GET", `/orders/${number}/captures/${cap.body.captureNumber}`)
  return { number, customerNumber: auth.body.customer.customerNumber, invoiceNumber: read.body.captures[0].invoiceNumber }
}

async function returnTo(businessCode: string, i: { number: string; customerNumber: string }, body: unknown) {
  const token = await bearer(t)
  return raw<unknown>(t, "POST", `/businesses/${businessCode}/customers/${i.customerNumber}/orders/${i.number}/returns`, {
    headers: { authorization: `Bearer ${token}` },
    body,
  })
}

const socks = { orderItemReference: 2, quantity: 1, grossUnitPrice: 10.7, vatAmount: 0.7, vatPercent: 7 }

describe("accounting returns", () => {
  itControl("a return to another business code is refused at once and never applied", async () => {
    const i = await invoiced()
    const res = await returnTo("WRONG", i, { invoiceReference: i.invoiceNumber, items: [{ ...socks, vatType: "REDUCED" }] })
    expect(res.status).toBe(404)
    expect(res.body).toEqual([
      { code: "NOT_FOUND", title: "Business not found", description: "No business WRONG for this client.", type: "BusinessError", fieldReference: "businessCode" },
    ])
    const state = await control(t.emu!).get<{ returns: Record<string, unknown> }>("/state")
    expect(Object.keys(state.body.returns)).toEqual([])
  })

  itControl("vatType per item is optional, as in the spec", async () => {
    const i = await invoiced()
    const res = await returnTo("SHOP-DE", i, { invoiceReference: i.invoiceNumber, returnReference: "RET-NOVAT", items: [socks] })
    expect(res.status).toBe(202)
    const id = (res.body as { internalRequestId: string }).internalRequestId
    const done = await waitFor(async () => {
      const r = await control(t.emu!).get<{ status: string; errors: unknown[] }>(`/returns/${id}`)
      return r.body.status === "Received" ? undefined : r.body
    }, 3000, "return processed")
    expect(done).toMatchObject({ status: "Accepted", errors: [] })
  })
})
