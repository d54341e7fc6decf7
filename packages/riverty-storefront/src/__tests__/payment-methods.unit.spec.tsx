/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { RivertyPaymentMethods, type RivertySelection } from "../react/index.js"
import { INSTALLMENTS, INVOICE, storeWith } from "./react-fixtures.js"

const last = (onChange: jest.Mock): RivertySelection | null => onChange.mock.calls[onChange.mock.calls.length - 1][0]

describe("RivertyPaymentMethods", () => {
  it("loads the offers for the cart and customer category and shows each method", async () => {
    const client = storeWith([INVOICE, INSTALLMENTS])
    render(<RivertyPaymentMethods client={client} cartId="cart_1" customerCategory="Person" countryCode="de" currency="eur" locale="de-DE" />)
    expect(await screen.findByLabelText(/Invoice/)).toBeTruthy()
    expect(screen.getByLabelText(/Installments/)).toBeTruthy()
    expect(screen.getByText("Pay in 14 days")).toBeTruthy()
    expect(client.paymentMethods).toHaveBeenCalledWith({ cart_id: "cart_1", customer_category: "Person" }, expect.anything())
  })

  it("shows Riverty's words on the cart's last refusal, as the store read them, before the kit's message", async () => {
    const client = { paymentMethods: jest.fn(async () => ({ payment_methods: [INVOICE], refusal: { customer_facing_message: "Leider können wir Ihnen diese Zahlungsart nicht anbieten.", action_code: "OfferSecurePaymentMethods" } })) }
    render(<RivertyPaymentMethods client={client} cartId="cart_1" countryCode="de" currency="eur" locale="de-DE" message="Die Zahlung wurde abgelehnt." />)
    expect(await screen.findByText("Leider können wir Ihnen diese Zahlungsart nicht anbieten.")).toBeTruthy()
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Leider können wir Ihnen diese Zahlungsart nicht anbieten."])
  })

  it("words a refusal Riverty sent no words for by its action code, in the shopper's language", async () => {
    const { RivertyLocale } = await import("../react/index.js")
    const { de } = await import("../messages/de.js")
    const { createRivertyTexts, refusalMessage } = await import("../index.js")
    const client = { paymentMethods: jest.fn(async () => ({ payment_methods: [INVOICE], refusal: { customer_facing_message: null, action_code: "RequiresSsn" } })) }
    render(
      <RivertyLocale locale="de-DE" languages={[de]}>
        <RivertyPaymentMethods client={client} cartId="cart_1" countryCode="de" currency="eur" returnError="rejected" />
      </RivertyLocale>,
    )
    const german = refusalMessage("RequiresSsn", createRivertyTexts({ locale: "de-DE", languages: [de] }))
    expect(german).not.toBe(refusalMessage("RequiresSsn"))
    await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([german]))
  })

  it("words the return route's reason in the shopper's language (returnError)", async () => {
    const { RivertyLocale } = await import("../react/index.js")
    const { de } = await import("../messages/de.js")
    const { createRivertyTexts, returnErrorMessage } = await import("../index.js")
    render(
      <RivertyLocale locale="de-DE" languages={[de]}>
        <RivertyPaymentMethods methods={[INVOICE]} countryCode="de" currency="eur" returnError="cancelled" />
      </RivertyLocale>,
    )
    const german = returnErrorMessage("cancelled", createRivertyTexts({ locale: "de-DE", languages: [de] }))!
    expect(german).not.toBe(returnErrorMessage("cancelled"))
    expect(screen.getByRole("alert").textContent).toBe(german)
  })

  it("shows Riverty's words when it offers nothing", async () => {
    render(<RivertyPaymentMethods client={storeWith([], "Riverty cannot offer a payment for this cart.")} cartId="cart_1" countryCode="de" currency="eur" locale="de-DE" />)
    expect((await screen.findByRole("alert")).textContent).toBe("Riverty cannot offer a payment for this cart.")
  })

  it("asks the country's fields and shows each field's error beside it", async () => {
    const onChange = jest.fn()
    render(<RivertyPaymentMethods methods={[INVOICE]} countryCode="se" currency="sek" locale="sv-SE" onChange={onChange} />)
    fireEvent.click(screen.getByLabelText(/Invoice/))
    // Sweden: the personal identity number is required, as the kit's field rules say.
    const birth = screen.getByLabelText("Date of birth") as HTMLInputElement
    const id = screen.getByLabelText("Personal identity number")
    const phone = screen.getByLabelText("Phone number (optional)")
    fireEvent.blur(birth)
    fireEvent.change(phone, { target: { value: "0".repeat(31) } })
    fireEvent.blur(phone)
    const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!)!.textContent
    expect(errorOf(birth)).toBe("Please fill in this field.")
    expect(errorOf(phone)).toBe("Please enter at most 30 characters.")
    expect(id.getAttribute("aria-invalid")).toBeNull() // not left yet: no error shown
    expect(last(onChange)).toMatchObject({ ready: false, errors: { birth_date: "Please fill in this field.", identification_number: "Please fill in this field." } })
    fireEvent.change(phone, { target: { value: "" } })
    fireEvent.change(birth, { target: { value: "1980-05-17" } })
    fireEvent.change(id, { target: { value: " 198005171234 " } })
    expect(last(onChange)).toMatchObject({ provider_id: INVOICE.provider_id, ready: true, data: { birth_date: "1980-05-17", identification_number: "198005171234" }, errors: {} })
  })

  it("shows every error after a submit attempt (showErrors)", () => {
    render(<RivertyPaymentMethods methods={[INSTALLMENTS]} selected={INSTALLMENTS.provider_id} countryCode="at" currency="eur" locale="de-AT" showErrors />)
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Please choose an installment plan.",
      "Please fill in this field.",
      "Please fill in this field.",
      "Please accept Riverty's terms to pay with Riverty.",
    ])
  })

  it("puts the chosen plan, the consent and the tracking id into the session data", () => {
    const onChange = jest.fn()
    render(<RivertyPaymentMethods methods={[INVOICE, INSTALLMENTS]} countryCode="nl" currency="eur" locale="nl-NL" profileTrackingId="track-1" onChange={onChange} />)
    fireEvent.click(screen.getByLabelText(/Installments/))
    fireEvent.click(screen.getByLabelText(/6 ×/))
    fireEvent.change(screen.getByLabelText("Date of birth"), { target: { value: "1980-05-17" } })
    expect(last(onChange)).toMatchObject({ ready: false, errors: { consent: "Please accept Riverty's terms to pay with Riverty." } })
    fireEvent.click(screen.getByLabelText(/I have read and accept/))
    expect(last(onChange)).toEqual(
      expect.objectContaining({ ready: true, method: "installments", data: { birth_date: "1980-05-17", installment_profile_no: 2, number_of_installments: 6, profile_tracking_id: "track-1" } }),
    )
    expect(screen.getByText("Consumer credit information (SECCI)").getAttribute("href")).toBe("https://riverty.test/secci")
  })

  it("renders Riverty's legal text sanitised", () => {
    render(<RivertyPaymentMethods methods={[INVOICE]} selected={INVOICE.provider_id} countryCode="de" currency="eur" locale="de-DE" />)
    const legal = document.querySelector(".riverty-legalText")!
    expect(legal.querySelector("b")!.textContent).toBe("terms")
    expect(legal.querySelector("script")).toBeNull()
    expect(legal.querySelector("a")).toBeNull() // the javascript: link keeps only its text
    expect(legal.textContent).toBe("Read the terms here")
  })

  it("clears the choice when a refusal's message arrives, so another method can be chosen", () => {
    const onChange = jest.fn()
    const props = { methods: [INVOICE, INSTALLMENTS], countryCode: "de", currency: "eur", locale: "de-DE", onChange }
    const { rerender } = render(<RivertyPaymentMethods {...props} />)
    fireEvent.click(screen.getByLabelText(/Invoice/))
    expect((screen.getByLabelText(/Invoice/) as HTMLInputElement).checked).toBe(true)
    act(() => rerender(<RivertyPaymentMethods {...props} message="Riverty declined the invoice." />))
    expect(screen.getByRole("alert").textContent).toBe("Riverty declined the invoice.")
    expect((screen.getByLabelText(/Invoice/) as HTMLInputElement).checked).toBe(false)
    expect(last(onChange)).toBeNull()
    fireEvent.click(screen.getByLabelText(/Installments/))
    expect(last(onChange)).toMatchObject({ method: "installments" })
  })

  it("keeps the method chosen with Riverty's words beside the field Riverty asks to correct, until it changes", () => {
    const props = { methods: [INVOICE, INSTALLMENTS], selected: INVOICE.provider_id, countryCode: "de", currency: "eur", locale: "de-DE", initialValues: { phone: "0301234" } }
    const { rerender } = render(<RivertyPaymentMethods {...props} />)
    const refusal = { message: "R« Bitte prüfen Sie Ihre Telefonnummer »", actionCode: "AskConsumerToReEnterData", field: "customer.mobilePhone" }
    act(() => rerender(<RivertyPaymentMethods {...props} refusal={refusal} />))
    const phone = screen.getByLabelText(/Phone number/)
    expect(document.getElementById(phone.getAttribute("aria-describedby")!)!.textContent).toBe(refusal.message)
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([refusal.message])
    expect((screen.getByLabelText(/Invoice/) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(phone, { target: { value: "+49301234" } })
    expect(screen.queryAllByRole("alert")).toEqual([])
  })

  it("clears the choice and shows Riverty's words above the methods when no field can fix the refusal", () => {
    const onSelect = jest.fn()
    const props = { methods: [INVOICE, INSTALLMENTS], countryCode: "de", currency: "eur", locale: "de-DE", onSelect }
    const { rerender } = render(<RivertyPaymentMethods {...props} />)
    fireEvent.click(screen.getByLabelText(/Invoice/))
    // The identity number is no field in Germany: nothing to correct, another method instead.
    for (const refusal of [{ message: "R« not this time »", actionCode: "OfferSecurePaymentMethods" }, { message: "R« your number »", actionCode: "RequiresSsn", field: "customer.identificationNumber" }]) {
      fireEvent.click(screen.getByLabelText(/Invoice/))
      act(() => rerender(<RivertyPaymentMethods {...props} refusal={refusal} />))
      expect(screen.getByRole("alert").textContent).toBe(refusal.message)
      expect((screen.getByLabelText(/Invoice/) as HTMLInputElement).checked).toBe(false)
      expect(onSelect).toHaveBeenLastCalledWith(null)
    }
  })

  it("starts a method from the starter's values of its own fields only", () => {
    const onChange = jest.fn()
    // One set of values for every method: a person's invoice takes no company name.
    const initialValues = { phone: "+4917612345678", company_name: "Muster GmbH", birth_date: "1980-05-17" }
    render(<RivertyPaymentMethods methods={[INVOICE]} selected={INVOICE.provider_id} countryCode="de" currency="eur" locale="de-DE" initialValues={initialValues} onChange={onChange} />)
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe("+4917612345678")
    expect(last(onChange)).toMatchObject({ data: { phone: "+4917612345678", birth_date: "1980-05-17" } })
    expect(last(onChange)!.data).not.toHaveProperty("company_name")
    expect(last(onChange)!.errors).not.toHaveProperty("company_name")
  })

  it("takes the starter's class names beside its own hooks", () => {
    render(<RivertyPaymentMethods methods={[INVOICE]} countryCode="de" currency="eur" locale="de-DE" classNames={{ method: "rounded border", tag: "badge" }} />)
    expect(screen.getByText("Pay in 14 days").className).toBe("riverty-tag badge")
    expect(document.querySelector(".riverty-method")!.className).toBe("riverty-method rounded border")
  })

  it("marks the card's row, title, plan headline and details link for styles.css", () => {
    const directDebit = { ...INVOICE, provider_id: "pp_riverty-direct-debit_riverty", method: "direct_debit" as const }
    render(<RivertyPaymentMethods methods={[INSTALLMENTS, directDebit]} selected={INSTALLMENTS.provider_id} countryCode="de" currency="eur" locale="en-GB" classNames={{ methodTitle: "font-medium", planHeadline: "font-semibold" }} />)
    const [installments, invoice] = Array.from(document.querySelectorAll(".riverty-method"))
    expect(installments.querySelector(".riverty-methodHeader > .riverty-methodInput")).not.toBeNull()
    expect(installments.querySelector(".riverty-methodTitle")!.className).toBe("riverty-methodTitle font-medium")
    // Direct debit's words stay on the title's line.
    expect(invoice.querySelector(".riverty-methodTitle")!.textContent).toBe("Invoice by direct debit")
    expect(Array.from(installments.querySelectorAll(".riverty-planHeadline")).map((headline) => [headline.className, headline.textContent])).toEqual([
      ["riverty-planHeadline font-semibold", "3 × €61.67"],
      ["riverty-planHeadline font-semibold", "6 × €30.84"],
    ])
    expect(installments.querySelector(".riverty-planDetails")!.getAttribute("href")).toBe("https://riverty.test/plans/3")
  })
})
