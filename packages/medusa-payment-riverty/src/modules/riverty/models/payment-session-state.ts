import { model } from "@medusajs/framework/utils"

/**
 * Where the last authorize call stands. `in_flight` is written before the call is sent, so a crash
 * or a lost answer leaves a trace; `unknown` means it was sent and no answer arrived: Riverty may
 * hold an order, which must be looked up before anything else happens to the session.
 */
export const AUTHORIZE_STATES = ["none", "in_flight", "unknown", "answered"] as const
export type AuthorizeState = (typeof AUTHORIZE_STATES)[number]

/**
 * The provider's own record of a Medusa payment session (keyed by its id). Everything the provider
 * decides with lives here, out of the storefront's reach: Medusa's session `data` is whatever the
 * storefront sent merged with the provider's output, and the store API shows it.
 * `personal_data` is the shopper's birth date, identification number and bank details, encrypted
 * (see lib/personal-data-vault.ts); it is deleted once Riverty has answered the authorize call.
 */
export const RivertyPaymentSessionState = model
  .define("riverty_payment_session", {
    id: model.id({ prefix: "rvps" }).primaryKey(),
    session_id: model.text(),
    method: model.text(),
    order_number: model.text(),
    country: model.text().nullable(),
    currency: model.text().nullable(),
    amount: model.text().nullable(),
    /** Storefront choices that are not personal (salutation, phone, plan, company name). */
    choices: model.json().nullable(),
    /** What the store API may show instead of the personal fields (iban_last4, birth_year). */
    masked: model.json().nullable(),
    personal_data: model.text().nullable(),
    personal_data_at: model.dateTime().nullable(),
    authorize_state: model.enum([...AUTHORIZE_STATES]).default("none"),
    authorize_sent_at: model.dateTime().nullable(),
    /**
     * When Medusa deleted the session while its authorize was still unresolved: Riverty may yet
     * apply a request it held, so the orphan job keeps looking the order up and voids it.
     */
    session_deleted_at: model.dateTime().nullable(),
    /**
     * The orphan sweep's claim on a deleted session: no run (of any server process) looks at it
     * again before this time. Written by the claim itself, so two processes never read it at once.
     */
    orphan_check_at: model.dateTime().nullable(),
    /** When the sweep settled a deleted session for good (voided, decided, expired or never made). */
    orphan_settled_at: model.dateTime().nullable(),
    outcome: model.text().nullable(),
    riverty_status: model.text().nullable(),
    reservation_id: model.text().nullable(),
    checkout_id: model.text().nullable(),
    customer_number: model.text().nullable(),
    expiration_date: model.text().nullable(),
    redirect_url: model.text().nullable(),
    /** Riverty's refusal, for the shopper (customer_facing_message) and support (codes). */
    refusal: model.json().nullable(),
    /**
     * The debtor's address as authorize returned it, when Riverty corrected the one sent (only
     * address fields): shown to the shopper and the merchant, who may want to fix the order's.
     */
    corrected_address: model.json().nullable(),
    /**
     * The digest of the cart Riverty was asked to accept (order-mapping/cart-fingerprint.ts), written
     * with the authorize: a completion of a cart changed since is refused and Riverty's order voided.
     */
    authorized_cart: model.text().nullable(),
  })
  .indexes([
    { name: "IDX_riverty_payment_session_session_id", on: ["session_id"], unique: true },
    { name: "IDX_riverty_payment_session_personal_data_at", on: ["personal_data_at"] },
  ])
