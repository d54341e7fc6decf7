/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { fieldsFor } from "../index.js"
import { RivertyFields, RivertyInstallmentTeaser, RivertyProfileTrackingConsent } from "../react/index.js"
import { plan } from "./react-fixtures.js"

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ")

describe("RivertyInstallmentTeaser", () => {
  it("loads the plans and advertises the lowest interest-free installment", async () => {
    const client = { installmentPlans: jest.fn(async () => ({ installment_plans: [plan(3, 61.67, 1), plan(6, 30.84, 2)] })) }
    const query = { provider_id: "pp_riverty-installments_riverty", amount: 185, currency_code: "eur", country_code: "de" }
    render(<RivertyInstallmentTeaser client={client} query={query} currency="eur" locale="de-DE" />)
    expect(plain((await screen.findByText(/with Riverty/)).textContent)).toBe("or 6 × 30,84 € with Riverty")
    expect(client.installmentPlans).toHaveBeenCalledWith(query)
  })

  it("shows nothing outside the limits or when the plans cannot be loaded", async () => {
    const { container } = render(<RivertyInstallmentTeaser plans={[plan(3, 61.67, 1)]} amount={185} maxAmount={100} currency="eur" locale="de-DE" />)
    expect(container.innerHTML).toBe("")
    const failing = { installmentPlans: jest.fn(async () => Promise.reject(new Error("down"))) }
    const second = render(<RivertyInstallmentTeaser client={failing} query={{ provider_id: "p", cart_id: "cart_1" }} currency="eur" locale="de-DE" />)
    await waitFor(() => expect(failing.installmentPlans).toHaveBeenCalled())
    expect(second.container.innerHTML).toBe("")
  })
})

describe("RivertyProfileTrackingConsent", () => {
  it("creates the tracking id and renders the tag only after the shopper agreed", () => {
    const onChange = jest.fn()
    render(<RivertyProfileTrackingConsent text="I agree to profile tracking." onChange={onChange} createId={() => "0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001"} renderTag={(id) => <span data-testid="tag">{id}</span>} />)
    const box = screen.getByLabelText("I agree to profile tracking.") as HTMLInputElement
    expect(box.checked).toBe(false)
    expect(screen.queryByTestId("tag")).toBeNull()
    fireEvent.click(box)
    expect(onChange).toHaveBeenLastCalledWith("0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001")
    expect(screen.getByTestId("tag").textContent).toBe("0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001")
    fireEvent.click(box)
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.queryByTestId("tag")).toBeNull()
  })
})

describe("RivertyFields slots", () => {
  it("hands each field to the starter's own input through renderField", () => {
    const onChange = jest.fn()
    render(
      <RivertyFields
        fields={fieldsFor("invoice", { countryCode: "de" }).filter((field) => field.name === "birth_date" || field.name === "salutation")}
        values={{ salutation: "Mrs" }}
        errors={{ birth_date: "Please fill in date of birth." }}
        onChange={onChange}
        renderField={({ id, label, value, error, onChange: change }) => (
          <label htmlFor={id}>
            {label}
            <input id={id} data-kit-input value={value} data-error={error ?? ""} onChange={(event) => change(event.target.value)} />
          </label>
        )}
      />,
    )
    expect((screen.getByLabelText("Salutation (optional)") as HTMLInputElement).value).toBe("Mrs")
    expect(screen.getByLabelText("Date of birth").getAttribute("data-error")).toBe("Please fill in date of birth.")
    fireEvent.change(screen.getByLabelText("Date of birth"), { target: { value: "1980-05-17" } })
    expect(onChange).toHaveBeenCalledWith("birth_date", "1980-05-17")
  })
})
