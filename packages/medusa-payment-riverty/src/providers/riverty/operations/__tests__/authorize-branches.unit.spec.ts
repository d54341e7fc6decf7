// authorizePayment branch by branch against a scripted Riverty: what is sent, what each answer
// leaves in the state table and the session data, and what is never sent again.
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { authorizePayment, merchantUrlFor } from "../authorize"
import type { OperationContext } from "../context"
import { CHECKOUT_UNAVAILABLE_MESSAGE } from "../errors"
import { contextFor, unauthorizedSessionRow, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

const SESSION = "payses_auth_1"

function setup(row: Partial<Row> = {}) {
  const rows = new Map<string, Row>()
  const client: ScriptedClient = scriptedClient()
  const warned: string[] = []
  const base = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Max")
  const ctx: OperationContext = {
    ...base,
    options: { ...base.options, backendUrl: "https://shop.example/api/", checkoutDeadlineMs: 4321 },
    client: client.client,
    logger: { warn: (m: string) => warned.push(m) } as unknown as OperationContext["logger"],
  }
  rows.set(SESSION, unauthorizedSessionRow(SESSION, row))
  const authorize = () => authorizePayment(ctx, { data: { session_id: SESSION }, context: { idempotency_key: SESSION } })
  return { ctx, riverty: client, rows, warned, authorize, state: () => rows.get(SESSION)! }
}

describe("merchantUrlFor", () => {
  it("is the return route of the backend with the session id encoded, without doubled slashes", () => {
    expect(merchantUrlFor("https://shop.example/api", "ps 1&x")).toBe("https://shop.example/api/riverty/return?session_id=ps%201%26x")
    expect(merchantUrlFor("https://shop.example/api//", "ps_1")).toBe("https://shop.example/api/riverty/return?session_id=ps_1")
    expect(merchantUrlFor("https://shop.example/a/b/", "ps_1")).toBe("https://shop.example/a/b/riverty/return?session_id=ps_1")
  })
})

describe("authorizePayment for a country the store has no key for", () => {
  it("refuses with the shopper's 400 naming the country and the field, before anything is recorded or sent", async () => {
    const { ctx, riverty, authorize, state } = setup()
    ctx.options = { ...ctx.options, apiKeys: { NL: "emulator-key-nl" } }
    const refused = await authorize().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MedusaError)
    expect((refused as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((refused as MedusaError).message).toMatch(/^billing_address\.country_code: Riverty is not available for addresses in DE\b/)
    expect(riverty.calls("authorize")).toHaveLength(0)
    expect(state()).toMatchObject({ authorize_state: "none", outcome: null })
  })
})

describe("authorizePayment sending the order", () => {
  it("sends the cart with the session's order number, key, deadline, country and return URL, and records Riverty's answer", async () => {
    const { riverty, authorize, state } = setup()
    riverty.answer("authorize", {
      outcome: "Accepted",
      reservationId: "res-1",
      checkoutId: "chk-1",
      customer: { customerNumber: "cn-1" },
      expirationDate: "2026-12-24",
    })
    const out = await authorize()
    expect(out.status).toBe("authorized")
    const [body, options] = riverty.calls("authorize")[0] as [{ order: object; merchantUrl: string; customer: { birthDate?: string } }, Record<string, unknown>]
    expect(options).toEqual({ idempotencyKey: deriveIdempotencyKey(SESSION, "authorize"), deadlineMs: 4321, country: "DE" })
    expect(body.order).toMatchObject({ number: SESSION, totalGrossAmount: 11.9, totalNetAmount: 10, currency: "EUR" })
    expect(body.merchantUrl).toBe(`https://shop.example/api/riverty/return?session_id=${SESSION}`)
    expect(body.customer.birthDate).toBe("1980-01-01")
    expect(body).not.toHaveProperty("deliveryCustomer")
    expect(state()).toMatchObject({
      authorize_state: "answered",
      personal_data: null,
      outcome: "Accepted",
      riverty_status: "Accepted",
      reservation_id: "res-1",
      checkout_id: "chk-1",
      customer_number: "cn-1",
      expiration_date: "2026-12-24",
      redirect_url: null,
      refusal: null,
      country: "DE",
      currency: "EUR",
      amount: "11.9",
    })
    expect(out.data).toMatchObject({ riverty_outcome: "Accepted", reservation_id: "res-1", customer_number: "cn-1" })
  })

  it("records nulls for what Riverty leaves out", async () => {
    const { riverty, authorize, state } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    await authorize()
    expect(state()).toMatchObject({ reservation_id: null, checkout_id: null, customer_number: null, expiration_date: null, corrected_address: null })
  })

  it("marks the session in flight, with the time, before the call", async () => {
    const { riverty, authorize, rows } = setup()
    let during: Row | undefined
    riverty.answer("authorize", { outcome: "Accepted" })
    const original = riverty.client.checkout.authorize
    riverty.client.checkout.authorize = (async (...args: unknown[]) => {
      during = { ...rows.get(SESSION)! }
      return (original as (...a: unknown[]) => unknown)(...args)
    }) as typeof original
    await authorize()
    expect(during).toMatchObject({ authorize_state: "in_flight", personal_data: expect.any(String) })
    expect(during?.authorize_sent_at).toBeInstanceOf(Date)
  })

  it("a Pending answer offers Riverty's hosted page (http(s) only, a dropped one logged) and requires more", async () => {
    const page = setup()
    page.riverty.answer("authorize", { outcome: "Pending", redirectUrl: "https://pay.riverty.example/s/1" })
    expect((await page.authorize()).status).toBe("requires_more")
    expect(page.state()).toMatchObject({ redirect_url: "https://pay.riverty.example/s/1", outcome: "Pending" })
    expect(page.warned).toEqual([])

    const login = setup()
    login.riverty.answer("authorize", { outcome: "Pending", secureLoginUrl: "https://login.riverty.example/1" })
    await login.authorize()
    expect(login.state().redirect_url).toBe("https://login.riverty.example/1")

    const script = setup()
    script.riverty.answer("authorize", { outcome: "Pending", redirectUrl: "javascript:alert(1)" })
    await script.authorize()
    expect(script.state().redirect_url).toBeNull()
    expect(script.warned).toEqual(["Riverty answered a redirectUrl that is not http(s); it was dropped"])

    const none = setup()
    none.riverty.answer("authorize", { outcome: "Pending" })
    await none.authorize()
    expect(none.state().redirect_url).toBeNull()
    expect(none.warned).toEqual([])
  })

  it("an accepted answer never keeps a redirect URL", async () => {
    const { riverty, authorize, state } = setup()
    riverty.answer("authorize", { outcome: "Accepted", redirectUrl: "https://pay.riverty.example/s/1" })
    await authorize()
    expect(state().redirect_url).toBeNull()
  })

  it.each(["Rejected", "NotEvaluated"])("a %s answer is an error with the message the shopper may read", async (outcome) => {
    const { riverty, authorize, state } = setup()
    riverty.answer("authorize", {
      outcome,
      riskCheckMessages: [
        { code: "200.101", actionCode: "AskConsumerToReEnterData", message: "internal" },
        { code: "200.102", actionCode: "OfferSecurePayment", customerFacingMessage: "Please choose another method" },
      ],
    })
    const out = await authorize()
    expect(out.status).toBe("error")
    expect(state().refusal).toEqual({ customer_facing_message: "Please choose another method", action_code: "OfferSecurePayment", error_code: "200.102" })
    expect(out.data).toMatchObject({ customer_facing_message: "Please choose another method", error_code: "200.102" })
  })

  it("without a shopper's message, the first risk message's codes; without messages, nulls", async () => {
    const first = setup()
    first.riverty.answer("authorize", { outcome: "Rejected", riskCheckMessages: [{ code: "200.1", actionCode: "A" }, { code: "200.2" }] })
    await first.authorize()
    expect(first.state().refusal).toEqual({ customer_facing_message: null, action_code: "A", error_code: "200.1" })
    const none = setup()
    none.riverty.answer("authorize", { outcome: "Rejected" })
    await none.authorize()
    expect(none.state().refusal).toEqual({ customer_facing_message: null, action_code: null, error_code: null })
  })

  it("records Riverty's corrected address", async () => {
    const { riverty, authorize, state } = setup()
    riverty.answer("authorize", {
      outcome: "Accepted",
      customer: { addressList: [{ street: "Hauptstraße", streetNumber: "7", postalCode: "10115", postalPlace: "Berlin", countryCode: "DE" }] },
    })
    await authorize()
    expect(state().corrected_address).toMatchObject({ street: "Hauptstraße", streetNumber: "7", postalCode: "10115", postalPlace: "Berlin" })
  })

  it("a refused request is an answer: the refusal recorded, the personal fields deleted, an error for the shopper", async () => {
    for (const kind of ["validation", "request", "authentication", "risk_rejection"] as const) {
      const { riverty, authorize, state } = setup()
      riverty.answer("authorize", throws(kind, "Gross amount does not match"))
      const out = await authorize()
      expect(out.status).toBe("error")
      expect(state()).toMatchObject({ authorize_state: "answered", personal_data: null, refusal: { error_message: "Gross amount does not match" } })
    }
  })

  it.each(["network", "server", "rate_limit", "not_found", "invalid_response"] as const)(
    "a %s failure leaves the outcome unknown, keeps the personal fields for a resend, and is the shopper's 400",
    async (kind) => {
      const { riverty, authorize, state } = setup()
      riverty.answer("authorize", throws(kind))
      const error = await authorize().catch((e: unknown) => e)
      expect(state()).toMatchObject({ authorize_state: "unknown", personal_data: expect.any(String) })
      expect(state().outcome).toBeNull()
      if (kind === "network" || kind === "server" || kind === "rate_limit") {
        expect(error).toMatchObject({ type: MedusaError.Types.NOT_ALLOWED, message: CHECKOUT_UNAVAILABLE_MESSAGE })
      } else {
        expect(error).toBeInstanceOf(MedusaError)
        expect((error as Error).message).not.toBe(CHECKOUT_UNAVAILABLE_MESSAGE)
      }
    }
  )

  it("asks the shopper to enter the details again when the sealed fields cannot be opened, sending nothing", async () => {
    const { ctx, riverty } = setup()
    ;(ctx.rivertyModule as unknown as { openPersonalData: () => Promise<never> }).openPersonalData = async () => {
      throw new Error("bad tag")
    }
    const error = await authorizePayment(ctx, { data: { session_id: SESSION }, context: { idempotency_key: SESSION } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: MedusaError.Types.INVALID_DATA })
    expect((error as Error).message).toMatch(/can no longer be read; please choose the payment method and enter them again/)
    expect(riverty.calls("authorize")).toHaveLength(0)
  })
})

describe("authorizePayment of a session Riverty already answered", () => {
  it("Accepted: authorized from the state table, nothing sent", async () => {
    const { riverty, authorize } = setup({ authorize_state: "answered", outcome: "Accepted" })
    expect((await authorize()).status).toBe("authorized")
    expect(riverty.calls("authorize")).toHaveLength(0)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("Rejected, or a refused request: an error, nothing sent", async () => {
    for (const row of [{ authorize_state: "answered", outcome: "Rejected" }, { authorize_state: "answered", outcome: null }]) {
      const { riverty, authorize } = setup(row)
      expect((await authorize()).status).toBe("error")
      expect(riverty.calls("authorize")).toHaveLength(0)
      expect(riverty.calls("getOrder")).toHaveLength(0)
    }
  })

  it("Pending: reads the order with the checkout deadline and records its status", async () => {
    const { riverty, authorize, state } = setup({ authorize_state: "answered", outcome: "Pending", country: "DE" })
    riverty.answer("getOrder", orderAnswer("Accepted"), orderAnswer("Pending"))
    expect((await authorize()).status).toBe("authorized")
    expect(riverty.calls("getOrder")[0]).toEqual([SESSION, { country: "DE", deadlineMs: 4321 }])
    expect(state()).toMatchObject({ outcome: "Accepted", riverty_status: "Accepted" })
  })

  it("Pending: a status Riverty has not decided keeps the outcome; Rejected records it", async () => {
    const waiting = setup({ authorize_state: "answered", outcome: "Pending" })
    waiting.riverty.answer("getOrder", orderAnswer("Pending"))
    expect((await waiting.authorize()).status).toBe("requires_more")
    expect(waiting.state()).toMatchObject({ outcome: "Pending", riverty_status: "Pending" })
    const rejected = setup({ authorize_state: "answered", outcome: "Pending" })
    rejected.riverty.answer("getOrder", orderAnswer("Rejected"))
    expect((await rejected.authorize()).status).toBe("error")
    expect(rejected.state()).toMatchObject({ outcome: "Rejected" })
    const expired = setup({ authorize_state: "answered", outcome: "Pending" })
    expired.riverty.answer("getOrder", orderAnswer("Expired"))
    expect((await expired.authorize()).status).toBe("canceled")
    expect(expired.state()).toMatchObject({ outcome: "Pending", riverty_status: "Expired" })
    const unknown = setup({ authorize_state: "answered", outcome: "Pending" })
    unknown.riverty.answer("getOrder", orderAnswer(undefined))
    expect((await unknown.authorize()).status).toBe("pending")
    expect(unknown.state().riverty_status).toBeNull()
  })

  it("Pending: Riverty not answering the status read is the shopper's 400", async () => {
    const { riverty, authorize } = setup({ authorize_state: "answered", outcome: "Pending" })
    riverty.answer("getOrder", throws("network"))
    await expect(authorize()).rejects.toMatchObject({ message: CHECKOUT_UNAVAILABLE_MESSAGE })
    const refused = setup({ authorize_state: "answered", outcome: "Pending" })
    refused.riverty.answer("getOrder", throws("request", "no such order"))
    await expect(refused.authorize()).rejects.toThrow(/order status/)
  })
})

describe("authorizePayment of an authorize whose answer was lost", () => {
  it.each(["in_flight", "unknown"])("(%s) adopts the order Riverty decided without sending again", async (authorize_state) => {
    const { riverty, authorize, state } = setup({ authorize_state })
    riverty.answer("getOrder", orderAnswer("Accepted"))
    expect((await authorize()).status).toBe("authorized")
    expect(riverty.calls("authorize")).toHaveLength(0)
    expect(state()).toMatchObject({ authorize_state: "answered", outcome: "Accepted", personal_data: null })
  })

  it("(unknown) sends again with the same key when Riverty has no order yet", async () => {
    const { riverty, authorize } = setup({ authorize_state: "unknown" })
    riverty.answer("getOrder", throws("not_found"))
    riverty.answer("authorize", { outcome: "Accepted" })
    expect((await authorize()).status).toBe("authorized")
    expect((riverty.calls("authorize")[0][1] as { idempotencyKey: string }).idempotencyKey).toBe(deriveIdempotencyKey(SESSION, "authorize"))
  })

  it("a failure to look the order up is an error naming the status read, nothing sent", async () => {
    const { riverty, authorize } = setup({ authorize_state: "in_flight" })
    riverty.answer("getOrder", throws("server"))
    await expect(authorize()).rejects.toThrow(/order status/)
    expect(riverty.calls("authorize")).toHaveLength(0)
  })
})
