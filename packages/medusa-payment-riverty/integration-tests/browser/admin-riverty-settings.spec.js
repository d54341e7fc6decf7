// The real admin of the development store in Chromium: Settings → Riverty and its Connection,
// Merchants and Subscriptions pages with the emulator's data; the connection test, the merchant
// onboarding form and the partner invoice form are submitted. Screenshots go to
// test-artifacts/riverty-settings/ (the folder is printed) for docs/admin.md.
const fs = require("node:fs")
const path = require("node:path")
const { launchChromium } = require("./chromium")
const { api, invoicedRivertyOrder } = require("./admin-orders")
const { startDevStore } = require("./dev-store")

jest.setTimeout(15 * 60 * 1000)

const ARTIFACTS = path.join(__dirname, "..", "..", "test-artifacts", "riverty-settings")

// `medusa develop` reloads on any new file in the project, test-artifacts included: screenshots
// are kept in memory and written once the store is no longer needed.
const shots = new Map()
function writeShots() {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  for (const [name, image] of shots) fs.writeFileSync(path.join(ARTIFACTS, name), image)
  console.log(`Riverty settings screenshots: ${ARTIFACTS}`)
}

describe("the Riverty settings pages in the real admin", () => {
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

  it("shows the connection, tests it, onboards a merchant and invoices a partner subscription", async () => {
    // An order with its invoice notification, so the inbox has rows.
    await invoicedRivertyOrder(store)
    try {
      await walkThrough()
    } catch (error) {
      // What the browser showed when it went wrong, for the person reading the failure.
      const image = await page.screenshot({ fullPage: true }).catch(() => undefined)
      if (image) shots.set("failure.png", image)
      throw error
    }
  })

  async function walkThrough() {
    // The dev admin compiles on first visit; give it time.
    await page.goto(`${store.url}/app/login`, { timeout: 180000 })
    await page.locator('input[name="email"]').fill(store.admin.email, { timeout: 180000 })
    await page.locator('input[name="password"]').fill(store.admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.includes("/login"), { timeout: 60000 })

    await page.goto(`${store.url}/app/settings/riverty`)
    await page.getByRole("link", { name: /Connection/ }).first().waitFor({ timeout: 120000 })
    shots.set("settings.png", await page.screenshot())

    await page.getByRole("navigation", { name: "Riverty settings" }).getByRole("link", { name: "Connection" }).click()
    await page.waitForURL(/\/settings\/riverty\/connection/)
    const connection = page.getByTestId("riverty-connection")
    await connection.getByText("emulator").first().waitFor({ timeout: 60000 })
    await connection.getByRole("button", { name: "Test connection" }).click()
    const result = page.getByTestId("riverty-connection-test")
    await result.getByText("Connection test passed").waitFor({ timeout: 60000 })
    await result.getByText(/API key:/).first().waitFor()
    const inbox = page.getByTestId("riverty-notifications")
    await inbox.getByText("Invoice created").first().waitFor({ timeout: 30000 })
    await inbox.getByLabel("Status").selectOption("processed")
    await inbox.getByText("Invoice created").first().waitFor()
    shots.set("connection.png", await page.screenshot())
    await page.getByTestId("riverty-follow-ups").scrollIntoViewIfNeeded()
    shots.set("connection-inbox.png", await page.screenshot())

    await page.getByRole("navigation", { name: "Riverty settings" }).getByRole("link", { name: "Merchants" }).click()
    const form = page.getByRole("form", { name: "Onboard a merchant" })
    await form.waitFor()
    const fill = (label, value) => form.getByLabel(label, { exact: true }).fill(value)
    await fill("Legal name", "Berg Outdoor GmbH")
    await fill("Company registration number", "HRB 12345")
    await fill("Street", "Hauptstrasse")
    await fill("House number", "5")
    await fill("Postal code", "10115")
    await fill("City", "Berlin")
    await fill("Country", "DE")
    await fill("Contact first name", "Mia")
    await fill("Contact last name", "Berg")
    await fill("Contact email", "mia@shop.example")
    await fill("Shop name", "Berg Outdoor")
    await fill("Shop URL", "https://berg.example")
    await fill("Market country", "DE")
    await fill("Industry code", "5699")
    await fill("Industry code standard", "Mcc")
    await fill("Operations first name", "Mia")
    await fill("Operations last name", "Berg")
    await fill("Operations email", "mia@shop.example")
    await fill("Partner reference", "partner-browser-1")
    await fill("Agreement id", "AGR-1")
    await fill("IBAN", "DE89370400440532013001")
    await form.getByRole("button", { name: "Onboard merchant" }).click()
    // Each refusal stands next to its field: the IBAN's check digits and the court registration
    // city a DE merchant needs; with the IBAN fixed, the city is still refused.
    await form.getByText(/not a valid IBAN/).waitFor({ timeout: 30000 })
    await form.getByLabel("IBAN", { exact: true }).scrollIntoViewIfNeeded()
    shots.set("merchants-error.png", await page.screenshot())
    await fill("IBAN", "DE89370400440532013000")
    await form.getByRole("button", { name: "Onboard merchant" }).click()
    await form.getByText(/courtRegistrationCity for a merchant registered in DE/).waitFor({ timeout: 30000 })
    await fill("Court registration city", "Berlin")
    await form.getByRole("button", { name: "Onboard merchant" }).click()
    await form.getByTestId("merchant-onboarded").waitFor({ timeout: 60000 })
    const merchants = page.getByTestId("riverty-merchants")
    await merchants.getByText("partner-browser-1").waitFor()
    await merchants.getByText(/^MRC/).waitFor()
    await page.getByRole("heading", { name: "Riverty merchants" }).scrollIntoViewIfNeeded()
    shots.set("merchants.png", await page.screenshot())

    await page.getByRole("navigation", { name: "Riverty settings" }).getByRole("link", { name: "Subscriptions" }).click()
    const consumptions = page.getByTestId("riverty-consumptions")
    await consumptions.getByLabel("Customer number").fill("C-0002")
    await consumptions.getByLabel("Subscription id (optional)").fill("PSUB-2001")
    const invoice = page.getByTestId("riverty-partner-invoice")
    await invoice.getByLabel("Partner subscription id").fill("PSUB-2001")
    await invoice.getByLabel("Period id").fill("2026-11")
    await invoice.getByLabel("Line 1 Product id").fill("EBIKE-LEASE")
    await invoice.getByLabel("Line 1 Description").fill("E-bike lease, November")
    await invoice.getByLabel("Line 1 Gross amount").fill("59")
    await invoice.getByLabel("Line 1 VAT %").fill("21")
    await invoice.getByRole("button", { name: "Add line" }).click()
    await invoice.getByLabel("Line 2 Description").fill("Theft insurance")
    await invoice.getByLabel("Line 2 Gross amount").fill("six")
    await invoice.getByRole("button", { name: "Create invoice" }).click()
    await invoice.getByText(/expected number/).waitFor({ timeout: 30000 })
    await invoice.getByLabel("Line 2 Gross amount").fill("6,05")
    await invoice.getByLabel("Line 2 VAT %").fill("21")
    await invoice.getByRole("button", { name: "Create invoice" }).click()
    const created = invoice.getByTestId("partner-invoice-created")
    await created.waitFor({ timeout: 60000 })
    const invoiceNumber = /Invoice (\S+) created/.exec(await created.innerText())[1]
    await consumptions.getByRole("button", { name: "Show consumptions" }).click()
    await consumptions.getByText(invoiceNumber).waitFor({ timeout: 30000 })
    const cancellation = page.getByTestId("riverty-cancellation")
    await cancellation.getByLabel("Subscription id").fill("PSUB-2002")
    await cancellation.getByLabel("Cancel on").fill("2026-12-31")
    await cancellation.getByRole("button", { name: "Cancel subscription" }).click()
    await cancellation.getByText(/PSUB-2002.*INACTIVE/).waitFor({ timeout: 30000 })
    shots.set("subscriptions.png", await page.screenshot())
    await cancellation.getByRole("button", { name: "Undo cancellation" }).click()
    await cancellation.getByText(/PSUB-2002.*: ACTIVE/).waitFor({ timeout: 30000 })
    expect(await cancellation.getByText(/INACTIVE/).count()).toBe(0)

    // Riverty refuses every API key: the test says so per key, and the orders list shows the banner.
    await api({ url: store.emulator.url }, "POST", "/_emulator/faults", { body: { method: "GET", path: "/api/v3/version", status: 401, times: 0 } })
    await page.getByRole("navigation", { name: "Riverty settings" }).getByRole("link", { name: "Connection" }).click()
    await page.getByTestId("riverty-connection").getByRole("button", { name: "Test connection" }).click()
    await page.getByTestId("riverty-connection-test").getByText("Connection test failed").waitFor({ timeout: 60000 })
    shots.set("connection-failed.png", await page.screenshot())
    await page.goto(`${store.url}/app/orders`)
    const banner = page.getByTestId("riverty-health-banner")
    await banner.getByText("Riverty needs attention").waitFor({ timeout: 60000 })
    // The list loads after the widget: wait for its row of the order placed above, then the banner again.
    await page.getByText("browser@example.com").first().waitFor({ timeout: 60000 })
    await banner.waitFor()
    await banner.getByText("The API key for DE was refused by Riverty (401)").waitFor()
    shots.set("orders-banner.png", await page.screenshot())
    await api({ url: store.emulator.url }, "DELETE", "/_emulator/faults")
    await banner.getByRole("link", { name: "Open Riverty connection settings" }).click()
    await page.waitForURL(/\/settings\/riverty\/connection/)
  }
})
