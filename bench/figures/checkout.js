"use strict"
// Figure 2: a whole store checkout through Medusa's store API with @medusajs/js-sdk (cart with an
// address and a product, shipping method, payment session, complete to an order), paid with
// Riverty invoice, against the same checkout paid with Medusa's pp_system_default, in the same
// store, alternating rounds.
const { median, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")

const RIVERTY = "pp_riverty-invoice_riverty"
const SYSTEM = "pp_system_default"

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

async function run(store) {
  const Medusa = require("@medusajs/js-sdk").default
  const rounds = intFromEnv("BENCH_CHECKOUT_ROUNDS", 9)
  const perRound = intFromEnv("BENCH_CHECKOUTS", 4)
  const sdk = new Medusa({ baseUrl: store.url, publishableKey: store.seed.publishable_key })
  await enableSystemProvider(store)
  const { products } = await sdk.store.product.list({ region_id: store.seed.region_id, handle: "riverty-rain-jacket", fields: "*variants" })
  const variantId = products[0].variants[0].id
  const address = { first_name: "Accept", last_name: "Bench", address_1: "Hauptstrasse 5", postal_code: "10115", city: "Berlin", country_code: "de", phone: "+4917612345678" }
  let serial = 0

  async function checkout(providerId) {
    const { cart } = await sdk.store.cart.create({
      region_id: store.seed.region_id,
      email: `bench${++serial}@example.com`,
      items: [{ variant_id: variantId, quantity: 2 }],
      shipping_address: address,
      billing_address: address,
    })
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id })
    const { cart: shipped } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id })
    const data = providerId === RIVERTY ? { birth_date: "1980-04-01" } : undefined
    await sdk.store.payment.initiatePaymentSession(shipped, { provider_id: providerId, data })
    const completed = await sdk.store.cart.complete(cart.id)
    if (completed.type !== "order") throw new Error(`${providerId} checkout did not complete: ${completed.error?.message}`)
  }

  const timeRound = async (providerId) => {
    const started = nowMs()
    for (let i = 0; i < perRound; i++) await checkout(providerId)
    return (nowMs() - started) / perRound
  }
  await timeRound(RIVERTY)
  await timeRound(SYSTEM)
  const s = []
  const b = []
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      s.push(await timeRound(RIVERTY))
      b.push(await timeRound(SYSTEM))
    } else {
      b.push(await timeRound(SYSTEM))
      s.push(await timeRound(RIVERTY))
    }
  }
  const subject = median(s)
  const baseline = median(b)
  const ratios = s.map((x, i) => x / b[i])
  const ratio = median(ratios)
  return [
    {
      figure: 2,
      name: "store checkout (js-sdk, cart to order), Riverty invoice vs pp_system_default",
      subject: `${subject.toFixed(0)} ms/checkout`,
      baseline: `${baseline.toFixed(0)} ms/checkout`,
      ratio,
      measured: `${ratio.toFixed(2)}x`,
      target: "<= 1.10x",
      met: ratio <= 1.1,
      detail: { rounds, perRound, rivertyMs: s, systemMs: b, ratioPerRound: ratios },
    },
  ]
}

module.exports = { run }
