/**
 * @jest-environment jsdom
 */
// One locale for every component (RivertyLocale), a component's own `locale` before it, and any
// text overridden by key, including those RivertyPaymentMethods shows with no prop of its own.
import { render, screen } from "@testing-library/react"
import { de, nl, sv } from "../messages/index.js"
import { RivertyLocale, RivertyPaymentMethods, RivertyPlaceOrderButton } from "../react/index.js"
import { INSTALLMENTS } from "./react-fixtures.js"

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ")
const LEGAL = { ...INSTALLMENTS, legal: { requires_consent: true, terms_url: "https://riverty.test/terms", privacy_url: "https://riverty.test/privacy", secci_url: "https://riverty.test/secci" } }

describe("RivertyLocale", () => {
  it("gives every component inside it the language and the money format of the locale", () => {
    render(
      <RivertyLocale locale="de-DE" languages={[de, nl]}>
        <RivertyPaymentMethods methods={[LEGAL]} selected={LEGAL.provider_id} countryCode="de" currency="eur" showErrors />
        <RivertyPlaceOrderButton complete={jest.fn()} readCart={jest.fn()} />
      </RivertyLocale>,
    )
    expect(screen.getByRole("button").textContent).toBe("Zahlungspflichtig bestellen")
    expect(screen.getByRole("radiogroup", { name: "Ratenplan" })).toBeTruthy()
    expect(plain(screen.getAllByRole("radio", { name: /6 ×/ })[0]!.closest("label")!.textContent)).toContain("6 × 30,84 €")
    expect(screen.getByLabelText("Geburtsdatum")).toBeTruthy()
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([de.messages["error.plan"], de.messages["error.required"], de.messages["error.required"], de.messages["error.consent"]])
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Details", "Details", "Zahlungsbedingungen", "Datenschutzhinweise", "Europäische Standardinformationen für Verbraucherkredite"])
  })

  it("lets a component's own locale choose another of the provider's languages", () => {
    render(
      <RivertyLocale locale="de-DE" languages={[de, nl]}>
        <RivertyPlaceOrderButton complete={jest.fn()} readCart={jest.fn()} locale="nl-BE" />
      </RivertyLocale>,
    )
    expect(screen.getByRole("button").textContent).toBe("Bestelling plaatsen")
  })

  it("overrides any text by key, also those RivertyPaymentMethods passes to its parts", () => {
    const messages = {
      sv: { "legal.consent": "Jag godkänner.", "legal.terms": "Villkoren", "error.plan": "Välj plan!", "error.consent": "Kryssa i rutan!", "order.place": "Köp" },
    }
    render(
      <RivertyLocale locale="sv-SE" languages={[sv]} messages={messages}>
        <RivertyPaymentMethods methods={[LEGAL]} selected={LEGAL.provider_id} countryCode="se" currency="sek" showErrors />
        <RivertyPlaceOrderButton complete={jest.fn()} readCart={jest.fn()} />
      </RivertyLocale>,
    )
    expect(screen.getByLabelText("Jag godkänner.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Villkoren" })).toBeTruthy()
    expect(screen.getByRole("link", { name: sv.messages["legal.privacy"] })).toBeTruthy()
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent)
    expect([alerts[0], alerts[alerts.length - 1]]).toEqual(["Välj plan!", "Kryssa i rutan!"])
    expect(screen.getByRole("button", { name: "Köp" })).toBeTruthy()
    expect(plain(screen.getAllByRole("radio", { name: /3 ×/ })[0]!.closest("label")!.textContent)).toContain("3 × 61,67 kr")
  })

  it("speaks English without a provider, with the component's locale for its numbers", () => {
    render(<RivertyPaymentMethods methods={[LEGAL]} selected={LEGAL.provider_id} countryCode="de" currency="eur" locale="de-DE" />)
    expect(screen.getByRole("radiogroup", { name: "Installment plan" })).toBeTruthy()
    expect(plain(screen.getAllByRole("radio", { name: /6 ×/ })[0]!.closest("label")!.textContent)).toContain("6 × 30,84 €")
  })
})
