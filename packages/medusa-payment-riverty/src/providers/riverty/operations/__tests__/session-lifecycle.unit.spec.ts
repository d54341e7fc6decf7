import { startEmulator, type RunningEmulator } from "riverty-emulator"
import { cancelPayment, deletePayment, getPaymentStatus, retrievePayment } from ".."
import { clearFaults, contextFor, emulatorOrder, fault, initiated, authorized, journalCount, newSessionId, type Row } from "./support/emulated-session"

// Delete, cancel, status and retrieve of a session, each against the emulator: what Riverty is
// asked, what the state table keeps, and what Medusa gets back.

let emulator: RunningEmulator
const rows = new Map<string, Row>()
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, strict: true })
})
afterAll(() => emulator.stop())
afterEach(() => clearFaults(emulator))

const voidsOf = (orderNumber: string) => journalCount(emulator, "POST", `/api/v3/orders/${orderNumber}/voids`)

describe("deletePayment", () => {
  it("voids an accepted order at Riverty and answers the session as cancelled", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("del")
    const done = await authorized(ctx, sessionId)
    expect(done.status).toBe("authorized")
    const result = await deletePayment(ctx, { data: done.data, context: { idempotency_key: sessionId } })
    expect(result.data).toMatchObject({ session_id: sessionId, riverty_status: "Cancelled" })
    expect((await emulatorOrder(emulator, sessionId)).status).toBe("Cancelled")
    expect(rows.get(sessionId)).toMatchObject({ personal_data: null })
    expect(rows.get(sessionId)?.session_deleted_at).toBeUndefined()
  })

  it("forgets the personal data of a session never authorized, without asking Riverty or marking it for the orphan job", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("delnew")
    const started = await initiated(ctx, sessionId)
    expect(rows.get(sessionId)?.personal_data).toContain("1980-01-01")
    const result = await deletePayment(ctx, { data: started.data })
    expect(result.data).toMatchObject({ session_id: sessionId })
    expect(rows.get(sessionId)?.personal_data).toBeNull()
    expect(rows.get(sessionId)?.session_deleted_at).toBeUndefined()
    expect(await voidsOf(sessionId)).toBe(0)
  })

  it("hands an accepted order to the orphan job when Riverty cannot be asked to void it now", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const warnings: string[] = []
    ctx.logger = { warn: (m: string) => warnings.push(m) } as unknown as NonNullable<typeof ctx.logger>
    const sessionId = newSessionId("deldown")
    const done = await authorized(ctx, sessionId)
    await fault(emulator, { method: "POST", path: `/api/v3/orders/${sessionId}/voids`, status: 503, times: 0 })
    const result = await deletePayment(ctx, { data: done.data, context: { idempotency_key: sessionId } })
    // The input comes back unchanged: nothing was voided.
    expect(result.data).toEqual(done.data)
    const row = rows.get(sessionId)!
    expect(row).toMatchObject({ authorize_state: "unknown", personal_data: null })
    expect(row.session_deleted_at).toBeInstanceOf(Date)
    expect(warnings).toEqual([`Riverty: could not void order ${sessionId} of a deleted payment session now; the orphan job will`])
    expect((await emulatorOrder(emulator, sessionId)).status).toBe("Accepted")
  })

  it("fails when Riverty refuses the void for a reason that is not an outage, and changes nothing", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("delrefused")
    const done = await authorized(ctx, sessionId)
    await fault(emulator, { method: "POST", path: `/api/v3/orders/${sessionId}/voids`, status: 401, times: 0 })
    await expect(deletePayment(ctx, { data: done.data, context: { idempotency_key: sessionId } })).rejects.toThrow()
    expect(rows.get(sessionId)).toMatchObject({ authorize_state: "answered" })
    expect(rows.get(sessionId)?.session_deleted_at).toBeUndefined()
  })

  it("fails on an outage when the session is not the provider's (no state row to hand over)", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("delforeign")
    const done = await authorized(ctx, sessionId)
    rows.delete(sessionId)
    await fault(emulator, { method: "POST", path: `/api/v3/orders/${sessionId}/voids`, status: 503, times: 0 })
    await expect(deletePayment(ctx, { data: { ...done.data, riverty_outcome: "Accepted" } })).rejects.toThrow()
  })

  it("marks a session whose authorize is still unresolved as deleted, so the orphan job keeps looking", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("delflight")
    const started = await initiated(ctx, sessionId)
    // An authorize that never reached Riverty: the lookup finds no order, nothing to void.
    rows.set(sessionId, { ...rows.get(sessionId)!, authorize_state: "in_flight" })
    await deletePayment(ctx, { data: started.data })
    const row = rows.get(sessionId)!
    expect(row.personal_data).toBeNull()
    expect(row.session_deleted_at).toBeInstanceOf(Date)
    expect(await voidsOf(sessionId)).toBe(0)
  })
})

describe("cancelPayment", () => {
  it("voids the authorization once: a second cancel of the cancelled order asks Riverty nothing", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("cancel")
    const done = await authorized(ctx, sessionId)
    const first = await cancelPayment(ctx, { data: done.data, context: { idempotency_key: "pay_1" } })
    expect(first.data).toMatchObject({ riverty_status: "Cancelled", voided_amount: 11.9 })
    expect(await voidsOf(sessionId)).toBe(1)
    const again = await cancelPayment(ctx, { data: first.data, context: { idempotency_key: "pay_1" } })
    expect(again.data).toMatchObject({ riverty_status: "Cancelled" })
    expect(await voidsOf(sessionId)).toBe(1)
  })

  it("counts a refused void of an order Riverty already cancelled as done", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("cancelgone")
    const done = await authorized(ctx, sessionId)
    await cancelPayment(ctx, { data: done.data, context: { idempotency_key: "pay_a" } })
    // Medusa's copy still says Accepted; Riverty refuses the second void and is read back.
    const again = await cancelPayment(ctx, { data: done.data, context: { idempotency_key: "pay_b" } })
    expect(again.data).toMatchObject({ riverty_status: "Cancelled" })
  })

  it("does not void a rejected session", async () => {
    const ctx = contextFor(emulator, rows, "Reject")
    const sessionId = newSessionId("cancelrej")
    const done = await authorized(ctx, sessionId)
    expect(done.status).toBe("error")
    const result = await cancelPayment(ctx, { data: done.data })
    expect(result.data).toMatchObject({ riverty_outcome: "Rejected" })
    expect(result.data?.riverty_status).not.toBe("Cancelled")
    expect(await voidsOf(sessionId)).toBe(0)
  })

  it("leaves a page still waiting for the shopper (Pending, not accepted) to expire instead of voiding it", async () => {
    const ctx = contextFor(emulator, rows, "StrongCustomerAuthentication")
    const sessionId = newSessionId("cancelpend")
    const done = await authorized(ctx, sessionId)
    expect(done.status).toBe("requires_more")
    const result = await cancelPayment(ctx, { data: done.data })
    expect(result.data).toMatchObject({ riverty_outcome: "Pending", riverty_status: "Pending" })
    expect(await voidsOf(sessionId)).toBe(0)
  })
})

describe("getPaymentStatus", () => {
  it("is pending for data no session of the provider's names, and for a session not yet authorized", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    await expect(getPaymentStatus(ctx, { data: { session_id: "payses_unknown" } })).resolves.toEqual({
      status: "pending",
      data: { session_id: "payses_unknown" },
    })
    const sessionId = newSessionId("statnew")
    await initiated(ctx, sessionId)
    const status = await getPaymentStatus(ctx, { data: { session_id: sessionId } })
    expect(status.status).toBe("pending")
    expect(status.data).toMatchObject({ session_id: sessionId, riverty_outcome: null })
  })

  it("answers a rejected session as error without asking Riverty, and an accepted one from Riverty's order", async () => {
    const rejected = contextFor(emulator, rows, "Reject")
    const rejectedId = newSessionId("statrej")
    await authorized(rejected, rejectedId)
    const reads = await journalCount(emulator, "GET", `/api/v3/orders/${rejectedId}`)
    await expect(getPaymentStatus(rejected, { data: { session_id: rejectedId } })).resolves.toMatchObject({ status: "error" })
    expect(await journalCount(emulator, "GET", `/api/v3/orders/${rejectedId}`)).toBe(reads)

    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("statok")
    await authorized(ctx, sessionId)
    await cancelPayment(ctx, { data: { session_id: sessionId } })
    const status = await getPaymentStatus(ctx, { data: { session_id: sessionId } })
    expect(status.status).toBe("canceled")
    expect(rows.get(sessionId)).toMatchObject({ riverty_status: "Cancelled", outcome: "Accepted" })
  })

  it("turns a Riverty failure into a Medusa error", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("statdown")
    await authorized(ctx, sessionId)
    await fault(emulator, { method: "GET", path: `/api/v3/orders/${sessionId}`, status: 401, times: 0 })
    await expect(getPaymentStatus(ctx, { data: { session_id: sessionId } })).rejects.toThrow(/order status/)
  })
})

describe("retrievePayment", () => {
  it("adds Riverty's current view of an accepted order", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("retr")
    const done = await authorized(ctx, sessionId)
    const result = await retrievePayment(ctx, { data: done.data })
    expect(result.data).toMatchObject({
      riverty_status: "Accepted",
      riverty_order: { status: "Accepted", total_gross_amount: 11.9, captures: [], refunds: [] },
    })
  })

  it("answers a rejected or never authorized session from the state table without asking Riverty", async () => {
    const ctx = contextFor(emulator, rows, "Reject")
    const sessionId = newSessionId("retrrej")
    const done = await authorized(ctx, sessionId)
    const result = await retrievePayment(ctx, { data: done.data })
    expect(result.data).toMatchObject({ session_id: sessionId, riverty_outcome: "Rejected" })
    expect(result.data?.riverty_order).toBeUndefined()
    expect(await journalCount(emulator, "GET", `/api/v3/orders/${sessionId}`)).toBe(0)

    const fresh = newSessionId("retrnew")
    const started = await initiated(contextFor(emulator, rows, "Erika"), fresh)
    const pending = await retrievePayment(ctx, { data: started.data })
    expect(pending.data?.riverty_order).toBeUndefined()
  })

  it("turns a Riverty failure into a Medusa error naming the call", async () => {
    const ctx = contextFor(emulator, rows, "Erika")
    const sessionId = newSessionId("retrdown")
    const done = await authorized(ctx, sessionId)
    await fault(emulator, { method: "GET", path: `/api/v3/orders/${sessionId}`, status: 401, times: 0 })
    await expect(retrievePayment(ctx, { data: done.data })).rejects.toThrow(/retrieve order/)
  })
})
