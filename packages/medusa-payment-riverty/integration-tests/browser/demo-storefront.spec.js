// The demo storefront (packages/demo/storefront, React with the storefront kit's components) in
// Chromium against the development store and the emulator: the purchases a shopper makes, each
// ending in an order Riverty authorized. The page's Riverty parts are the kit's components, so the
// steps find them by role, label and their `riverty-<part>` classes, as a starter's page has them.
// The page speaks the language of the shopper's country: every label a step looks for is read from
// the kit's or the demo's catalogue in that language (./page-language.js), and the purchases in
// Germany, the Netherlands and Sweden check the whole Riverty step against the catalogue.
// The emulator's personas decide the outcome (packages/riverty-emulator/README.md): an ordinary
// name is accepted, a birth date under 18 is rejected, "StrongCustomerAuthentication" gets the hosted page.
const fs = require("node:fs")
const path = require("node:path")
const { methodWords } = require("riverty-emulator/domain/texts/method-texts")
const { refusalText } = require("riverty-emulator/domain/texts/refusal-texts")
const { launchChromium } = require("./chromium")
const { startDevStore } = require("./dev-store")
const { englishIn, notInLanguage, patternOf, shownTexts, textsIn } = require("./page-language")

jest.setTimeout(15 * 60 * 1000)

const SHOTS = path.join(__dirname, "..", "..", "test-artifacts", "demo-storefront")

// `medusa develop` reloads on any new file in the project: screenshots are kept in memory and
// written once the store has stopped.
const shots = new Map()
function writeShots() {
  fs.rmSync(SHOTS, { recursive: true, force: true })
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const [name, image] of shots) fs.writeFileSync(path.join(SHOTS, name), image)
  console.log(`Screenshots of the demo storefront: ${SHOTS}`)
}

const ADULT = "1980-04-01"
const UNDERAGE = `${new Date().getUTCFullYear() - 10}-06-15`
const IBAN = "DE89370400440532013000"

// The markets the language purchases prove: the country the shopper picks, the locale the page
// speaks (chosen in the shop where the country has two), the page's language (the catalogues'
// code), an amount's shape in that locale, and the conversationLanguage Riverty gets.
const MARKETS = {
  de: { country: "de", locale: "de-DE", language: "de", amount: /^\d{1,3}(\.\d{3})*,\d{2} €$/, riverty: "DE" },
  nl: { country: "nl", locale: "nl-NL", language: "nl", amount: /^€ \d{1,3}(\.\d{3})*,\d{2}$/, riverty: "NL" },
  se: { country: "se", locale: "sv-SE", language: "sv", amount: /^\d{1,3}( \d{3})*,\d{2} kr$/, riverty: "SV" },
  at: { country: "at", locale: "de-AT", language: "de", amount: /^€ \d{1,3}(\.\d{3})*,\d{2}$/, riverty: "DE" },
  "ch-de": { country: "ch", locale: "de-CH", language: "de", amount: /^CHF \d{1,3}(’\d{3})*\.\d{2}$/, riverty: "DE" },
  "ch-fr": { country: "ch", locale: "fr-CH", language: "fr", amount: /^\d{1,3}( \d{3})*[.,]\d{2} CHF$/, riverty: "FR" },
  "be-nl": { country: "be", locale: "nl-BE", language: "nl", amount: /^€ \d{1,3}(\.\d{3})*,\d{2}$/, riverty: "NL" },
  "be-fr": { country: "be", locale: "fr-BE", language: "fr", amount: /^\d{1,3}( \d{3})*,\d{2} €$/, riverty: "FR" },
  no: { country: "no", locale: "nb-NO", language: "nb", amount: /^\d{1,3}( \d{3})*,\d{2} kr$/, riverty: "NO" },
  fi: { country: "fi", locale: "fi-FI", language: "fi", amount: /^\d{1,3}( \d{3})*,\d{2} €$/, riverty: "FI" },
  dk: { country: "dk", locale: "da-DK", language: "da", amount: /^\d{1,3}(\.\d{3})*,\d{2} kr\.$/, riverty: "DA" },
}
/** A country's market in `locale`, else in its first (default) locale. */
const marketIn = (country, locale) => Object.values(MARKETS).find((m) => m.country === country && (!locale || m.locale === locale))

// Riverty's own words in the Riverty step (the methods' titles and tag lines, their legal texts, a
// refusal's reason) and the data a lookup confirmed: not the page's catalogue; each purchase checks
// them against what the emulator says in the language.
const RIVERTY_WORDS = ".riverty-methodLabel > strong, .riverty-tag, .riverty-legalText, .riverty-message, [data-testid=lookup-billing]"

/** Spaces of any width (Intl writes no-break ones) read as one. */
const spaced = (text) => text.replace(/\s+/gu, " ").trim()

const germanBuyer = (firstName, overrides = {}) => ({
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: "Mustermann",
  street: "Hauptstraße 5",
  postalCode: "10115",
  city: "Berlin",
  country: "de",
  phone: "+4917612345678",
  ...overrides,
})

describe("the demo storefront", () => {
  let store
  let chromium
  let context
  let page
  let sessionData
  // The page's texts in the language of the purchase's country (addToCart sets it).
  let T

  beforeAll(async () => {
    store = await startDevStore()
    chromium = await launchChromium()
    await warmUp()
  })

  // The first page of a freshly started store and storefront is slow (code loaded on first use,
  // slower still on a loaded CI machine, where it once outlasted the purchases' 30 s steps). One
  // visit here, with minutes to spare, keeps that wait out of the purchases.
  async function warmUp() {
    const warm = await chromium.browser.newContext()
    try {
      const first = await warm.newPage()
      await first.goto(`${store.storefrontUrl}/`, { timeout: 180000 })
      await first.locator("#country").waitFor({ timeout: 180000 })
      await first.getByTestId("product").first().waitFor({ timeout: 180000 })
      await first.locator(".riverty-teaserText").first().waitFor({ timeout: 180000 })
    } finally {
      await warm.close()
    }
  }

  afterAll(async () => {
    await chromium?.close()
    await store?.stop()
    writeShots()
  })

  // Each purchase in a fresh context: no cart left in local storage from the one before.
  beforeEach(async () => {
    context = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } })
    page = await context.newPage()
    sessionData = []
    // A fresh context shows the shop's first country, Germany, in German.
    T = textsIn("de")
    // What the page sends as payment session data (js-sdk's initiatePaymentSession), in order.
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/store\/payment-collections\/[^/]+\/payment-sessions$/.test(new URL(request.url()).pathname)) {
        sessionData.push(request.postDataJSON()?.data ?? {})
      }
    })
  })

  afterEach(async () => {
    await context?.close()
  })

  /** A purchase; when it fails, what the browser showed is kept as failure-<name>.png. */
  function purchase(name, walk) {
    it(name, async () => {
      try {
        await walk()
      } catch (error) {
        const image = await page.screenshot({ fullPage: true }).catch(() => undefined)
        if (image) shots.set(`failure-${name.replace(/\W+/g, "-").slice(0, 60)}.png`, image)
        throw error
      }
    })
  }

  async function api(method, route, { body, headers = {} } = {}) {
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

  /** The order as the admin's Riverty panel reads it: it exists and Riverty authorized it. */
  async function rivertyOrder(orderId) {
    const { token } = await api("POST", "/auth/user/emailpass", { body: store.admin })
    const { riverty: orderAtRiverty } = await api("GET", `/admin/riverty/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
    return orderAtRiverty
  }

  /** The order as the emulator keeps it: what Riverty's authorize carried. */
  async function emulatorOrder(orderNumber) {
    const response = await fetch(`${store.emulator.url}/_emulator/orders/${encodeURIComponent(orderNumber)}`)
    if (!response.ok) throw new Error(`the emulator has no order ${orderNumber} (${response.status})`)
    return response.json()
  }

  async function expectAuthorized(orderId, method) {
    const orderAtRiverty = await rivertyOrder(orderId)
    expect(orderAtRiverty).toMatchObject({ order_id: orderId, method, status: "Accepted" })
    expect(orderAtRiverty.authorized_amount).toBeGreaterThan(0)
    return orderAtRiverty
  }

  /**
   * Shows the shop in `country` (chosen in "Deliver to" unless shown already), in `locale` where the
   * country has two (chosen in its language menu); from then on the page speaks its language.
   */
  async function showShopIn(country, locale) {
    await page.goto(`${store.storefrontUrl}/`)
    const countries = page.locator("#country")
    await countries.waitFor()
    // Each choice reloads the page in the new language: wait for the new page before going on.
    if ((await countries.inputValue()) !== country) await Promise.all([page.waitForEvent("load"), countries.selectOption(country)])
    // Only a country with two languages has the menu.
    if (locale && Object.values(MARKETS).filter((m) => m.country === country).length > 1) {
      const languages = page.locator("#language")
      if ((await languages.inputValue()) !== locale) await Promise.all([page.waitForEvent("load"), languages.selectOption(locale)])
    }
    T = textsIn(marketIn(country, locale)?.language ?? "de")
    await page.getByLabel(T("shop.deliverTo"), { exact: true }).waitFor()
  }

  async function goToCheckout() {
    await page.getByTestId("cart").getByRole("button", { name: T("cart.checkout") }).click()
    await page.waitForURL(/\/checkout$/)
  }

  async function addToCart(country = "de", locale = undefined) {
    await showShopIn(country, locale)
    const product = page.getByTestId("product").filter({ hasText: "Rain Jacket" })
    await product.getByRole("button", { name: T("shop.addToCart") }).click()
    await product.getByText(T("shop.added")).waitFor()
    await goToCheckout()
  }

  /** The cart as the store keeps it (the id the page stored). */
  async function storeCart() {
    const cartId = await page.evaluate(() => localStorage.getItem("riverty-demo-cart"))
    const { cart } = await api("GET", `/store/carts/${cartId}?fields=locale,*shipping_address`, { headers: { "x-publishable-api-key": store.seed.publishable_key } })
    return cart
  }

  /** The address form's fields by their labels in the page's language. */
  const addressField = (label) => page.getByTestId("address-form").getByLabel(label, { exact: true })

  async function fillAddress(buyer, { acceptCorrection = true } = {}) {
    await addressField(T("form.email")).fill(buyer.email)
    await addressField(T("form.firstName")).fill(buyer.firstName)
    await addressField(T("form.lastName")).fill(buyer.lastName)
    if (buyer.company) await addressField(T("field.optional", { label: T("field.company_name") })).fill(buyer.company)
    await addressField(T("form.street")).fill(buyer.street)
    await addressField(T("lookup.postal_code")).fill(buyer.postalCode)
    await addressField(T("form.city")).fill(buyer.city)
    await addressField(T("form.country")).selectOption(buyer.country)
    await addressField(T("field.phone")).fill(buyer.phone)
    await page.getByTestId("address-form").getByRole("button", { name: T("form.toShipping") }).click()
    // The kit's RivertyAddressCheck: "Did you mean this address?" when Riverty writes it otherwise.
    const correction = page.getByRole("group", { name: T("address.label") })
    const shipping = page.getByTestId("shipping-form")
    await correction.or(shipping).first().waitFor()
    if (await correction.isVisible()) {
      await correction.getByRole("button", { name: acceptCorrection ? T("address.use") : T("address.keep") }).click()
    }
    await shipping.waitFor()
  }

  async function chooseShipping() {
    await page.getByTestId("shipping-form").getByRole("button", { name: T("shipping.toPayment") }).click()
    await page.locator(".riverty-method").first().waitFor()
  }

  // The radio of each method carries its provider id, pp_<identifier>_<id>: direct debit and invoice
  // may share Riverty's title, their providers never.
  const PROVIDERS = { invoice: "riverty-invoice", installments: "riverty-installments", direct_debit: "riverty-direct-debit", b2b_invoice: "riverty-b2b-invoice" }
  const methodBox = (method) => page.locator(".riverty-method").filter({ has: page.locator(`input[name="riverty_method"][value^="pp_${PROVIDERS[method]}_"]`) })

  /** Selects a method in the kit's list and fills its fields (by label); returns its details. */
  async function chooseMethod(method, fields = {}) {
    const box = methodBox(method)
    await box.locator('input[name="riverty_method"]').check()
    const details = box.locator(".riverty-details")
    await details.waitFor()
    await fillFields(details, fields)
    return details
  }

  async function fillFields(details, fields) {
    for (const [label, value] of Object.entries(fields)) {
      const input = details.getByLabel(label)
      if ((await input.evaluate((el) => el.tagName)) === "SELECT") await input.selectOption(value)
      else await input.fill(value)
    }
  }

  /** Fills what the method asks of these (the fields differ by country and offer); leaves the others. */
  async function fillIfAsked(details, fields) {
    for (const [label, value] of Object.entries(fields)) {
      const input = details.getByLabel(label, { exact: false })
      if (await input.count()) await input.first().fill(value)
    }
  }

  async function acceptConsent(details) {
    const consent = details.locator(".riverty-consentInput")
    if (await consent.count()) await consent.check()
  }

  async function placeOrder() {
    await page.locator(".riverty-placeOrder").getByRole("button", { name: T("order.place") }).click()
  }

  /**
   * The Riverty step speaks the market's language: every text the page shows there (Riverty's
   * words aside) is the kit's or the demo's catalogue text in it, Riverty's words for the invoice
   * are the emulator's in it, and no English text of the kit or the demo shows anywhere on the page.
   */
  async function expectRivertyStepIn(market) {
    const step = page.getByTestId("step-payment")
    const texts = await shownTexts(step, RIVERTY_WORDS)
    expect(notInLanguage(market.language, texts)).toEqual([])
    // Not an empty verdict: the step's own texts are there.
    expect(texts.map(spaced)).toEqual(expect.arrayContaining([T("checkout.payment"), T("payment.person"), T("payment.tracking"), T("order.place")]))
    expect(englishIn(market.language, await shownTexts(page.locator("body")))).toEqual([])
    const words = methodWords("Invoice", market.riverty)
    const label = methodBox("invoice").locator(".riverty-methodLabel")
    await expect(label.locator("strong").textContent()).resolves.toBe(words.title)
    await expect(label.locator(".riverty-tag").textContent()).resolves.toBe(words.tag)
  }

  /** An amount as Intl writes it in the locale: the browser's, whose ICU the page formats with (Node's may be older). */
  async function moneyIn(locale, amount, currency) {
    return spaced(await page.evaluate(([l, a, c]) => new Intl.NumberFormat(l, { style: "currency", currency: c }).format(a), [locale, amount, currency.toUpperCase()]))
  }

  /** The order's total as the step showed it: the amount in the market's locale, of the market's shape. */
  async function expectMoneyIn(market, shown, order) {
    expect(spaced(shown)).toBe(await moneyIn(market.locale, order.total, order.currency_code))
    expect(spaced(shown)).toMatch(market.amount)
  }

  /** The order through the admin API. */
  async function adminOrder(orderId, fields) {
    const { token } = await api("POST", "/auth/user/emailpass", { body: store.admin })
    const { order } = await api("GET", `/admin/orders/${orderId}?fields=${fields}`, { headers: { authorization: `Bearer ${token}` } })
    return order
  }

  /** Waits for the browser to reach `url`; a timeout names what the page said instead (its alerts). */
  async function reach(url, what) {
    try {
      await page.waitForURL(url, { timeout: 120000 })
    } catch (error) {
      const alerts = await page.getByRole("alert").allTextContents().catch(() => [])
      throw new Error(`${what}: ${error.message.split("\n")[0]}; the page's alerts: ${JSON.stringify(alerts)}`)
    }
  }

  const onHostedPage = (url) => url.href.startsWith(`${store.emulator.url}/hosted-checkout/`)

  async function confirmedOrderId() {
    await reach(/\/order\/confirmed\?order_id=/, "the confirmation")
    await page.getByTestId("order-confirmation").waitFor()
    return (await page.getByTestId("order-id").textContent()).trim()
  }

  purchase("in Germany, in German: an invoice purchase with the teaser, the address correction on the order, amounts in de-DE, no tracking without consent", async () => {
    const market = MARKETS.de
    await showShopIn("de")
    // On-site messaging under the jacket's price (89,95 € in Germany): "oder n × x mit Riverty".
    const teaser = page.getByTestId("product").filter({ hasText: "Rain Jacket" }).locator(".riverty-teaserText")
    await teaser.getByText(patternOf(T("teaser.text"))).waitFor()
    const teaserAmount = patternOf(T("teaser.text")).exec(spaced(await teaser.textContent()))[2]
    expect(teaserAmount).toMatch(market.amount)
    shots.set("1-product-teaser.png", await page.screenshot())

    const product = page.getByTestId("product").filter({ hasText: "Rain Jacket" })
    await product.getByRole("button", { name: T("shop.addToCart") }).click()
    await product.getByText(T("shop.added")).waitFor()
    await goToCheckout()
    // Riverty corrects the abbreviated street and the town of the postal code.
    const buyer = germanBuyer("Erika", { street: "Friedrichstr. 10", postalCode: "10117", city: "berlinn" })
    for (const [label, value] of [
      [T("form.email"), buyer.email],
      [T("form.firstName"), buyer.firstName],
      [T("form.lastName"), buyer.lastName],
      [T("form.street"), buyer.street],
      [T("lookup.postal_code"), buyer.postalCode],
      [T("form.city"), buyer.city],
      [T("field.phone"), buyer.phone],
    ]) {
      await addressField(label).fill(value)
    }
    await page.getByTestId("address-form").getByRole("button", { name: T("form.toShipping") }).click()
    const correction = page.getByRole("group", { name: T("address.label") })
    await correction.waitFor()
    await expect(correction.locator(".riverty-address").innerText()).resolves.toMatch(/Friedrichstraße 10\s+10117 Berlin/)
    expect(notInLanguage(market.language, await shownTexts(correction, ".riverty-address"))).toEqual([])
    shots.set("1-address-correction.png", await page.screenshot())
    await correction.getByRole("button", { name: T("address.use") }).click()
    await page.getByTestId("shipping-form").waitFor()
    // The cart keeps Riverty's form of the address, and the shopper's name with it.
    await expect(page.getByTestId("step-address").textContent()).resolves.toContain("Erika Mustermann, Friedrichstraße 10, 10117 Berlin, DE")
    await chooseShipping()

    // The profile-tracking box starts unticked: without the shopper's consent no id exists.
    await expect(page.getByLabel(T("payment.tracking")).isChecked()).resolves.toBe(false)
    const details = await chooseMethod("invoice", { [T("field.birth_date")]: ADULT })
    await details.locator(".riverty-legalText").or(details.locator(".riverty-legalLinks")).first().waitFor()
    await acceptConsent(details)
    await expectRivertyStepIn(market)
    const total = await page.getByTestId("order-total").textContent()
    shots.set("1-invoice-step.png", await page.screenshot({ fullPage: true }))
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "invoice")
    expect(sessionData).toHaveLength(1)
    expect(sessionData[0]).not.toHaveProperty("profile_tracking_id")
    const authorized = await emulatorOrder(orderAtRiverty.order_number)
    expect(authorized.customer.riskData?.profileTrackingId).toBeUndefined()
    // The cart's locale reached Riverty as the conversation language.
    expect(authorized.customer.conversationLanguage).toBe(market.riverty)
    // The order ships to the address Riverty corrected, and its total showed in de-DE.
    const order = await adminOrder(orderId, "total,currency_code,*shipping_address")
    expect(order.shipping_address).toMatchObject({ address_1: "Friedrichstraße 10", postal_code: "10117", city: "Berlin", country_code: "de" })
    await expectMoneyIn(market, total, order)
    await expect(page.getByTestId("order-total").textContent()).resolves.toBe(total)
    expect(englishIn(market.language, await shownTexts(page.locator("body")))).toEqual([])
  })

  purchase("in the Netherlands, in Dutch: the shopper moves the cart from Germany, then buys on invoice; amounts in nl-NL", async () => {
    const market = MARKETS.nl
    await addToCart("de")
    await expect(storeCart()).resolves.toMatchObject({ locale: "de-DE", shipping_address: { country_code: "de" } })
    // Back in the shop, the shopper delivers to the Netherlands instead: the same cart follows.
    await showShopIn("nl")
    await expect(storeCart()).resolves.toMatchObject({ locale: "nl-NL", shipping_address: { country_code: "nl" } })
    await goToCheckout()
    await expect(addressField(T("form.country")).inputValue()).resolves.toBe("nl")
    await fillAddress({ email: "anna@example.com", firstName: "Anna", lastName: "de Vries", street: "Damrak 1", postalCode: "1012JS", city: "Amsterdam", country: "nl", phone: "+31612345678" })
    await chooseShipping()
    const details = await chooseMethod("invoice")
    await fillIfAsked(details, { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    await expectRivertyStepIn(market)
    const total = await page.getByTestId("order-total").textContent()
    shots.set("9-dutch-invoice-step.png", await page.screenshot({ fullPage: true }))
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "invoice")
    const authorized = await emulatorOrder(orderAtRiverty.order_number)
    expect(authorized.customer.conversationLanguage).toBe(market.riverty)
    await expectMoneyIn(market, total, await adminOrder(orderId, "total,currency_code"))
    expect(englishIn(market.language, await shownTexts(page.locator("body")))).toEqual([])
  })

  purchase("an installment purchase with the chosen plan", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("Ina"))
    await chooseShipping()
    const details = await chooseMethod("installments")
    const sixMonths = details.locator(".riverty-plan").filter({ hasText: /^\s*6 ×/ })
    await sixMonths.getByRole("radio").check()
    const chosenProfile = Number(await sixMonths.getByRole("radio").getAttribute("value"))
    await fillIfAsked(details, { [T("field.birth_date")]: ADULT, [T("field.iban")]: IBAN })
    await acceptConsent(details)
    shots.set("2-installment-plan.png", await page.screenshot({ fullPage: true }))
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "installments")
    // Riverty authorized exactly the plan the shopper picked.
    const authorized = await emulatorOrder(orderAtRiverty.order_number)
    expect(authorized.payment).toMatchObject({ type: "Installment", installment: { profileNo: chosenProfile } })
  })

  purchase("a direct debit purchase: the IBAN reaches Riverty as the account to debit", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("Dora"))
    await chooseShipping()
    const details = await chooseMethod("direct_debit")
    // The kit checks the IBAN's check digits as the provider does: a typo shows beside the field.
    const iban = details.getByLabel(T("field.iban"))
    await iban.fill("DE89370400440532013001")
    await iban.blur()
    await details.getByText(T("error.iban")).waitFor()
    await iban.fill(IBAN)
    await fillIfAsked(details, { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    shots.set("8-direct-debit.png", await page.screenshot({ fullPage: true }))
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "direct_debit")
    const authorized = await emulatorOrder(orderAtRiverty.order_number)
    expect(authorized.payment).toMatchObject({ type: "Invoice", directDebit: { bankAccount: IBAN } })
  })

  purchase("the profile-tracking consent: ticked, its id reaches Riverty with the authorize", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("Tilda"))
    await chooseShipping()
    const consent = page.getByLabel(T("payment.tracking"))
    await consent.check()
    const details = await chooseMethod("invoice", { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "invoice")
    // The id the page created when the box was ticked went into the session data...
    expect(sessionData).toHaveLength(1)
    const trackingId = sessionData[0].profile_tracking_id
    expect(trackingId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    // ...and Riverty received it as riskData.profileTrackingId.
    const authorized = await emulatorOrder(orderAtRiverty.order_number)
    expect(authorized.customer.riskData).toMatchObject({ profileTrackingId: trackingId })
  })

  purchase("a purchase through Riverty's hosted page and back through the return route", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("StrongCustomerAuthentication"))
    await chooseShipping()
    const details = await chooseMethod("invoice", { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    await placeOrder()
    await reach(onHostedPage, "Riverty's hosted page")
    shots.set("3-hosted-page.png", await page.screenshot({ fullPage: true }))
    await page.getByRole("button", { name: "Akzeptieren" }).click()
    const orderId = await confirmedOrderId()
    shots.set("3-confirmation.png", await page.screenshot({ fullPage: true }))
    await expectAuthorized(orderId, "invoice")
  })

  purchase("a purchase cancelled on the hosted page: back at checkout with the reason, then paid", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("StrongCustomerAuthentication"))
    await chooseShipping()
    let details = await chooseMethod("invoice", { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    await placeOrder()
    await reach(onHostedPage, "Riverty's hosted page")
    await page.getByRole("button", { name: "Abbrechen" }).click()
    // The return route sends the browser back to the checkout with the reason; the cart is still there.
    await reach(/\/checkout\?riverty_error=cancelled/, "the checkout with the reason")
    const message = page.locator(".riverty-message")
    await message.waitFor()
    await expect(message.textContent()).resolves.toBe(T("return.cancelled"))
    await page.locator(".riverty-method").first().waitFor()
    shots.set("7-back-at-checkout.png", await page.screenshot({ fullPage: true }))

    details = await chooseMethod("invoice", { [T("field.birth_date")]: ADULT })
    await acceptConsent(details)
    await placeOrder()
    await reach(onHostedPage, "Riverty's hosted page, the second time")
    await page.getByRole("button", { name: "Akzeptieren" }).click()
    const orderId = await confirmedOrderId()
    await expectAuthorized(orderId, "invoice")
  })

  purchase("a Nordic purchase, in Swedish: the customer looked up by identity number, masked, then confirmed; amounts in sv-SE", async () => {
    const market = MARKETS.se
    // What only the lookup knows of Sven (the emulator's registry): street number 12 and his mobile.
    const revealed = ["Drottninggatan 12", "+46701234567", "46701234567"]
    await addToCart("se")
    await fillAddress({
      email: "sven@example.com",
      firstName: "Sven",
      lastName: "Svensson",
      street: "Drottninggatan 1",
      postalCode: "11151",
      city: "Stockholm",
      country: "se",
      phone: "+4681234567",
    })
    await chooseShipping()
    const lookup = page.getByRole("group", { name: T("lookup.label") })
    await lookup.getByLabel(T("lookup.identification_number")).fill("800101-1231")
    await lookup.getByRole("button", { name: T("lookup.search") }).click()
    const result = lookup.locator(".riverty-result")
    await result.waitFor()
    // A guest sees only masked data before confirming.
    await expect(result.textContent()).resolves.toContain("*")
    await expect(result.textContent()).resolves.not.toContain("Svensson")
    shots.set("4-lookup-masked.png", await page.screenshot({ fullPage: true }))
    await result.getByRole("button", { name: T("lookup.confirm") }).click()
    await page.locator(".riverty-confirmed").waitFor()
    // ...and after confirming: the cart's billing address is the masked address Riverty has on file.
    await expect(page.getByTestId("lookup-billing").textContent()).resolves.toMatch(/^S\*+ S\*+, D\*+ .*, \*+51 S\*+$/)
    shots.set("4-lookup-confirmed-masked.png", await page.screenshot({ fullPage: true }))
    const details = await chooseMethod("invoice")
    await fillIfAsked(details, { [T("field.birth_date")]: "1980-01-01" })
    // The identity number the shopper was looked up by fills the field Sweden requires.
    await expect(details.getByLabel(T("field.identification_number")).inputValue()).resolves.toBe("800101-1231")
    const before = await page.content()
    for (const secret of revealed) expect(before).not.toContain(secret)
    await acceptConsent(details)
    await expectRivertyStepIn(market)
    const total = await page.getByTestId("order-total").textContent()
    await placeOrder()
    const orderId = await confirmedOrderId()
    const orderAtRiverty = await expectAuthorized(orderId, "invoice")
    await expect(emulatorOrder(orderAtRiverty.order_number)).resolves.toMatchObject({ customer: { conversationLanguage: market.riverty } })
    await expectMoneyIn(market, total, await adminOrder(orderId, "total,currency_code"))
    expect(englishIn(market.language, await shownTexts(page.locator("body")))).toEqual([])
    // Riverty authorized: the merchant reads the full address the lookup found in the admin's
    // Riverty view of the order; the order itself (and the confirmation page) keeps the masked one.
    const { token } = await api("POST", "/auth/user/emailpass", { body: store.admin })
    const deadline = Date.now() + 60000
    let lookedUp = null
    while (Date.now() < deadline) {
      const { riverty: orderAtRiverty } = await api("GET", `/admin/riverty/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
      lookedUp = orderAtRiverty?.looked_up_address ?? null
      if (lookedUp) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(lookedUp?.address).toMatchObject({ first_name: "Sven", last_name: "Svensson", address_1: "Drottninggatan 12", phone: "+46701234567" })
    const { order } = await api("GET", `/admin/orders/${orderId}?fields=*billing_address`, { headers: { authorization: `Bearer ${token}` } })
    expect(order.billing_address).toMatchObject({ first_name: "S***", last_name: "S*******" })
    const after = await page.content()
    for (const secret of revealed) expect(after).not.toContain(secret)
  })

  // Invoice in the six other markets, Switzerland and Belgium in both their languages: the address
  // as the country writes it, the identity number where Riverty asks for it (the Nordics), the whole
  // Riverty step in the market's language, Riverty's words in it, amounts in its locale on the step
  // and the confirmation, and no English text of the kit or the demo anywhere.
  const MARKET_BUYERS = [
    ["at", "in Austria, in German", { firstName: "Lena", lastName: "Huber", street: "Kärntner Straße 12", postalCode: "1010", city: "Wien", phone: "+436641234567" }],
    ["ch-de", "in Switzerland, in German", { firstName: "Urs", lastName: "Meier", street: "Bahnhofstrasse 21", postalCode: "8001", city: "Zürich", phone: "+41791234567" }],
    ["ch-fr", "in Switzerland, in French", { firstName: "Chloé", lastName: "Favre", street: "Rue du Rhône 8", postalCode: "1204", city: "Genève", phone: "+41791234568" }],
    ["be-nl", "in Belgium, in Dutch", { firstName: "Lotte", lastName: "Peeters", street: "Meir 50", postalCode: "2000", city: "Antwerpen", phone: "+32470123456" }],
    ["be-fr", "in Belgium, in French", { firstName: "Camille", lastName: "Dubois", street: "Rue Neuve 30", postalCode: "1000", city: "Bruxelles", phone: "+32470123457" }],
    ["no", "in Norway, in Norwegian", { firstName: "Ola", lastName: "Nordmann", street: "Karl Johans gate 5", postalCode: "0154", city: "Oslo", phone: "+4791234567", identificationNumber: "01017012343" }],
    ["fi", "in Finland, in Finnish", { firstName: "Matti", lastName: "Meikäläinen", street: "Mannerheimintie 10", postalCode: "00100", city: "Helsinki", phone: "+358401234567", identificationNumber: "010180-1232" }],
    ["dk", "in Denmark, in Danish", { firstName: "Lars", lastName: "Jensen", street: "Østerbrogade 30", postalCode: "2100", city: "København Ø", phone: "+4520123456", identificationNumber: "0101800008" }],
  ]
  for (const [id, where, { identificationNumber, ...buyer }] of MARKET_BUYERS) {
    const market = MARKETS[id]
    purchase(`${where}: an invoice purchase with no English text, amounts in ${market.locale}`, async () => {
      await addToCart(market.country, market.locale)
      await expect(storeCart()).resolves.toMatchObject({ locale: market.locale, shipping_address: { country_code: market.country } })
      await fillAddress({ email: `${id}-shopper@example.com`, country: market.country, ...buyer })
      await chooseShipping()
      const details = await chooseMethod("invoice")
      const identity = identificationNumber ? { [T("field.identification_number")]: identificationNumber } : {}
      await fillIfAsked(details, { [T("field.birth_date")]: ADULT, ...identity })
      await acceptConsent(details)
      await expectRivertyStepIn(market)
      const total = await page.getByTestId("order-total").textContent()
      shots.set(`10-${id}-invoice-step.png`, await page.screenshot({ fullPage: true }))
      await placeOrder()
      const orderId = await confirmedOrderId()
      const orderAtRiverty = await expectAuthorized(orderId, "invoice")
      const authorized = await emulatorOrder(orderAtRiverty.order_number)
      expect(authorized.customer.conversationLanguage).toBe(market.riverty)
      if (identificationNumber) expect(authorized.customer.identificationNumber).toBe(identificationNumber)
      await expectMoneyIn(market, total, await adminOrder(orderId, "total,currency_code"))
      await expect(page.getByTestId("order-total").textContent()).resolves.toBe(total)
      expect(englishIn(market.language, await shownTexts(page.locator("body")))).toEqual([])
      shots.set(`10-${id}-confirmation.png`, await page.screenshot({ fullPage: true }))
    })
  }

  purchase("a B2B purchase as a company", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("Klaus", { company: "Muster GmbH" }))
    await chooseShipping()
    await page.getByRole("radio", { name: T("payment.company"), exact: true }).check()
    await methodBox("b2b_invoice").waitFor()
    const details = await chooseMethod("b2b_invoice")
    // The company's name comes from the address step.
    await expect(details.getByLabel(T("field.company_name")).inputValue()).resolves.toBe("Muster GmbH")
    await fillIfAsked(details, { [T("field.registration_number")]: "HRB 12345", [T("field.vat_id")]: "DE123456789", [T("field.legal_form")]: "GmbH" })
    await acceptConsent(details)
    shots.set("5-b2b-step.png", await page.screenshot({ fullPage: true }))
    await placeOrder()
    const orderId = await confirmedOrderId()
    await expectAuthorized(orderId, "b2b_invoice")
  })

  purchase("a rejected purchase shows Riverty's message in German as Riverty sent it, and another method then succeeds", async () => {
    await addToCart("de")
    await fillAddress(germanBuyer("Yuna"))
    await chooseShipping()
    const invoice = await chooseMethod("invoice", { [T("field.birth_date")]: UNDERAGE })
    await acceptConsent(invoice)
    await placeOrder()
    const message = page.locator(".riverty-message")
    await message.waitFor({ timeout: 60000 })
    // Riverty's customerFacingMessage in the cart's language, word for word: not the kit's own text for a refusal.
    const rivertySaid = refusalText("underage", MARKETS.de.riverty)
    await expect(message.textContent()).resolves.toBe(rivertySaid)
    expect(rivertySaid).not.toBe(T("refusal.default"))
    // The refused session is final: no method stays chosen, and the reason is shown once.
    expect(await page.locator('input[name="riverty_method"]:checked').count()).toBe(0)
    expect(await page.getByText(rivertySaid).count()).toBe(1)
    shots.set("6-rejected-message.png", await page.screenshot({ fullPage: true }))

    const other = (await methodBox("direct_debit").count()) ? "direct_debit" : "installments"
    const details = await chooseMethod(other)
    if (other === "installments") await details.locator(".riverty-plan").first().getByRole("radio").check()
    await fillIfAsked(details, { [T("field.birth_date")]: ADULT, [T("field.iban")]: IBAN })
    await acceptConsent(details)
    await placeOrder()
    const orderId = await confirmedOrderId()
    await expectAuthorized(orderId, other)
  })
})
