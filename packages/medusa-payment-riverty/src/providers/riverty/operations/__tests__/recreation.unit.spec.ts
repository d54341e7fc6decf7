// Medusa creating a deleted Riverty session again (its compensation when a new session fails):
// recognised from the provider's own table, the hold its delete left and Medusa's sessions, never
// from the data; anything else is refused as before.
import { holdDeletedSession, takeDeletedSession } from "../../../../modules/riverty/lib/held-deleted-sessions"
import type { OperationContext } from "../context"
import { deletePayment } from "../delete"
import { initiatePayment } from "../initiate"
import { holdForRecreation, recreatedFields } from "../recreation"
import { sessionOutput } from "../session-state"
import { memoryStore, type Row } from "./support/emulated-session"
import { projectingQuery, type ProjectingQuery } from "./support/projecting-query"
import { scriptedClient, throws } from "./support/scripted-client"

const PREFIX = "MS-"
let seq = 0

/** A deleted invoice session's row (its Medusa session gone) and the new session Medusa made in its collection. */
function setup(over: { method?: string; row?: Row; collection?: string; withQuery?: boolean } = {}) {
  seq += 1
  const oldId = `payses_old${seq}`
  const newId = `payses_new${seq}`
  const rows = new Map<string, Row>()
  const row: Row = {
    session_id: oldId,
    method: "invoice",
    order_number: `${PREFIX}${oldId}`,
    choices: { salutation: "Mrs", phone: "+4930123456" },
    masked: { birth_year: "1980" },
    personal_data: JSON.stringify({ birth_date: "1980-01-01" }),
    outcome: "Rejected",
    reservation_id: "res-old",
    authorize_state: "answered",
    ...over.row,
  }
  rows.set(oldId, row)
  const sessions: Row[] = [{ id: oldId, payment_collection_id: "pay_col_1" }]
  const query = projectingQuery({ payment_session: sessions })
  const warned: string[] = []
  const client = scriptedClient()
  const ctx = {
    options: { orderNumberPrefix: PREFIX },
    client: client.client,
    method: over.method ?? "invoice",
    rivertyModule: memoryStore(rows),
    logger: { warn: (message: string) => warned.push(message) },
    ...(over.withQuery === false ? {} : { query }),
  } as unknown as OperationContext
  /** Medusa's delete of the old session (the provider's, then its own row), then its insert of the new one. */
  const deleteThenCreate = async () => {
    await deletePayment(ctx, { data: { session_id: oldId, order_number: row.order_number } } as never)
    sessions.splice(0, sessions.length, { id: newId, payment_collection_id: over.collection ?? "pay_col_1" })
  }
  // What Medusa's compensation hands initiate: the deleted session's stored data, its own session id.
  const storedData = () => ({ ...sessionOutput(row as never), session_id: newId })
  return { ctx, rows, row, sessions, query, warned, oldId, newId, deleteThenCreate, storedData }
}

const initiate = (ctx: OperationContext, data: Row) => initiatePayment(ctx, { amount: 10, currency_code: "eur", data })
const PROVIDER_KEYS_REFUSED = /order_number, method.* set by the provider, not the storefront/

describe("holdForRecreation", () => {
  it("keeps the deleted session's collection and sealed record, asking Medusa only for that session's collection", async () => {
    const { ctx, row, query, oldId } = setup()
    await holdForRecreation(ctx, row as never)
    expect(query.calls).toEqual([{ entity: "payment_session", fields: ["id", "payment_collection_id"], filters: { id: oldId } }])
    expect(takeDeletedSession(oldId)).toEqual({ paymentCollectionId: "pay_col_1", personalData: row.personal_data })
  })

  it("keeps null for a session without a sealed record", async () => {
    const { ctx, row, oldId } = setup({ row: { personal_data: undefined } })
    await holdForRecreation(ctx, row as never)
    expect(takeDeletedSession(oldId)).toEqual({ paymentCollectionId: "pay_col_1", personalData: null })
  })

  it("keeps nothing without Query, for a session Medusa does not have, or when the read fails (the deletion goes on, warned)", async () => {
    const noQuery = setup({ withQuery: false })
    await holdForRecreation(noQuery.ctx, noQuery.row as never)
    expect(takeDeletedSession(noQuery.oldId)).toBeUndefined()
    expect(noQuery.warned).toEqual([])

    const gone = setup()
    gone.sessions.splice(0)
    await holdForRecreation(gone.ctx, gone.row as never)
    expect(takeDeletedSession(gone.oldId)).toBeUndefined()

    const failing = setup()
    ;(failing.ctx.query as ProjectingQuery).graph = async () => {
      throw new Error("database gone")
    }
    await holdForRecreation(failing.ctx, failing.row as never)
    expect(takeDeletedSession(failing.oldId)).toBeUndefined()
    expect(failing.warned).toEqual([`Riverty: could not read the payment collection of deleted payment session ${failing.oldId}`])
  })

  it("is what deletePayment leaves, also when Riverty cannot be asked and the orphan job takes over", async () => {
    const deleted = setup()
    await deletePayment(deleted.ctx, { data: { session_id: deleted.oldId } } as never)
    expect(takeDeletedSession(deleted.oldId)).toEqual({ paymentCollectionId: "pay_col_1", personalData: deleted.row.personal_data })
    expect(deleted.rows.get(deleted.oldId)?.personal_data).toBeNull()

    const unreachable = setup({ row: { outcome: "Accepted" } })
    const client = scriptedClient()
    client.answer("voidAuthorization", throws("network"))
    const ctx = { ...unreachable.ctx, client: client.client } as OperationContext
    await deletePayment(ctx, { data: { session_id: unreachable.oldId, order_number: unreachable.row.order_number, riverty_outcome: "Accepted", country: "DE" } } as never)
    expect(unreachable.rows.get(unreachable.oldId)).toMatchObject({ authorize_state: "unknown", personal_data: null })
    expect(takeDeletedSession(unreachable.oldId)).toEqual({ paymentCollectionId: "pay_col_1", personalData: unreachable.row.personal_data })
  })
})

describe("initiatePayment creating a deleted session again", () => {
  it("starts a fresh session with the deleted one's choices and personal fields, taken from the provider's records", async () => {
    const { ctx, rows, query, oldId, newId, deleteThenCreate, storedData } = setup()
    await deleteThenCreate()
    query.calls.splice(0)
    // The stored data's storefront fields decide nothing: the choices come from the provider's row.
    const out = await initiate(ctx, { ...storedData(), phone: "+4930999999", salutation: "Mr" })
    expect(query.calls).toEqual([{ entity: "payment_session", fields: ["id", "payment_collection_id"], filters: { id: [newId, oldId] } }])
    const created = rows.get(newId)!
    expect(created).toMatchObject({ method: "invoice", order_number: `${PREFIX}${newId}`, choices: { salutation: "Mrs", phone: "+4930123456" }, authorize_state: "none", outcome: null })
    expect(JSON.parse(String(created.personal_data))).toEqual({ birth_date: "1980-01-01" })
    expect(created.reservation_id).toBeUndefined()
    expect(out).toMatchObject({ id: `${PREFIX}${newId}`, status: "pending" })
    expect(out.data).toMatchObject({ session_id: newId, order_number: `${PREFIX}${newId}`, riverty_outcome: null, reservation_id: null, birth_date: null, birth_year: "1980", salutation: "Mrs" })
    // Once: the hold is taken.
    expect(takeDeletedSession(oldId)).toBeUndefined()
  })

  it("opens the personal fields of the deleted session's own record", async () => {
    const { ctx, oldId, newId, deleteThenCreate, storedData } = setup()
    const opened: Row[] = []
    const store = ctx.rivertyModule!
    const open = store.openPersonalData.bind(store)
    store.openPersonalData = async (row) => {
      opened.push({ ...row })
      return open(row)
    }
    await deleteThenCreate()
    expect(await recreatedFields(ctx, storedData(), newId)).toEqual({ salutation: "Mrs", phone: "+4930123456", birth_date: "1980-01-01" })
    expect(opened).toEqual([{ personal_data: JSON.stringify({ birth_date: "1980-01-01" }), session_id: oldId }])
  })

  it("creates a session without personal fields when the deleted one had none left, and takes no choices it lacks", async () => {
    const { ctx, rows, newId, deleteThenCreate, storedData } = setup({ row: { personal_data: null, choices: null } })
    await deleteThenCreate()
    await initiate(ctx, storedData())
    expect(rows.get(newId)).toMatchObject({ choices: {}, personal_data: "{}" })
  })

  it("refuses a re-creation that misses a field the method requires (the shopper enters it again)", async () => {
    const { ctx, rows, newId, deleteThenCreate, storedData } = setup({ method: "direct_debit", row: { method: "direct_debit", personal_data: null } })
    await deleteThenCreate()
    await expect(initiate(ctx, storedData())).rejects.toThrow(/iban required/)
    expect(rows.has(newId)).toBe(false)
  })

  const refusedCases: [string, (s: ReturnType<typeof setup>) => Promise<Row>][] = [
    ["a session this process never deleted", async (s) => {
      s.sessions.splice(0, 1, { id: s.newId, payment_collection_id: "pay_col_1" })
      return s.storedData()
    }],
    ["a second re-creation of the same session", async (s) => {
      await s.deleteThenCreate()
      await initiate(s.ctx, s.storedData())
      s.sessions.push({ id: "payses_third", payment_collection_id: "pay_col_1" })
      return { ...s.storedData(), session_id: "payses_third" }
    }],
    ["a session Medusa still has", async (s) => {
      await s.deleteThenCreate()
      s.sessions.push({ id: s.oldId, payment_collection_id: "pay_col_1" })
      return s.storedData()
    }],
    ["a new session in another payment collection", async (s) => {
      await deletePayment(s.ctx, { data: { session_id: s.oldId } } as never)
      s.sessions.splice(0, 1, { id: s.newId, payment_collection_id: "pay_col_2" })
      return s.storedData()
    }],
    ["a new session Medusa does not have", async (s) => {
      await deletePayment(s.ctx, { data: { session_id: s.oldId } } as never)
      s.sessions.splice(0)
      return s.storedData()
    }],
    ["a deleted session of another method", async (s) => {
      s.row.method = "account"
      await s.deleteThenCreate()
      return s.storedData()
    }],
    ["an order number the provider's row does not hold", async (s) => {
      await s.deleteThenCreate()
      s.rows.get(s.oldId)!.order_number = `OTHER-${s.oldId}`
      return { ...s.storedData(), order_number: `${PREFIX}${s.oldId}` }
    }],
    ["an order number without this store's prefix", async (s) => {
      await s.deleteThenCreate()
      return { ...s.storedData(), order_number: `XX-${s.oldId}` }
    }],
    ["an order number of no recorded session", async (s) => {
      await s.deleteThenCreate()
      return { ...s.storedData(), order_number: `${PREFIX}payses_unknown` }
    }],
    ["an order number naming the new session itself", async (s) => {
      await s.deleteThenCreate()
      s.rows.set(s.newId, { ...s.row, session_id: s.newId, order_number: `${PREFIX}${s.newId}` })
      return { ...s.storedData(), order_number: `${PREFIX}${s.newId}` }
    }],
  ]

  it.each(refusedCases)("refuses the provider's keys as from a storefront for %s", async (_name, arrange) => {
    const s = setup()
    const data = await arrange(s)
    const before = new Map(s.rows)
    await expect(initiate(s.ctx, data)).rejects.toThrow(PROVIDER_KEYS_REFUSED)
    expect(s.rows).toEqual(before)
  })

  it("is no re-creation without Query, or without an order number this store issued (no state read)", async () => {
    const noQuery = setup({ withQuery: false })
    holdDeletedSession(noQuery.oldId, { paymentCollectionId: "pay_col_1", personalData: null })
    expect(await recreatedFields(noQuery.ctx, noQuery.storedData(), noQuery.newId)).toBeUndefined()
    expect(takeDeletedSession(noQuery.oldId)).toBeDefined()

    const s = setup()
    await s.deleteThenCreate()
    const read: string[] = []
    const store = s.ctx.rivertyModule!
    const readState = store.paymentSessionState.bind(store)
    store.paymentSessionState = async (sessionId) => {
      read.push(sessionId)
      return readState(sessionId)
    }
    expect(await recreatedFields(s.ctx, { ...s.storedData(), order_number: `XX-${s.oldId}` }, s.newId)).toBeUndefined()
    expect(await recreatedFields(s.ctx, { ...s.storedData(), order_number: 7 }, s.newId)).toBeUndefined()
    expect(read).toHaveLength(0)
    expect(await recreatedFields(s.ctx, { session_id: s.newId }, s.newId)).toBeUndefined()
    // The hold is still there for the real re-creation.
    expect(await recreatedFields(s.ctx, s.storedData(), s.newId)).toBeDefined()
  })
})
