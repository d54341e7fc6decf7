/**
 * @jest-environment jsdom
 */
import { Component, useState, type ReactNode } from "react"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { RivertyPaymentMethods, RivertyPlaceOrderButton, type RivertySelection } from "../react/index.js"
import { INSTALLMENTS, INVOICE } from "./react-fixtures.js"

const sessionCart = (provider_id: string, status: string, data: Record<string, unknown>) => ({ payment_collection: { payment_sessions: [{ provider_id, status, data }] } })
const refused = () => Promise.reject(new Error("Payment authorization failed"))

describe("RivertyPlaceOrderButton", () => {
  it("follows a requires_more session to Riverty's page", async () => {
    const onRedirect = jest.fn()
    const prepare = jest.fn(async () => undefined)
    render(<RivertyPlaceOrderButton prepare={prepare} complete={refused} readCart={async () => sessionCart(INVOICE.provider_id, "requires_more", { redirect_url: "https://pay.riverty.test/sca/9" })} onRedirect={onRedirect} />)
    fireEvent.click(screen.getByRole("button", { name: "Place order" }))
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith("https://pay.riverty.test/sca/9"))
    expect(prepare).toHaveBeenCalled()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows a failure and lets the shopper try again", async () => {
    const onOrder = jest.fn()
    const complete = jest.fn().mockRejectedValueOnce(new Error("cart is locked")).mockRejectedValueOnce(new Error("cart is locked")).mockResolvedValueOnce({ type: "order", order: { id: "order_1" } })
    render(<RivertyPlaceOrderButton complete={complete} readCart={async () => sessionCart(INVOICE.provider_id, "pending", {})} onOrder={onOrder} />)
    const button = screen.getByRole("button") as HTMLButtonElement
    fireEvent.click(button)
    expect(button.disabled).toBe(true)
    // Medusa's words are for developers: the shopper reads the kit's.
    expect((await screen.findByRole("alert")).textContent).toBe("The order could not be placed. Please try again.")
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith({ id: "order_1" }))
  })

  it("stops before complete-cart when prepare says the details are not complete", async () => {
    const complete = jest.fn()
    render(<RivertyPlaceOrderButton prepare={async () => false} complete={complete} readCart={jest.fn()} />)
    fireEvent.click(screen.getByRole("button", { name: "Place order" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Please complete the payment details above.")
    expect(complete).not.toHaveBeenCalled()
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(false)
  })

  it("takes Next's redirect error as the order placed: stays busy, shows no error, reads no cart and throws nothing", async () => {
    // Next's router applies the server action's redirect itself; thrown again while rendering, the
    // error reached the redirect boundary mid-navigation and left the starter on its checkout URL.
    const error = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/de/order/order_1/confirmed;303;" })
    const caught: unknown[] = []
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false }
      static getDerivedStateFromError() {
        return { failed: true }
      }
      componentDidCatch(thrown: unknown) {
        caught.push(thrown)
      }
      render() {
        return this.state.failed ? <p>boundary</p> : this.props.children
      }
    }
    const complete = jest.fn(() => Promise.reject(error))
    const readCart = jest.fn()
    const onOrder = jest.fn()
    render(
      <Boundary>
        <RivertyPlaceOrderButton complete={complete} readCart={readCart} onOrder={onOrder} />
      </Boundary>,
    )
    const button = screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement
    fireEvent.click(button)
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(caught).toEqual([])
    expect(screen.queryByText("boundary")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
    expect([button.disabled, button.getAttribute("aria-busy")]).toEqual([true, "true"])
    expect(readCart).not.toHaveBeenCalled()
    expect(onOrder).not.toHaveBeenCalled()
    fireEvent.click(button) // busy: no second complete-cart while Next navigates
    expect(complete).toHaveBeenCalledTimes(1)
  })

  it("shows Riverty's refusal itself when the starter takes no onRefused", async () => {
    const readCart = async () => sessionCart(INVOICE.provider_id, "error", { customer_facing_message: "We cannot offer you an invoice this time." })
    render(<RivertyPlaceOrderButton complete={refused} readCart={readCart} providerId={INVOICE.provider_id} />)
    fireEvent.click(screen.getByRole("button", { name: "Place order" }))
    expect((await screen.findByRole("alert")).textContent).toBe("We cannot offer you an invoice this time.")
  })

  it("shows Riverty's refusal once and re-enables choosing another method", async () => {
    function Checkout() {
      const [selection, setSelection] = useState<RivertySelection | null>(null)
      const [message, setMessage] = useState<string | null>(null)
      return (
        <>
          <RivertyPaymentMethods methods={[INVOICE, INSTALLMENTS]} countryCode="nl" currency="eur" locale="nl-NL" onChange={setSelection} message={message} />
          <RivertyPlaceOrderButton
            disabled={!selection?.ready}
            providerId={selection?.provider_id}
            complete={refused}
            readCart={async () => sessionCart(INVOICE.provider_id, "error", { customer_facing_message: "We cannot offer you an invoice this time." })}
            onRefused={(step) => setMessage(step.message)}
          />
        </>
      )
    }
    render(<Checkout />)
    const button = screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText(/Invoice/))
    fireEvent.change(screen.getByLabelText("Date of birth"), { target: { value: "1980-05-17" } })
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    // Once, above the methods: the button leaves the reason to the starter that took it.
    await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["We cannot offer you an invoice this time."]))
    // The refused method is no longer chosen (the choice clears in an effect after the message arrives);
    // the shopper picks another and may place the order again.
    await waitFor(() => expect([(screen.getByLabelText(/Invoice/) as HTMLInputElement).checked, button.disabled]).toEqual([false, true]))
    fireEvent.click(screen.getByLabelText(/Installments/))
    expect(screen.getByLabelText(/3 ×/)).toBeTruthy()
  })
})
