// Shared by the admin browser specs: JSON calls to the development store and a Riverty invoice
// order captured in full from the admin API, so a spec starts from an order with an invoice.
async function api(store, method, route, { body, headers = {} } = {}) {
  const response = await fetch(`${store.url}${route}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const data = text ? JSON.parse(text) : {}
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${data.message ?? text}`)
  return data
}

async function eventually(check, what, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A store checkout paid with Riverty Invoice, captured in full from the admin API (one invoice). */
async function invoicedRivertyOrder(store) {
  const storeHeaders = { "x-publishable-api-key": store.seed.publishable_key }
  const { products } = await api(store, "GET", `/store/products?region_id=${store.seed.region_id}&handle=riverty-rain-jacket&fields=*variants`, { headers: storeHeaders })
  const variant = products[0].variants[0]
  const address = { first_name: "Accept", last_name: "Browser", address_1: "Hauptstrasse 5", postal_code: "10115", city: "Berlin", country_code: "de", phone: "+4917612345678" }
  const { cart } = await api(store, "POST", "/store/carts", {
    headers: storeHeaders,
    body: { region_id: store.seed.region_id, email: "browser@example.com", items: [{ variant_id: variant.id, quantity: 2 }], shipping_address: address, billing_address: address },
  })
  // The demo's products ship, so the cart needs the seeded shipping option.
  const { shipping_options } = await api(store, "GET", `/store/shipping-options?cart_id=${cart.id}`, { headers: storeHeaders })
  await api(store, "POST", `/store/carts/${cart.id}/shipping-methods`, { headers: storeHeaders, body: { option_id: shipping_options[0].id } })
  const { payment_collection } = await api(store, "POST", "/store/payment-collections", { headers: storeHeaders, body: { cart_id: cart.id } })
  await api(store, "POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    headers: storeHeaders,
    body: { provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1980-04-01" } },
  })
  const completed = await api(store, "POST", `/store/carts/${cart.id}/complete`, { headers: storeHeaders, body: {} })
  if (completed.type !== "order") throw new Error(`checkout did not complete: ${completed.error?.message}`)
  const orderId = completed.order.id

  const { token } = await api(store, "POST", "/auth/user/emailpass", { body: store.admin })
  const admin = { authorization: `Bearer ${token}` }
  const { riverty } = await api(store, "GET", `/admin/riverty/orders/${orderId}`, { headers: admin })
  const items = riverty.lines.filter((l) => l.capturable_quantity > 0).map((l) => ({ line_number: l.line_number, quantity: l.capturable_quantity }))
  await api(store, "POST", `/admin/riverty/orders/${orderId}/captures`, {
    headers: { ...admin, "Idempotency-Key": `capture-all-${orderId}` },
    body: { items, shipping: { company: "DHL", tracking_id: "JJD000390007", tracking_url: "https://www.dhl.de/track?id=JJD000390007" } },
  })
  await eventually(async () => {
    const { riverty: view } = await api(store, "GET", `/admin/riverty/orders/${orderId}`, { headers: admin })
    return view.ledger.some((entry) => entry.kind === "invoice")
  }, "the invoice notification")
  return { orderId }
}

module.exports = { api, eventually, invoicedRivertyOrder }
