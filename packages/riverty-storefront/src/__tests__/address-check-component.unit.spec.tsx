/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { RivertyAddressCheck } from "../react/index.js"

const ENTERED = { address_1: "Hauptstr 1", address_2: "", postal_code: "10115", city: "Berlin", country_code: "DE" }
const SENT = { address_1: "Hauptstr 1", postal_code: "10115", city: "Berlin", country_code: "de" }

describe("RivertyAddressCheck", () => {
  it("confirms a valid address without asking, and never sends an empty line", async () => {
    const client = { validateAddress: jest.fn(async () => ({ is_valid: true, corrected_address: null })) }
    const onConfirmed = jest.fn()
    render(<RivertyAddressCheck client={client} cartId="cart_1" address={ENTERED} onConfirmed={onConfirmed} />)
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(SENT, "entered"))
    expect(client.validateAddress).toHaveBeenCalledWith({ cart_id: "cart_1", address: SENT })
    expect(screen.queryByText(/Did you mean/)).toBeNull()
  })

  it("asks 'did you mean…?' when Riverty corrects a valid address, and uses the choice", async () => {
    const corrected = { ...SENT, address_1: "Hauptstraße 1" }
    const onConfirmed = jest.fn()
    render(<RivertyAddressCheck client={{ validateAddress: async () => ({ is_valid: true, corrected_address: corrected }) }} address={ENTERED} onConfirmed={onConfirmed} />)
    expect(await screen.findByText("Did you mean this address?")).toBeTruthy()
    expect(screen.getByText("Hauptstraße 1")).toBeTruthy()
    expect(onConfirmed).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Use the corrected address" }))
    expect(onConfirmed).toHaveBeenCalledWith(corrected, "corrected")
    expect(screen.queryByText("Did you mean this address?")).toBeNull()
  })

  it("does not ask about a correction that only writes the Dutch or Swedish postcode without its space", async () => {
    const cases = [
      { entered: { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", country_code: "nl" }, postcode: "1012LG" },
      { entered: { address_1: "Drottninggatan 5", postal_code: "111 22", city: "Stockholm", country_code: "se" }, postcode: "11122" },
    ]
    for (const { entered, postcode } of cases) {
      const onConfirmed = jest.fn()
      const validateAddress = async () => ({ is_valid: true, corrected_address: { ...entered, postal_code: postcode, country_code: entered.country_code.toUpperCase() } })
      const { unmount } = render(<RivertyAddressCheck client={{ validateAddress }} address={entered} onConfirmed={onConfirmed} />)
      await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(entered, "entered"))
      expect(screen.queryByText("Did you mean this address?")).toBeNull()
      unmount()
    }
  })

  it("keeps the shopper's own address when asked to", async () => {
    const onConfirmed = jest.fn()
    render(<RivertyAddressCheck client={{ validateAddress: async () => ({ is_valid: false, corrected_address: { ...SENT, city: "Berlin-Mitte" } }) }} address={ENTERED} onConfirmed={onConfirmed} />)
    fireEvent.click(await screen.findByRole("button", { name: "Keep my address" }))
    expect(onConfirmed).toHaveBeenCalledWith(SENT, "entered")
  })

  it("shows Riverty's reason for an invalid address and confirms nothing", async () => {
    const onConfirmed = jest.fn()
    render(<RivertyAddressCheck client={{ validateAddress: async () => ({ is_valid: false, corrected_address: null, customer_facing_message: "The street is unknown." }) }} address={ENTERED} onConfirmed={onConfirmed} />)
    expect((await screen.findByRole("alert")).textContent).toBe("The street is unknown.")
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it("goes on with the entered address when Riverty cannot be asked", async () => {
    const onConfirmed = jest.fn()
    render(<RivertyAddressCheck client={{ validateAddress: async () => Promise.reject(new Error("Riverty is unavailable")) }} address={ENTERED} onConfirmed={onConfirmed} />)
    // The store's reason is for developers: the shopper reads the kit's text, or Riverty's words when the error carries them.
    expect((await screen.findByRole("status")).textContent).toBe("The address could not be checked; it is used as entered.")
    expect(onConfirmed).toHaveBeenCalledWith(SENT, "entered")
  })

  it("shows Riverty's words when the store's error carries them", async () => {
    const error = Object.assign(new Error("Riverty is unavailable"), { customerFacingMessage: "R« Adressprüfung gerade nicht möglich »" })
    render(<RivertyAddressCheck client={{ validateAddress: async () => Promise.reject(error) }} address={ENTERED} onConfirmed={jest.fn()} />)
    expect((await screen.findByRole("status")).textContent).toBe("R« Adressprüfung gerade nicht möglich »")
  })
})
