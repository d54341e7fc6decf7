// The real admin of the development store in Chromium: log in, open an order paid with Riverty,
// see the panel, create a return order through the form and watch it become accepted.
const fs = require("node:fs")
const path = require("node:path")
const { launchChromium } = require("./chromium")
const { api, invoicedRivertyOrder } = require("./admin-orders")
const { startDevStore } = require("./dev-store")

jest.setTimeout(15 * 60 * 1000)

const ARTIFACTS = path.join(__dirname, "..", "..", "test-artifacts")

// `medusa develop` reloads on any new file in the project, test-artifacts included: screenshots
// are kept in memory and written once the store is no longer needed.
const shots = new Map()
function writeShots() {
  for (const [name, image] of shots) fs.writeFileSync(path.join(ARTIFACTS, name), image)
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
