// initiatePayment: what is recorded in the state table and what the session data shows.
import { MedusaError } from "@medusajs/framework/utils"
import { initiatePayment } from "../initiate"
import { holdPersonalFields } from "../../../../modules/riverty/lib/held-personal-fields"
import type { OperationContext } from "../context"
import { memoryStore, type Row } from "./support/emulated-session"

function setup(orderNumberPrefix = "MS-") {
  const rows = new Map<string, Row>()
  const ctx = { options: { orderNumberPrefix }, client: {}, method: "invoice", rivertyModule: memoryStore(rows) } as unknown as OperationContext
  return { ctx, rows }
}

describe("initiatePayment", () => {
  it("records the method, the prefixed order number, the currency in capitals and the amount in cents; answers pending with that number", async () => {
    const { ctx, rows } = setup()
    const out = await initiatePayment(ctx, { amount: 10.005, currency_code: "eur", data: { session_id: "ps_1" } })
    expect(out.id).toBe("MS-ps_1")
    expect(out.status).toBe("pending")
    expect(rows.get("ps_1")).toMatchObject({ session_id: "ps_1", method: "invoice", order_number: "MS-ps_1", currency: "EUR", amount: "10.01" })
    expect(out.data).toMatchObject({ session_id: "ps_1", order_number: "MS-ps_1", currency: "EUR", amount: 10.01 })
  })

  it("records no currency when Medusa gives none", async () => {
    const { ctx, rows } = setup()
    await initiatePayment(ctx, { amount: 1, data: { session_id: "ps_2" } } as never)
    expect(rows.get("ps_2")?.currency).toBeNull()
  })

  it("puts personal fields into the vault and the other storefront fields into the choices; null, empty and missing ones nowhere", async () => {
    const { ctx, rows } = setup()
    const out = await initiatePayment(ctx, {
      amount: 1,
      currency_code: "eur",
      data: { session_id: "ps_3", birth_date: "1980-01-01", salutation: "Mrs", phone: "", profile_tracking_id: null },
    })
    const row = rows.get("ps_3")!
    expect(JSON.parse(String(row.personal_data))).toEqual({ birth_date: "1980-01-01" })
    expect(row.choices).toEqual({ salutation: "Mrs" })
    // The session data shows only the masked form of a personal field.
    expect(out.data).toMatchObject({ birth_date: null, salutation: "Mrs" })
  })

  it("refuses a call without Medusa's session id, and a storefront key the method does not take, recording nothing", async () => {
    const { ctx, rows } = setup()
    const missing = await initiatePayment(ctx, { amount: 1, currency_code: "eur", data: {} }).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(MedusaError)
    expect((missing as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((missing as Error).message).toBe("Riverty: initiatePayment needs data.session_id from Medusa")
    await expect(initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: 7 } })).rejects.toThrow("needs data.session_id")
    await expect(initiatePayment(ctx, { amount: 1, currency_code: "eur" } as never)).rejects.toThrow("needs data.session_id")
    await expect(initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "ps_4", iban: "DE89370400440532013000" } })).rejects.toThrow(
      /iban is not a field of this payment method/
    )
    await expect(initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "ps_5", riverty_outcome: "Accepted" } })).rejects.toThrow(
      /riverty_outcome is set by the provider/
    )
    expect(rows.size).toBe(0)
  })

  it("takes back the personal fields the store route held in place of their reference, once; an unknown reference is the shopper's 400", async () => {
    const { ctx, rows } = setup()
    const { reference } = holdPersonalFields({ birth_date: "1980-01-01", identification_number: "800101-1231" })
    const data = { session_id: "ps_6", birth_date: reference, identification_number: reference, salutation: "Mr" }
    const out = await initiatePayment(ctx, { amount: 1, currency_code: "eur", data })
    expect(JSON.parse(String(rows.get("ps_6")!.personal_data))).toEqual({ birth_date: "1980-01-01", identification_number: "800101-1231" })
    expect(rows.get("ps_6")!.choices).toEqual({ salutation: "Mr" })
    // The reference is overwritten in the session data Medusa keeps, like the fields it stood for.
    expect(out.data).toMatchObject({ birth_date: null, identification_number: null, birth_year: "1980" })

    // Taken once: the same reference again (or one never held) finds nothing.
    const again = await initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { ...data, session_id: "ps_7" } }).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(MedusaError)
    expect((again as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((again as Error).message).toMatch(/can no longer be read; please choose the payment method and enter them again/)
    const released = holdPersonalFields({ birth_date: "1980-01-01" })
    released.release()
    await expect(initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "ps_8", birth_date: released.reference } })).rejects.toThrow(
      /can no longer be read/
    )
    expect(rows.has("ps_7") || rows.has("ps_8")).toBe(false)
  })

  it("takes the held fields only in place of their reference: two references are refused, a reference under another key is dropped", async () => {
    const { ctx, rows } = setup()
    const first = holdPersonalFields({ birth_date: "1980-01-01" })
    const second = holdPersonalFields({ identification_number: "800101-1231" })
    await expect(
      initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "ps_9", birth_date: first.reference, identification_number: second.reference } }),
    ).rejects.toThrow(/can no longer be read/)
    expect(rows.has("ps_9")).toBe(false)

    const held = holdPersonalFields({ birth_date: "1980-01-01" })
    await initiatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "ps_10", birth_date: held.reference, phone: held.reference } })
    expect(JSON.parse(String(rows.get("ps_10")!.personal_data))).toEqual({ birth_date: "1980-01-01" })
    expect(rows.get("ps_10")!.choices).toEqual({})
  })
})
