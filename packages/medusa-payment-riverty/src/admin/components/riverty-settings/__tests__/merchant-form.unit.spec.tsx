import "./polyfills"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { MerchantForm } from "../merchant-form"
import { renderPage } from "./render"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
/** The error shown in the same field as the input labelled `label`. */
const errorAt = (label: string) => screen.getByLabelText(label).closest(".gap-y-1")!.querySelector('[role="alert"]')?.textContent ?? null

describe("MerchantForm", () => {
  it("sends Riverty's merchant body, nested as the schema names the fields, without empty ones", async () => {
    fetchMock.mockResolvedValue({ merchant_id: "MRC1", shop_id: "RTY1" })
    renderPage(<MerchantForm />)
    type("Legal name", " Berg Outdoor GmbH ")
    type("Street", "Hauptstrasse")
    type("Operations email", "mia@shop.example")
    type("IBAN", "DE89370400440532013000")
    fireEvent.click(screen.getByRole("button", { name: "Onboard merchant" }))
    await screen.findByText("Onboarded: merchant MRC1, shop RTY1")
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/merchants", {
      method: "POST",
      body: {
        legalName: "Berg Outdoor GmbH",
        registeredAddress: { street: "Hauptstrasse" },
        shop: { operationalContact: { email: "mia@shop.example" }, contract: { iban: "DE89370400440532013000" } },
      },
    })
  })

  it("shows each sentence of a 400 next to the field it names, and the others under the form", async () => {
    fetchMock.mockRejectedValue(
      new Error(
        "Invalid request: shop.contract.iban: Value format is incorrect: not a valid IBAN; courtRegistrationCity: Value is required: courtRegistrationCity for a merchant registered in DE; primaryContact: Value is required: a merchant contact",
      ),
    )
    renderPage(<MerchantForm />)
    fireEvent.click(screen.getByRole("button", { name: "Onboard merchant" }))
    await waitFor(() => expect(errorAt("IBAN")).toBe("Value format is incorrect: not a valid IBAN"))
    expect(errorAt("Court registration city")).toBe("Value is required: courtRegistrationCity for a merchant registered in DE")
    expect(errorAt("Legal name")).toBeNull()
    expect(screen.getByLabelText("IBAN").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByText("The request was not accepted: primaryContact: Value is required: a merchant contact")).toBeTruthy()
  })

  it("shows a refusal naming no field (Riverty down) under the form", async () => {
    fetchMock.mockRejectedValue(new Error("Riverty could not be reached"))
    renderPage(<MerchantForm />)
    fireEvent.click(screen.getByRole("button", { name: "Onboard merchant" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Riverty could not be reached")
  })
})
