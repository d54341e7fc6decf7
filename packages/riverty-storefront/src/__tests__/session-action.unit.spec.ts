import { paymentSessionAction } from "../index.js"

const PROVIDER = "pp_riverty-installments_riverty"
const cartWith = (...sessions: { id?: string; provider_id: string; status: string; data?: Record<string, unknown> }[]) => ({ payment_collection: { payment_sessions: sessions } })

describe("paymentSessionAction", () => {
  it("creates a session when the cart has none of the provider, or only a final one", () => {
    expect(paymentSessionAction(null, PROVIDER, {})).toEqual({ action: "create" })
    expect(paymentSessionAction(cartWith({ provider_id: "pp_system_default", status: "pending" }), PROVIDER, {})).toEqual({ action: "create" })
    expect(paymentSessionAction(cartWith({ provider_id: PROVIDER, status: "error" }), PROVIDER, {})).toEqual({ action: "create" })
    expect(paymentSessionAction(cartWith({ provider_id: PROVIDER, status: "requires_more" }), PROVIDER, {})).toEqual({ action: "create" })
  })

  it("keeps a pending session that holds the same choices", () => {
    const cart = cartWith({ id: "payses_1", provider_id: PROVIDER, status: "pending", data: { installment_profile_no: 3, salutation: "Mr", birth_date: null } })
    expect(paymentSessionAction(cart, PROVIDER, { installment_profile_no: 3, salutation: "Mr" })).toEqual({ action: "keep", session_id: "payses_1" })
  })

  it("updates when a choice changed, was cleared, or personal data is sent (never shown back)", () => {
    const cart = cartWith({ id: "payses_1", provider_id: PROVIDER, status: "pending", data: { installment_profile_no: 3, salutation: "Mr", birth_date: null } })
    expect(paymentSessionAction(cart, PROVIDER, { installment_profile_no: 6, salutation: "Mr" })).toEqual({ action: "update", session_id: "payses_1", changed: ["installment_profile_no"] })
    expect(paymentSessionAction(cart, PROVIDER, { installment_profile_no: 3 })).toEqual({ action: "update", session_id: "payses_1", changed: ["salutation"] })
    expect(paymentSessionAction(cart, PROVIDER, { installment_profile_no: 3, salutation: "Mr", birth_date: "1980-05-17" })).toEqual({ action: "update", session_id: "payses_1", changed: ["birth_date"] })
  })
})
