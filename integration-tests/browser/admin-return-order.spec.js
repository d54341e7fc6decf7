// The real admin of the development store in Chromium: log in, open an order paid with Riverty,
// see the panel, create a return order through the form and watch it become accepted.
const fs = require("node:fs")
const path = require("node:path")
const { launchChromium } = require("./chromium")
const { startDevStore } = require("./dev-store")

jest.setTimeout(15 * 60 * 1000)

const ARTIFACTS = path.join(__dirname, "..", "..", "test-artifacts")

// `medusa develop` reloads on any new file in the project, test-artifacts included: screenshots
// are kept in memory and written once the store is no longer needed.
const shots = new Map()
function writeShots() {
  for (const [name, image] of shots) fs.writeFileSync(path.join(ARTIFACTS, name), image)
}

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

async function eventually(check, what, timeoutMs = 30000) {
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

describe("the Riverty panel in the real admin", () => {
  let store
  let chromium
  let page

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true })
    // Only this spec's own screenshots (files named riverty-*): other specs keep theirs in folders.
    const own = fs.readdirSync(ARTIFACTS, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.startsWith("riverty-"))
    for (const entry of own) fs.rmSync(path.join(ARTIFACTS, entry.name))
    store = await startDevStore()
    chromium = await launchChromium()
    const context = chromium.browser.contexts()[0] ?? (await chromium.browser.newContext())
    page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 1000 })
  })

  afterAll(async () => {
    await chromium?.close()
    await store?.stop()
  })

  it("logs in, shows the panel of an order paid with Riverty and takes a return order to accepted", async () => {
    const { orderId } = await invoicedRivertyOrder(store)
    try {
      await walkThrough(orderId)
    } catch (error) {
      // What the browser showed when it went wrong, for the person reading the failure.
      const image = await page.screenshot({ fullPage: true }).catch(() => undefined)
      if (image) shots.set("riverty-failure.png", image)
      throw error
    } finally {
      writeShots()
    }
    for (const file of ["riverty-panel.png", "riverty-return-order-form.png", "riverty-return-order-accepted.png"]) {
      expect(fs.statSync(path.join(ARTIFACTS, file)).size).toBeGreaterThan(10000)
    }
  })

  async function walkThrough(orderId) {

    // The dev admin compiles on first visit; give it time.
    await page.goto(`${store.url}/app/login`, { timeout: 180000 })
    await page.locator('input[name="email"]').fill(store.admin.email, { timeout: 180000 })
    await page.locator('input[name="password"]').fill(store.admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.includes("/login"), { timeout: 60000 })

    await page.goto(`${store.url}/app/orders/${orderId}`)
    const panel = page.getByTestId("riverty-panel")
    await panel.getByText(/Order number at Riverty/).waitFor({ timeout: 120000 })
    await panel.getByText("DHL · JJD000390007").waitFor()
    await panel.getByText("No return orders yet.").waitFor()
    await panel.scrollIntoViewIfNeeded()
    shots.set("riverty-panel.png", await panel.screenshot())

    await panel.getByRole("button", { name: "Create return order" }).click()
    const form = page.getByRole("dialog", { name: "Create return order" })
    await form.waitFor()
    await form.getByLabel(/Riverty Rain Jacket/).fill("1")
    await form.getByLabel("Reason").selectOption("CUSTOMER_RETURN")
    await form.getByLabel("Return reference").fill("RET-BROWSER-1")
    shots.set("riverty-return-order-form.png", await page.screenshot())
    await form.getByRole("button", { name: "Send return order" }).click()
    await form.waitFor({ state: "hidden" })

    const row = panel.getByTestId("return-order-row").filter({ hasText: "RET-BROWSER-1" })
    await row.waitFor()
    await row.getByText("Accepted", { exact: true }).waitFor({ timeout: 60000 })
    await row.scrollIntoViewIfNeeded()
    shots.set("riverty-return-order-accepted.png", await panel.screenshot())

    const { return_orders: returns } = await api(store, "GET", `/admin/riverty/orders/${orderId}/return-orders`, {
      headers: { authorization: `Bearer ${(await api(store, "POST", "/auth/user/emailpass", { body: store.admin })).token}` },
    })
    expect(returns).toEqual([expect.objectContaining({ return_reference: "RET-BROWSER-1", status: "accepted" })])
  }
})
