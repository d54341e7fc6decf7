// The real admin of the development store in Chromium: the Riverty customers, customer account
// and claims pages, the Riverty block of Medusa's customer page, and "Reconcile now" on an order,
// each with the emulator's data, each saved as a screenshot (docs/admin.md shows them).
const fs = require("node:fs")
const path = require("node:path")
const { launchChromium } = require("./chromium")
const { startDevStore } = require("./dev-store")

jest.setTimeout(15 * 60 * 1000)

const ARTIFACTS = path.join(__dirname, "..", "..", "test-artifacts", "admin-riverty-customers")

// `medusa develop` reloads on any new file in the project: screenshots stay in memory until the store stops.
const shots = new Map()
function writeShots() {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  for (const [name, image] of shots) fs.writeFileSync(path.join(ARTIFACTS, name), image)
  console.log(`screenshots in ${ARTIFACTS}`)
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

/** A store checkout paid with Riverty Invoice, half captured: Riverty and Medusa have amounts to compare. */
async function rivertyOrder(store) {
  const storeHeaders = { "x-publishable-api-key": store.seed.publishable_key }
  const { products } = await api(store, "GET", `/store/products?region_id=${store.seed.region_id}&handle=riverty-rain-jacket&fields=*variants`, { headers: storeHeaders })
  const address = { first_name: "Accept", last_name: "Customers", address_1: "Hauptstrasse 5", postal_code: "10115", city: "Berlin", country_code: "de", phone: "+4917612345678" }
  const { cart } = await api(store, "POST", "/store/carts", {
    headers: storeHeaders,
    body: { region_id: store.seed.region_id, email: "customers-browser@example.com", items: [{ variant_id: products[0].variants[0].id, quantity: 2 }], shipping_address: address, billing_address: address },
  })
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
  const { order } = await api(store, "GET", `/admin/orders/${orderId}?fields=id,customer_id`, { headers: admin })
  return { orderId, customerId: order.customer_id }
}

describe("the Riverty customers, customer account and claims admin", () => {
  let store
  let chromium
  let page

  beforeAll(async () => {
    store = await startDevStore()
    chromium = await launchChromium()
    const context = chromium.browser.contexts()[0] ?? (await chromium.browser.newContext())
    page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 1000 })
  })

  afterAll(async () => {
    await chromium?.close()
    await store?.stop()
    writeShots()
  })

  it("shows each page and the customer block with the emulator's data, and reconciles an order", async () => {
    const { orderId, customerId } = await rivertyOrder(store)
    try {
      await walkThrough(orderId, customerId)
    } catch (error) {
      const image = await page.screenshot().catch(() => undefined)
      if (image) shots.set("failure.png", image)
      throw error
    }
  })

  async function walkThrough(orderId, customerId) {
    await page.goto(`${store.url}/app/login`, { timeout: 180000 })
    await page.locator('input[name="email"]').fill(store.admin.email, { timeout: 180000 })
    await page.locator('input[name="password"]').fill(store.admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.includes("/login"), { timeout: 60000 })

    // The order: Reconcile now compares Medusa with the emulator's order, in words.
    await page.goto(`${store.url}/app/orders/${orderId}`)
    const panel = page.getByTestId("riverty-panel")
    await panel.getByText(/Order number at Riverty/).waitFor({ timeout: 120000 })
    const reconcile = panel.getByRole("region", { name: "Reconciliation" })
    // After a panel action Medusa's own order sections load the order again (the dashboard's
    // QueryClient is the widget's): its order request is sent anew.
    const medusaOrderReloaded = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/admin/orders/${orderId}`) && request.method() === "GET", {
      timeout: 60000,
    })
    await reconcile.getByRole("button", { name: "Reconcile now" }).click()
    const result = reconcile.getByTestId("reconcile-result")
    await result.waitFor({ timeout: 60000 })
    await medusaOrderReloaded
    expect(await result.textContent()).toMatch(/Medusa and Riverty (agree: authorized €|differ on)/)
    await panel.getByRole("region", { name: "Debt collection claim" }).getByLabel("Claim number").waitFor()
    await reconcile.scrollIntoViewIfNeeded()
    shots.set("order-reconcile.png", await page.screenshot())

    // Medusa's customer page: the Riverty block with the customer number and the order.
    await page.goto(`${store.url}/app/customers/${customerId}`)
    const block = page.getByTestId("riverty-customer-panel")
    await block.getByText(/^customer /).waitFor({ timeout: 120000 })
    await block.getByRole("row").filter({ hasText: "invoice" }).first().waitFor()
    await block.scrollIntoViewIfNeeded()
    shots.set("customer-widget.png", await page.screenshot())

    // Settings › Riverty › Customers: the emulator's seeded records, one viewed.
    await page.goto(`${store.url}/app/settings/riverty/customers`)
    await page.getByLabel("Search for").fill("C-000", { timeout: 120000 })
    await page.getByLabel("In column").selectOption("customerNumber")
    await page.getByLabel("Order").selectOption("asc")
    await page.getByRole("button", { name: "Search" }).click()
    const search = page.getByTestId("customer-search")
    await search.getByText(/^Page 1 of \d+ · \d+ customers$/).waitFor({ timeout: 60000 })
    await search.getByRole("button", { name: "View" }).first().click()
    await page.getByTestId("customer-record").getByText("customerNumber").waitFor({ timeout: 60000 })
    shots.set("customers.png", await page.screenshot())

    // Settings › Riverty › Customer account: an account found by identification number.
    await page.goto(`${store.url}/app/settings/riverty/customer-account`)
    const find = page.getByTestId("account-find")
    await find.getByLabel("Identification number").fill("800101-1231", { timeout: 120000 })
    await find.getByLabel("Country").selectOption("SE")
    await find.getByRole("button", { name: "Find account" }).click()
    await find.getByText("accountNumber").first().waitFor({ timeout: 60000 })
    // A refused credit application: the error is under the field it names.
    await page.getByTestId("credit-application").getByRole("button", { name: "Apply" }).click()
    await page.getByTestId("credit-application").getByRole("alert").first().waitFor({ timeout: 60000 })
    await find.scrollIntoViewIfNeeded()
    shots.set("customer-account.png", await page.screenshot())

    // Settings › Riverty › Claims: a seeded claim's invoices, second page.
    await page.goto(`${store.url}/app/settings/riverty/claims`)
    await page.getByLabel("Claim number").fill("CLM-10001", { timeout: 120000 })
    await page.getByRole("button", { name: "Show invoices" }).click()
    const invoices = page.getByTestId("claim-invoices")
    await invoices.getByText(/^Page 1 of \d+/).waitFor({ timeout: 60000 })
    await invoices.getByRole("button", { name: "Next" }).click()
    await invoices.getByText(/^Page 2 of \d+/).waitFor({ timeout: 60000 })
    shots.set("claims.png", await page.screenshot())
  }
})
