// What a shopper and a merchant do in `npm run demo`, through the store and admin APIs: buy with
// Riverty Invoice (shipping included) and ship the order from the admin.

async function api(baseUrl, method, route, { body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
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
  let last
  for (;;) {
    const value = await check().catch((error) => {
      last = error
      return undefined
    })
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${last.message})` : ""}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A German shopper's cart with the first product, the demo's shipping option, paid with Riverty Invoice. */
async function buyWithInvoice(storeUrl, { publishableKey, regionId }) {
  const headers = { "x-publishable-api-key": publishableKey }
  const { products } = await api(storeUrl, "GET", `/store/products?region_id=${regionId}&handle=riverty-rain-jacket&fields=*variants`, { headers })
  const variant = products[0].variants[0]
  const address = { first_name: "Demo", last_name: "Shopper", address_1: "Hauptstrasse 5", postal_code: "10115", city: "Berlin", country_code: "de", phone: "+4917612345678" }
  const { cart } = await api(storeUrl, "POST", "/store/carts", {
    headers,
    body: { region_id: regionId, email: "demo-shopper@example.com", items: [{ variant_id: variant.id, quantity: 1 }], shipping_address: address, billing_address: address },
  })
  const { shipping_options } = await api(storeUrl, "GET", `/store/shipping-options?cart_id=${cart.id}`, { headers })
  await api(storeUrl, "POST", `/store/carts/${cart.id}/shipping-methods`, { headers, body: { option_id: shipping_options[0].id } })
  const { payment_collection } = await api(storeUrl, "POST", "/store/payment-collections", { headers, body: { cart_id: cart.id } })
  await api(storeUrl, "POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    headers,
    body: { provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1980-04-01" } },
  })
  const completed = await api(storeUrl, "POST", `/store/carts/${cart.id}/complete`, { headers, body: {} })
  if (completed.type !== "order") throw new Error(`checkout did not complete: ${completed.error?.message}`)
  return completed.order
}

async function adminHeaders(storeUrl, { email, password }) {
  const { token } = await api(storeUrl, "POST", "/auth/user/emailpass", { body: { email, password } })
  return { authorization: `Bearer ${token}` }
}

/** Creates a fulfillment of every item and marks it shipped with a tracking number, as the admin's buttons do. */
async function shipOrder(storeUrl, headers, order) {
  const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
  await api(storeUrl, "POST", `/admin/orders/${order.id}/fulfillments`, { headers, body: { items } })
  const { order: fulfilled } = await api(storeUrl, "GET", `/admin/orders/${order.id}?fields=*fulfillments`, { headers })
  const fulfillmentId = fulfilled.fulfillments[0].id
  await api(storeUrl, "POST", `/admin/orders/${order.id}/fulfillments/${fulfillmentId}/shipments`, {
    headers,
    body: { items, labels: [{ tracking_number: "DEMO-TRACK-1", tracking_url: "https://track.example/DEMO-TRACK-1", label_url: "https://label.example/DEMO-TRACK-1" }] },
  })
}

/** The admin's Riverty order view (what the panel shows). */
async function rivertyView(storeUrl, headers, orderId) {
  const { riverty } = await api(storeUrl, "GET", `/admin/riverty/orders/${orderId}`, { headers })
  return riverty
}

module.exports = { api, adminHeaders, buyWithInvoice, eventually, rivertyView, shipOrder }
