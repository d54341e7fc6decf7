// The Riverty payment step: the methods Riverty offers for this cart (title, logo, legal texts,
// consent), the plan picker, the fields each method needs in this country, the Nordic lookup, and
// placing the order: a payment session through js-sdk, then complete, then whatever the session
// asks for next (the hosted page, another method, or the confirmation).
import type { HttpTypes } from "@medusajs/framework/types"
import { fieldsFor, nextStepOf, sessionDataSchema, type RivertyMethodOffer, type StorefrontFieldDescription } from "riverty-storefront"
import { riverty, sdk } from "./config"
import { field, h, messageOf, money, notice, replace } from "./dom"
import { legalText } from "./legal"
import { lookupAvailable, lookupPanel, type LookupResult } from "./lookup"
import { planPicker } from "./plans"
import { CART_FIELDS } from "./cart"
import { localeOf } from "./state"

type Category = "Person" | "Company"

/** Fields the plan picker fills in; they are not asked for as inputs when the method has plans. */
const PLAN_FIELDS = new Set(["installment_profile_no", "number_of_installments"])

export interface RivertyStepOptions {
  /** Shown above the methods, e.g. the customer-facing message after a rejected hosted-page purchase. */
  message?: string
  onOrder: (orderId: string) => void
}

export function rivertyStep(box: HTMLElement, cart: HttpTypes.StoreCart, options: RivertyStepOptions): void {
  const country = String(cart.shipping_address?.country_code ?? "").toLowerCase()
  const locale = localeOf(country)
  const messageBox = h("div", {}, options.message ? notice("error", options.message, "riverty-message") : null)
  const lookupBox = h("div")
  const methodsBox = h("div", { "data-testid": "riverty-methods" }, h("p", { class: "muted" }, "Loading Riverty's payment methods…"))
  let lookup: LookupResult | undefined

  const categoryChoice = (category: Category, label: string) =>
    h(
      "label",
      { class: "choice" },
      h("input", { type: "radio", name: "customer_category", value: category, checked: category === "Person", onchange: () => load(category) }),
      label
    )
  replace(
    box,
    h("h2", {}, "3. Payment with Riverty"),
    messageBox,
    h("div", { class: "segmented", role: "radiogroup", "aria-label": "I am buying as" }, categoryChoice("Person", "Private person"), categoryChoice("Company", "Company")),
    lookupBox,
    methodsBox
  )

  async function load(category: Category): Promise<void> {
    lookup = undefined
    replace(
      lookupBox,
      lookupAvailable(country)
        ? lookupPanel(cart.id, country, category, (result) => {
            lookup = result
            cart = result.cart
          })
        : null
    )
    replace(methodsBox, h("p", { class: "muted" }, "Loading Riverty's payment methods…"))
    try {
      const offer = await riverty.paymentMethods({ cart_id: cart.id, customer_category: category })
      if (!offer.payment_methods.length) {
        replace(methodsBox, notice("warn", offer.customer_facing_message ?? "Riverty offers no payment method for this order.", "riverty-none"))
        return
      }
      replace(methodsBox, ...offer.payment_methods.map((method) => methodChoice(method)))
    } catch (error) {
      replace(methodsBox, notice("error", messageOf(error)))
    }
  }

  function methodChoice(method: RivertyMethodOffer): HTMLElement {
    const details = h("div", { class: "method-details", hidden: true })
    const radio = h("input", { type: "radio", name: "riverty_method", value: method.provider_id })
    const label = h(
      "label",
      { class: "choice", "data-testid": `method-${method.method}` },
      radio,
      h(
        "span",
        {},
        method.logo ? h("img", { src: method.logo, alt: "", onerror: (event: Event) => (event.target as HTMLElement).remove() }) : null,
        " ",
        h("strong", {}, method.title),
        // Direct debit is Riverty's invoice collected by mandate: the same title, told apart here.
        method.method === "direct_debit" && !/debit/i.test(method.title) ? h("span", {}, " by direct debit") : null,
        method.tag ? h("span", { class: "tag" }, method.tag) : null,
        method.consumer_fee_amount ? h("span", { class: "muted" }, ` + ${money(method.consumer_fee_amount, cart.currency_code, locale)} fee`) : null
      )
    )
    radio.addEventListener("change", () => {
      for (const other of Array.from(methodsBox.querySelectorAll<HTMLElement>(".method-details"))) other.hidden = other !== details
      for (const other of Array.from(methodsBox.querySelectorAll<HTMLElement>(".choice"))) other.classList.toggle("selected", other === label)
      details.hidden = false
      if (!details.childElementCount) methodForm(method, details)
    })
    return h("div", {}, label, details)
  }

  function methodForm(method: RivertyMethodOffer, into: HTMLElement): void {
    const plans = method.installment_plans?.length ? planPicker(method.installment_plans, cart.currency_code, locale) : undefined
    // The form for this country and category (a personal identity number in the Nordics, the
    // company's VAT id and legal form in DE, AT and CH...), from the storefront kit.
    const context = { countryCode: country, customerCategory: method.customer_category }
    const inputs = fieldsFor(method.method, context)
      .filter((f) => !(plans && PLAN_FIELDS.has(f.name)))
      .map((f) => fieldInput(f))
    const consent = method.legal.requires_consent ? h("input", { type: "checkbox", name: "riverty_consent", id: `consent-${method.method}` }) : undefined
    const links = [
      method.legal.terms_url ? h("a", { href: method.legal.terms_url, target: "_blank", rel: "noopener noreferrer" }, "Terms and conditions") : null,
      method.legal.privacy_url ? h("a", { href: method.legal.privacy_url, target: "_blank", rel: "noopener noreferrer" }, "Privacy statement") : null,
      method.legal.secci_url ? h("a", { href: method.legal.secci_url, target: "_blank", rel: "noopener noreferrer" }, "Consumer credit information (SECCI)") : null,
    ].filter((link): link is HTMLAnchorElement => !!link)
    const status = h("div")
    const button = h("button", { type: "button" }, "Place order")
    into.append(
      ...[
        plans ? h("div", {}, h("strong", {}, "Choose your plan"), plans.element) : null,
        ...inputs.map((i) => i.element),
        method.legal.text ? legalText(method.legal.text) : null,
        links.length ? h("p", { class: "legal" }, ...links.flatMap((link, i) => (i ? [" · ", link] : [link]))) : null,
        consent
          ? h("label", { class: "consent", for: consent.id }, consent, "I have read and accept Riverty's terms and conditions and privacy statement.")
          : null,
        button,
        status,
      ].filter((node): node is HTMLElement => !!node)
    )
    button.addEventListener("click", async () => {
      replace(status)
      const data: Record<string, unknown> = {}
      for (const input of inputs) {
        const value = input.value()
        if (value !== "") data[input.name] = value
      }
      if (plans) {
        const plan = plans.chosen()
        if (!plan) return replace(status, notice("error", "Please choose an installment plan.", "riverty-field-error"))
        data.installment_profile_no = plan.installmentProfileNumber
        data.number_of_installments = plan.numberOfInstallments
      }
      if (consent && !consent.checked) return replace(status, notice("error", "Please accept Riverty's terms to pay with Riverty.", "riverty-field-error"))
      const checked = sessionDataSchema(method.method, context).safeParse(data)
      if (!checked.success) {
        const issue = checked.error.issues[0]
        return replace(status, notice("error", `${issue.path.join(".") || "data"}: ${issue.message}`, "riverty-field-error"))
      }
      button.disabled = true
      replace(status, h("p", { class: "muted" }, "Asking Riverty…"))
      try {
        await placeOrder(method, checked.data as Record<string, unknown>)
      } catch (error) {
        replace(status, notice("error", messageOf(error)))
      } finally {
        button.disabled = false
      }
    })
  }

  function fieldInput(description: StorefrontFieldDescription): { name: string; element: HTMLElement; value: () => string } {
    const prefill = prefillOf(description.name)
    const control =
      description.input === "select"
        ? h("select", { name: description.name, required: description.required }, h("option", { value: "" }, "—"), ...(description.options ?? []).map((o) => h("option", { value: o.value, selected: o.value === prefill }, o.label)))
        : h("input", { name: description.name, type: description.input, required: description.required, value: prefill })
    const label = description.required ? description.label : `${description.label} (optional)`
    return { name: description.name, element: field(label, control), value: () => control.value.trim() }
  }

  function prefillOf(name: string): string {
    if (name === "identification_number") return lookup?.identification_number ?? ""
    if (name === "registration_number") return lookup?.organization_number ?? ""
    if (name === "company_name") return cart.billing_address?.company ?? cart.shipping_address?.company ?? ""
    if (name === "phone") return cart.billing_address?.phone ?? cart.shipping_address?.phone ?? ""
    return ""
  }

  async function placeOrder(method: RivertyMethodOffer, data: Record<string, unknown>): Promise<void> {
    const { cart: fresh } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS })
    await sdk.store.payment.initiatePaymentSession(fresh, { provider_id: method.provider_id, data })
    // A refusal or a redirect comes back as 400 (not_allowed) or as 200 with the cart: either way
    // the session says what happens next.
    let failure = "The order could not be completed."
    try {
      const completed = await sdk.store.cart.complete(cart.id)
      if (completed.type === "order") return options.onOrder(completed.order.id)
      failure = completed.error?.message ?? failure
    } catch (error) {
      failure = messageOf(error)
    }
    const session = await latestSession(method.provider_id)
    const next = session ? nextStepOf(session) : undefined
    if (next?.kind === "redirect") {
      window.location.assign(next.url)
      return
    }
    if (next?.kind === "retry") {
      // The purchase was refused: Riverty's own words, then the shopper picks another method.
      replace(messageBox, notice("error", next.message, "riverty-message"))
      for (const radio of Array.from(methodsBox.querySelectorAll<HTMLInputElement>('input[name="riverty_method"]'))) radio.checked = false
      for (const details of Array.from(methodsBox.querySelectorAll<HTMLElement>(".method-details"))) {
        details.hidden = true
        details.replaceChildren()
      }
      for (const choice of Array.from(methodsBox.querySelectorAll<HTMLElement>(".choice"))) choice.classList.remove("selected")
      messageBox.scrollIntoView()
      return
    }
    throw new Error(failure)
  }

  async function latestSession(providerId: string): Promise<HttpTypes.StorePaymentSession | undefined> {
    const { cart: after } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS })
    return after.payment_collection?.payment_sessions?.filter((s) => s.provider_id === providerId).at(-1)
  }

  void load("Person")
}
