/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { RivertyCustomerLookup } from "../react/index.js"

const FOUND = { lookup_id: "lookup_1", customer: { first_name: "A****", last_name: "S****", address: { address_1: "S**** 1", postal_code: "11*", city: "Stockholm", country_code: "SE" } } }
const clientWith = (found: unknown = FOUND) => ({
  lookupCustomer: jest.fn(async () => found as typeof FOUND),
  confirmLookup: jest.fn(async () => ({ cart: { id: "cart_1" } })),
})

describe("RivertyCustomerLookup", () => {
  it("is not offered outside the Nordic countries", () => {
    const { container } = render(<RivertyCustomerLookup client={clientWith()} cartId="cart_1" countryCode="de" onConfirmed={jest.fn()} />)
    expect(container.innerHTML).toBe("")
  })

  it("looks a Swedish person up by identity number, shows the masked answer and confirms it", async () => {
    const client = clientWith()
    const onConfirmed = jest.fn()
    render(<RivertyCustomerLookup client={client} cartId="cart_1" countryCode="se" onConfirmed={onConfirmed} />)
    fireEvent.change(screen.getByLabelText("Personal identity number"), { target: { value: " 198005171234 " } })
    fireEvent.click(screen.getByRole("button", { name: "Look me up" }))
    expect(await screen.findByText("A**** S****")).toBeTruthy()
    expect(client.lookupCustomer).toHaveBeenCalledWith({ cart_id: "cart_1", identification_number: "198005171234" })
    fireEvent.click(screen.getByRole("button", { name: "Yes, this is me" }))
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ cart: { id: "cart_1" }, identification_number: "198005171234" }))
    expect(client.confirmLookup).toHaveBeenCalledWith({ cart_id: "cart_1", lookup_id: "lookup_1" })
    expect(screen.getByRole("status").textContent).toMatch(/on file/)
  })

  it("asks a Norwegian for mobile number and postal code, and offers nothing to confirm without a lookup id", async () => {
    const client = clientWith({ ...FOUND, lookup_id: null })
    render(<RivertyCustomerLookup client={client} cartId="cart_1" countryCode="NO" onConfirmed={jest.fn()} />)
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "40000000" } })
    fireEvent.change(screen.getByLabelText("Postal code"), { target: { value: "0150" } })
    fireEvent.click(screen.getByRole("button", { name: "Look me up" }))
    expect(await screen.findByText("Please enter your address yourself.")).toBeTruthy()
    expect(client.lookupCustomer).toHaveBeenCalledWith({ cart_id: "cart_1", mobile_phone: "40000000", postal_code: "0150" })
    expect(screen.queryByRole("button", { name: "Yes, this is me" })).toBeNull()
  })

  it("sends no empty field: the route names the missing one instead of refusing an empty string", async () => {
    const client = clientWith()
    render(<RivertyCustomerLookup client={client} cartId="cart_1" countryCode="no" onConfirmed={jest.fn()} />)
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "40000000" } })
    fireEvent.change(screen.getByLabelText("Postal code"), { target: { value: "  " } })
    fireEvent.click(screen.getByRole("button", { name: "Look me up" }))
    await waitFor(() => expect(client.lookupCustomer).toHaveBeenCalledWith({ cart_id: "cart_1", mobile_phone: "40000000" }))
  })

  it("looks a company up by organization number and shows Riverty's words for a refusal, the kit's without them", async () => {
    const client = clientWith()
    client.lookupCustomer.mockRejectedValueOnce(Object.assign(new Error("organization_number: not found"), { status: 400, customerFacingMessage: "R« no such company »" }))
    render(<RivertyCustomerLookup client={client} cartId="cart_1" countryCode="fi" customerCategory="Company" onConfirmed={jest.fn()} />)
    fireEvent.change(screen.getByLabelText("Organization number"), { target: { value: "1234567-8" } })
    fireEvent.click(screen.getByRole("button", { name: "Look me up" }))
    expect((await screen.findByRole("alert")).textContent).toBe("R« no such company »")
    expect(client.lookupCustomer).toHaveBeenCalledWith({ cart_id: "cart_1", organization_number: "1234567-8" })
    client.lookupCustomer.mockRejectedValueOnce(Object.assign(new Error("No customer was found"), { status: 404 }))
    fireEvent.click(screen.getByRole("button", { name: "Look me up" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("No customer was found for these details. Please enter your details yourself."))
  })
})
