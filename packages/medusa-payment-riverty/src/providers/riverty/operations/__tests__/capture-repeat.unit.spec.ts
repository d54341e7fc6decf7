import { control } from "../../../../../integration-tests/emulator/helpers/emulator"
import { capturePayment } from "../capture"
import { useOperationHarness } from "./harness"

// A capture the payment data already records (same idempotency key) returns the
// data as it is, without asking Riverty anything: the repeat's answer lists that capture once.
const h = useOperationHarness()

/** Every request the emulator received for this order (any method, any sub-path). */
const requestsFor = async (orderNumber: unknown): Promise<number> =>
  (await control(h.emu()).get<unknown[]>(`/journal?path=/api/v3/orders/${String(orderNumber)}`)).body.length

describe("capturePayment called again for a capture it already recorded", () => {
  it("answers the recorded data unchanged, one capture listed, and calls Riverty no more", async () => {
    const data = await h.authorized()
    h.rows.set("capt_once", { entity: "capture", id: "capt_once", amount: 62.4 })
    const first = (await capturePayment(h.ctx(), { data, context: { idempotency_key: "capt_once" } })).data ?? {}
    const records = first.captures as { capture_number: string; amount: number }[]
    expect(records.map((r) => r.amount)).toEqual([62.4])

    const before = await requestsFor(data.order_number)
    expect(before).toBeGreaterThan(0)
    const again = (await capturePayment(h.ctx(), { data: first, context: { idempotency_key: "capt_once" } })).data ?? {}
    expect(again.captures).toEqual(records)
    expect(again).toEqual(first)
    expect(await requestsFor(data.order_number)).toBe(before)
    expect(((await h.client().orders.getOrder(String(data.order_number))).captures ?? []).map((c) => c.amount)).toEqual([62.4])
  })

  it("answers a repeated capture of the rest (no Medusa capture id, e.g. a `captured` webhook) without an error", async () => {
    const data = await h.authorized()
    const first = (await capturePayment(h.ctx(), { data })).data ?? {}
    expect((first.captures as { amount: number }[]).map((c) => c.amount)).toEqual([156])
    // Nothing is left to capture, so anything but the early return would refuse the repeat.
    const again = (await capturePayment(h.ctx(), { data: first })).data ?? {}
    expect(again).toEqual(first)
    expect(((await h.client().orders.getOrder(String(data.order_number))).captures ?? []).map((c) => c.amount)).toEqual([156])
  })
})
