// The provider's session state as the operations read it: which session an authorize belongs to,
// what the session data shows, and a payment's data checked against the state table.
import { MedusaError } from "@medusajs/framework/utils"
import { findSessionState, paymentDataOf, requireSessionState, sessionIdOfAuthorize, sessionOutput, stateStoreOf, type PaymentSessionStateRecord } from "../session-state"
import type { OperationContext } from "../context"
import type { RivertySessionData } from "../../session-data"
import { memoryStore, type Row } from "./support/emulated-session"

const row = (extra: Partial<Row> = {}) =>
  ({ session_id: "ps_1", order_number: "RO-1", method: "invoice", country: "DE", outcome: "Accepted", ...extra }) as unknown as PaymentSessionStateRecord

function ctxWith(rows: Row[] | undefined): OperationContext {
  const map = new Map<string, Row>((rows ?? []).map((r) => [String(r.session_id), r]))
  return { options: {}, client: {}, method: "invoice", ...(rows ? { rivertyModule: memoryStore(map) } : {}) } as unknown as OperationContext
}

const medusaMessage = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MedusaError)
    return { type: (error as MedusaError).type, message: (error as Error).message }
  }
  throw new Error("expected a MedusaError")
}

describe("stateStoreOf", () => {
  it("is the riverty module when the payment module has it, an unexpected-state error naming the dependencies otherwise", () => {
    const ctx = ctxWith([])
    expect(stateStoreOf(ctx)).toBe(ctx.rivertyModule)
    const failure = medusaMessage(() => stateStoreOf(ctxWith(undefined)))
    expect(failure.type).toBe(MedusaError.Types.UNEXPECTED_STATE)
    expect(failure.message).toContain('dependencies ["query", "riverty", "locking"]')
  })
})

describe("sessionIdOfAuthorize", () => {
  it("is Medusa's idempotency key, or the data's session id without one", () => {
    expect(sessionIdOfAuthorize({ session_id: "ps_1" }, { idempotency_key: "ps_1" })).toBe("ps_1")
    expect(sessionIdOfAuthorize({}, { idempotency_key: "ps_2" })).toBe("ps_2")
    expect(sessionIdOfAuthorize({ session_id: "ps_3" }, undefined)).toBe("ps_3")
    expect(sessionIdOfAuthorize({ session_id: "ps_3" }, {})).toBe("ps_3")
  })

  it("refuses data and a context that name different sessions", () => {
    const failure = medusaMessage(() => sessionIdOfAuthorize({ session_id: "ps_other" }, { idempotency_key: "ps_1" }))
    expect(failure.type).toBe(MedusaError.Types.INVALID_DATA)
    expect(failure.message).toBe("Riverty: session_id in the payment data is not this payment session's")
  })

  it("refuses a call that names no session (a session this provider did not initiate), and ignores a non-string id", () => {
    for (const data of [{}, { session_id: 42 }]) {
      const failure = medusaMessage(() => sessionIdOfAuthorize(data, undefined))
      expect(failure).toEqual({ type: MedusaError.Types.INVALID_DATA, message: "Riverty: the payment session was not initiated by this provider" })
    }
    expect(sessionIdOfAuthorize({ session_id: 42 }, { idempotency_key: "ps_1" })).toBe("ps_1")
  })
})

describe("requireSessionState and findSessionState", () => {
  it("find the recorded row by the data's session id", async () => {
    const ctx = ctxWith([row()])
    expect(await requireSessionState(ctx, "ps_1")).toMatchObject({ order_number: "RO-1" })
    expect(await findSessionState(ctx, { session_id: "ps_1" })).toMatchObject({ order_number: "RO-1" })
  })

  it("a missing row: require refuses it as not initiated, find answers undefined", async () => {
    const ctx = ctxWith([row()])
    await expect(requireSessionState(ctx, "ps_none")).rejects.toThrow("Riverty: the payment session was not initiated by this provider")
    expect(await findSessionState(ctx, { session_id: "ps_none" })).toBeUndefined()
  })

  it("find answers undefined without a string session id or without the module", async () => {
    expect(await findSessionState(ctxWith([row()]), { session_id: 1 })).toBeUndefined()
    expect(await findSessionState(ctxWith([row()]), {})).toBeUndefined()
    expect(await findSessionState(ctxWith(undefined), { session_id: "ps_1" })).toBeUndefined()
  })
})

describe("sessionOutput", () => {
  it("writes every provider key from the row, null for what the row lacks, personal fields always null", () => {
    const output = sessionOutput(row({ choices: { plan: 3, birth_date: "1980-01-01" }, masked: { iban_last4: "1234" }, amount: "10.5" }))
    expect(output).toMatchObject({
      plan: 3,
      birth_date: null,
      identification_number: null,
      iban: null,
      bic: null,
      registration_number: null,
      vat_id: null,
      iban_last4: "1234",
      birth_year: null,
      session_id: "ps_1",
      order_number: "RO-1",
      method: "invoice",
      riverty_payment_type: "Invoice",
      country: "DE",
      currency: null,
      amount: 10.5,
      riverty_outcome: "Accepted",
      riverty_status: null,
      reservation_id: null,
      checkout_id: null,
      customer_number: null,
      expiration_date: null,
      redirect_url: null,
      riverty_corrected_address: null,
      customer_facing_message: null,
      action_code: null,
      error_code: null,
      field_reference: null,
      error_message: null,
    })
    expect(output.step_fields).toEqual(expect.arrayContaining(["birth_date"]))
  })

  it("carries the row's Riverty values and the refusal's fields", () => {
    const output = sessionOutput(
      row({
        currency: "EUR",
        amount: "0",
        riverty_status: "Accepted",
        reservation_id: "res-1",
        checkout_id: "chk-1",
        customer_number: "cn-1",
        expiration_date: "2026-12-01",
        redirect_url: "https://pay.example/1",
        corrected_address: { street: "Gütersloher Str." },
        refusal: { customer_facing_message: "cfm", action_code: "ac", error_code: "400.1", field_reference: "fr", error_message: "em" },
      })
    )
    expect(output).toMatchObject({
      currency: "EUR",
      amount: 0,
      riverty_status: "Accepted",
      reservation_id: "res-1",
      checkout_id: "chk-1",
      customer_number: "cn-1",
      expiration_date: "2026-12-01",
      redirect_url: "https://pay.example/1",
      riverty_corrected_address: { street: "Gütersloher Str." },
      customer_facing_message: "cfm",
      action_code: "ac",
      error_code: "400.1",
      field_reference: "fr",
      error_message: "em",
    })
  })

  it("a null amount stays null; an unknown method has no Riverty type and no fields", () => {
    expect(sessionOutput(row({ amount: null })).amount).toBeNull()
    expect(sessionOutput(row({ amount: undefined })).amount).toBeNull()
    const unknown = sessionOutput(row({ method: "gift_card" }))
    expect(unknown.riverty_payment_type).toBeNull()
    expect(unknown.step_fields).toEqual([])
  })
})

describe("paymentDataOf", () => {
  const data = (extra: Partial<RivertySessionData> = {}) => ({ session_id: "ps_1", order_number: "RO-1", ...extra }) as RivertySessionData

  it("takes the order number, method, country and outcome from the state table, over the payment's data", async () => {
    const ctx = ctxWith([row({ method: "installments", country: "AT", outcome: "Pending" })])
    const out = await paymentDataOf(ctx, data({ method: "invoice", country: "DE", riverty_outcome: "Accepted", amount: 5 } as Partial<RivertySessionData>))
    expect(out).toMatchObject({ session_id: "ps_1", order_number: "RO-1", method: "installments", country: "AT", riverty_outcome: "Pending", amount: 5 })
  })

  it("keeps the data's country when the row has none, and an undefined outcome when the row has none", async () => {
    const ctx = ctxWith([row({ country: null, outcome: null })])
    const out = await paymentDataOf(ctx, data({ country: "NL", riverty_outcome: "Accepted" } as Partial<RivertySessionData>))
    expect(out.country).toBe("NL")
    expect(out.riverty_outcome).toBeUndefined()
  })

  it("fills the order number from the row when the data has none", async () => {
    expect((await paymentDataOf(ctxWith([row()]), data({ order_number: undefined }))).order_number).toBe("RO-1")
  })

  it("refuses a payment naming another session's Riverty order", async () => {
    const error = await paymentDataOf(ctxWith([row()]), data({ order_number: "RO-OTHER" })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((error as Error).message).toBe("Riverty: the payment's order_number is not the one the provider assigned to its session")
  })

  it("keeps a payment without a state row as it is", async () => {
    const given = data({ order_number: "RO-OLD" })
    expect(await paymentDataOf(ctxWith([]), given)).toBe(given)
  })
})
