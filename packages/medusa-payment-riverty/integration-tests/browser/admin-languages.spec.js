// The real admin of the development store in Chromium with the admin user's language set to German
// and to Swedish (Medusa's admin keeps it in the `lng` cookie and localStorage, as its profile page
// does): the Riverty panel of an order with a capture and a refund, the return-order drawer and
// every Riverty settings page show no English text of ours, and the language's texts instead.
// German screenshots go to test-artifacts/riverty-languages/ for docs/admin.md.
const fs = require("node:fs")
const path = require("node:path")
const { launchChromium } = require("./chromium")
const { englishIn, patternIn, textOf } = require("./admin-catalogue")
const { api, eventually, invoicedRivertyOrder } = require("./admin-orders")
const { startDevStore } = require("./dev-store")

jest.setTimeout(20 * 60 * 1000)

const ARTIFACTS = path.join(__dirname, "..", "..", "test-artifacts", "riverty-languages")
const SETTINGS_PAGES = ["connection", "merchants", "subscriptions", "customers", "customer-account", "claims"]

// `medusa develop` reloads on any new file in the project, test-artifacts included: screenshots
// are kept in memory and written once the store is no longer needed.
const shots = new Map()
function writeShots() {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  for (const [name, image] of shots) fs.writeFileSync(path.join(ARTIFACTS, name), image)
  console.log(`Riverty admin language screenshots: ${ARTIFACTS}`)
}

/** Every text the user reads under the element: its text nodes, and the labels and placeholders of its elements. */
async function textsUnder(locator) {
  return locator.evaluate((root) => {
    const texts = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const style = node.parentElement && getComputedStyle(node.parentElement)
      if (style && style.display !== "none" && style.visibility !== "hidden" && node.textContent.trim()) texts.push(node.textContent.trim())
    }
    for (const element of root.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name)
        if (value && value.trim()) texts.push(value.trim())
      }
    }
    return texts
  })
}

describe("the Riverty admin in the admin user's language", () => {
  let store
  let chromium
  let context
  let page
  let orderId

  beforeAll(async () => {
    store = await startDevStore()
    chromium = await launchChromium()
    context = chromium.browser.contexts()[0] ?? (await chromium.browser.newContext())
    page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 1000 })
    // An invoice captured in full, then part of it refunded through Medusa (a credit note at Riverty).
    ;({ orderId } = await invoicedRivertyOrder(store))
    const { token } = await api(store, "POST", "/auth/user/emailpass", { body: store.admin })
    const admin = { authorization: `Bearer ${token}` }
    const { order } = await api(store, "GET", `/admin/orders/${orderId}?fields=*payment_collections.payments`, { headers: admin })
    const payment = order.payment_collections[0].payments[0]
    await api(store, "POST", `/admin/payments/${payment.id}/refund`, { headers: admin, body: { amount: 10 } })
    await eventually(async () => {
      const { riverty } = await api(store, "GET", `/admin/riverty/orders/${orderId}`, { headers: admin })
      return riverty.refunds.length === 1
    }, "the refund at Riverty")

    // The dev admin compiles on first visit; give it time.
    await page.goto(`${store.url}/app/login`, { timeout: 180000 })
    await page.locator('input[name="email"]').fill(store.admin.email, { timeout: 180000 })
    await page.locator('input[name="password"]').fill(store.admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.includes("/login"), { timeout: 60000 })
  })

  afterAll(async () => {
    await chromium?.close()
    await store?.stop()
    writeShots()
  })

  /** The admin user's language as Medusa's profile page stores it (i18next's `lng` cookie and localStorage). */
  async function chooseLanguage(language) {
    await context.addCookies([{ name: "lng", value: language, url: store.url }])
    await page.evaluate((lng) => localStorage.setItem("lng", lng), language)
  }

  async function expectInLanguage(language, where, locator) {
    const shown = await textsUnder(locator)
    expect({ where, english: englishIn(language, shown) }).toEqual({ where, english: [] })
    return shown
  }

  it.each(["de", "sv"])("shows the order panel, the return-order drawer and the settings pages in %s", async (language) => {
    const t = (key, values) => textOf(language, key, values)
    try {
      await chooseLanguage(language)
      await page.goto(`${store.url}/app/orders/${orderId}`)
      const panel = page.getByTestId("riverty-panel")
      await panel.getByText(t("riverty.captures.title"), { exact: true }).waitFor({ timeout: 120000 })
      await panel.getByText(t("riverty.movements.title"), { exact: true }).waitFor()
      // The refund and the capture, each in the language's words.
      const refund = panel.getByText(patternIn(language, "riverty.movements.refund")).or(panel.getByText(patternIn(language, "riverty.movements.refundWithCreditNote")))
      await refund.first().waitFor()
      await panel.getByText(patternIn(language, "riverty.captures.captureWithInvoice")).first().waitFor()
      await panel.getByRole("button", { name: t("riverty.panel.captureLines") }).waitFor()
      await panel.getByRole("button", { name: t("riverty.panel.voidRemainder") }).waitFor()
      // Money in the admin's locale: a German or Swedish amount has a decimal comma.
      await panel.getByText(/\d,\d{2}\s?(€|kr)|€\s?\d+,\d{2}/).first().waitFor()
      await expectInLanguage(language, "order panel", panel)
      await panel.scrollIntoViewIfNeeded()
      if (language === "de") shots.set("order-panel-de.png", await panel.screenshot())

      await panel.getByRole("button", { name: t("riverty.returnOrders.create") }).click()
      const drawer = page.getByRole("dialog", { name: t("riverty.returnOrders.create") })
      await drawer.waitFor()
      await drawer.getByLabel(t("riverty.returnDrawer.returnDate")).waitFor()
      // A mistake in the form is explained in the language too.
      await drawer.getByRole("button", { name: t("riverty.returnDrawer.submit") }).click()
      await drawer.getByText(t("riverty.returnDrawer.error.chooseLine")).waitFor()
      await expectInLanguage(language, "return-order drawer", drawer)
      if (language === "de") shots.set("return-order-drawer-de.png", await page.screenshot())
      await drawer.getByRole("button", { name: t("riverty.common.cancel") }).click()
      await drawer.waitFor({ state: "hidden" })

      for (const settings of SETTINGS_PAGES) {
        await page.goto(`${store.url}/app/settings/riverty/${settings}`)
        const content = page.getByTestId("riverty-settings-page")
        await content.getByRole("navigation", { name: t("riverty.settings.navigation") }).waitFor({ timeout: 60000 })
        await content.getByRole("heading", { level: 1 }).waitFor()
        if (settings === "connection") {
          await content.getByRole("button", { name: t("riverty.connection.test") }).click()
          await content.getByText(patternIn(language, "riverty.connection.passed")).waitFor({ timeout: 60000 })
          await content.getByText(t("riverty.inbox.title"), { exact: true }).waitFor()
        }
        await expectInLanguage(language, `settings page ${settings}`, content)
        if (language === "de" && settings === "connection") shots.set("settings-connection-de.png", await page.screenshot({ fullPage: true }))
      }
    } catch (error) {
      // What the browser showed when it went wrong, for the person reading the failure.
      const image = await page.screenshot({ fullPage: true }).catch(() => undefined)
      if (image) shots.set(`failure-${language}.png`, image)
      throw error
    }
  })
})
