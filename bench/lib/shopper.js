"use strict"
// A shopper of the bench store: one checkout through Medusa's store API with @medusajs/js-sdk,
// timed step by step. Figure 2 and bench/profile-checkout.js use it.
const { nowMs } = require("./stats")

const RIVERTY = "pp_riverty-invoice_riverty"
const SYSTEM = "pp_system_default"

// The Riverty client logs each answered request with its duration as it measured it (request sent
// to answer parsed), through Medusa's logger: `riverty response {..."ms":12}` (quotes escaped when
// the logger writes JSON lines).
const ANSWER_LINE = /riverty response \{[^\n]*?\\?"ms\\?":(\d+)/g

/** The Riverty answer time (ms, as the client measured it) of the store's log lines in `text`. */
function rivertyAnswerMs(text) {
  let ms = 0
  for (const match of text.matchAll(ANSWER_LINE)) ms += Number(match[1])
  return ms
}

async function adminRequest(store, method, route, body) {
  const login = await fetch(`${store.url}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(store.admin),
  })
  const { token } = await login.json()
  const res = await fetch(`${store.url}${route}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body && JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** Medusa's system provider joins the Riverty providers in the German region, so both pay the same cart. */
async function enableSystemProvider(store) {
  const { region } = await adminRequest(store, "GET", `/admin/regions/${store.seed.region_id}?fields=*payment_providers`)
  const providers = region.payment_providers.map((p) => p.id)
  if (!providers.includes(SYSTEM)) {
    await adminRequest(store, "POST", `/admin/regions/${store.seed.region_id}`, { payment_providers: [...providers, SYSTEM] })
  }
}

/**
 * A checkout function for the store: `checkout(providerId)` runs cart, shipping method, payment
 * collection, payment session and complete, and answers the milliseconds of the whole checkout,
 * of the payment session request alone and of the complete request alone (what the shopper waits
 * for on the payment step). `checkout.prepare` and `checkout.complete` are its two halves.
 */
async function shopperOf(store) {
  const Medusa = require("@medusajs/js-sdk").default
  const sdk = new Medusa({ baseUrl: store.url, publishableKey: store.seed.publishable_key })
  await enableSystemProvider(store)
  const { products } = await sdk.store.product.list({ region_id: store.seed.region_id, handle: "riverty-rain-jacket", fields: "*variants" })
  const variantId = products[0].variants[0].id
  const address = { first_name: "Accept", last_name: "Bench", address_1: "Hauptstrasse 5", postal_code: "10115", city: "Berlin", country_code: "de", phone: "+4917612345678" }
  let serial = 0

  /** Cart, shipping method, payment collection and payment session: a cart ready to complete. */
  async function prepare(providerId) {
    const { cart } = await sdk.store.cart.create({
      region_id: store.seed.region_id,
      email: `bench${++serial}@example.com`,
      items: [{ variant_id: variantId, quantity: 2 }],
      shipping_address: address,
      billing_address: address,
    })
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id })
    const { cart: shipped } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id })
    // The collection first, so the timed request below is the payment session's alone.
    const { payment_collection } = await sdk.client.fetch("/store/payment-collections", { method: "POST", body: { cart_id: cart.id } })
    const data = providerId === RIVERTY ? { birth_date: "1980-04-01" } : undefined
    const sessionStarted = nowMs()
    await sdk.store.payment.initiatePaymentSession({ ...shipped, payment_collection }, { provider_id: providerId, data })
    return { cartId: cart.id, session: nowMs() - sessionStarted }
  }

  async function complete(providerId, cartId) {
    const started = nowMs()
    const completed = await sdk.store.cart.complete(cartId)
    const ms = nowMs() - started
    if (completed.type !== "order") throw new Error(`${providerId} checkout did not complete: ${completed.error?.message}`)
    return ms
  }

  /**
   * "Place order": complete-cart, one request (with Riverty, the plugin has Riverty decide and the
   * cart completed in it). Answers the shopper's wait and, for Riverty when the store's log is at
   * hand, Riverty's own answer time within it.
   */
  async function placeOrder(providerId, cartId) {
    const logFrom = store.output ? store.output().length : 0
    const wait = await complete(providerId, cartId)
    const rivertyAnswer = providerId !== RIVERTY ? 0 : store.output ? rivertyAnswerMs(store.output().slice(logFrom)) : NaN
    return { wait, rivertyAnswer }
  }

  /** One checkout; `placeOrder` is what the shopper waits for after "Place order", the complete-cart request. */
  async function checkout(providerId) {
    const started = nowMs()
    const { cartId, session } = await prepare(providerId)
    const { wait, rivertyAnswer } = await placeOrder(providerId, cartId)
    return { whole: nowMs() - started, session, complete: wait, placeOrder: wait, rivertyAnswer }
  }
  return Object.assign(checkout, { prepare, complete, placeOrder })
}

module.exports = { RIVERTY, SYSTEM, shopperOf, rivertyAnswerMs }
