"use client"
import { useState, type ReactNode } from "react"
import { isNextRedirectError } from "../next-redirect-error.js"
import { customerFacingMessageOf, placeRivertyOrder, type CartWithSessions, type PlaceOrderOutcome, type PlaceOrderSteps } from "../place-order.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyPlaceOrderPart = "placeOrder" | "button" | "error"

export interface RivertyPlaceOrderButtonProps {
  /** Completes the cart: the starter's `placeOrder()` server action, or `sdk.store.cart.complete(id)`. */
  complete: () => Promise<unknown>
  /** Reads the cart with its payment sessions, uncached (the `next` helpers' `createCartReader`). */
  readCart: () => Promise<CartWithSessions | null | undefined>
  /**
   * Before complete: create or update the payment session (`paymentSessionAction`). `false` stops
   * with the kit's `order.incomplete` ("Please complete the payment details above.", e.g. when the
   * selection is not ready); a thrown error shows its `customerFacingMessage`, else `order.failed`.
   */
  prepare?: () => Promise<void | boolean>
  /** Riverty decides in a request of its own before complete (`() => riverty.authorize({ cart_id })`); not needed with the plugin's complete-cart, which decides itself. */
  authorize?: PlaceOrderSteps<CartWithSessions>["authorize"]
  providerId?: string
  disabled?: boolean
  /**
   * Riverty refused: the starter shows the reason and the methods again (`message` on
   * `RivertyPaymentMethods`); the button then does not show it. `step.message` is Riverty's
   * `customerFacingMessage` when it sent one, else the kit's text for its `actionCode`, in the shopper's language.
   */
  onRefused?: (step: Extract<PlaceOrderOutcome, { kind: "retry" }>) => void
  onOrder?: (order: unknown) => void
  /** Defaults to sending the whole window (never a frame) to Riverty's page. */
  onRedirect?: (url: string) => void
  /** The button's text instead of the catalogue's `order.place`. */
  children?: ReactNode
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  renderButton?: (slot: { busy: boolean; disabled: boolean; onClick: () => void; children: ReactNode }) => ReactNode
  classNames?: ClassNames<RivertyPlaceOrderPart>
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "refused" | "failed"; message: string }

/**
 * Places the order and does what Riverty asks next: follows the redirect to Riverty's page, hands
 * a refusal to `onRefused` so another method can be chosen (or shows its reason without one), or
 * shows a failure with the button enabled again for another try. Next's redirect error is success: Next's
 * router has already applied the server action's redirect (the rejection only tells the caller that
 * no result came back), so the button stays busy and shows nothing. Thrown again while rendering,
 * it reached Next's redirect boundary in the middle of that navigation and broke it (Next 15.5,
 * the dtc-starter: both layouts on the page, the checkout's URL kept).
 */
export function RivertyPlaceOrderButton({ complete, readCart, prepare, authorize, providerId, disabled = false, onRefused, onOrder, onRedirect, children, locale, renderButton, classNames }: RivertyPlaceOrderButtonProps) {
  const texts = useRivertyTexts(locale)
  const label = children ?? texts.t("order.place")
  const [state, setState] = useState<State>({ kind: "idle" })
  const busy = state.kind === "busy"

  async function run(): Promise<void> {
    setState({ kind: "busy" })
    let outcome: PlaceOrderOutcome
    try {
      if (prepare && (await prepare()) === false) {
        setState({ kind: "failed", message: texts.t("order.incomplete") })
        return
      }
      outcome = await placeRivertyOrder({ complete, readCart, texts, ...(authorize ? { authorize } : {}), ...(providerId ? { providerId } : {}) })
    } catch (error) {
      if (isNextRedirectError(error)) return // the order exists; Next is navigating to its confirmation
      setState({ kind: "failed", message: customerFacingMessageOf(error) ?? texts.t("order.failed") })
      return
    }
    if (outcome.kind === "order") return onOrder?.(outcome.order)
    if (outcome.kind === "redirect") return (onRedirect ?? ((url: string) => window.location.assign(url)))(outcome.url)
    // With onRefused the starter shows the reason (RivertyPaymentMethods' `message`): once, not here too.
    if (outcome.kind === "retry" && onRefused) {
      setState({ kind: "idle" })
      return onRefused(outcome)
    }
    // A failure's own message is the store's (for developers): the shopper reads Riverty's words or the kit's.
    setState(outcome.kind === "retry" ? { kind: "refused", message: outcome.message } : { kind: "failed", message: outcome.customerFacingMessage ?? texts.t("order.failed") })
  }

  const onClick = () => {
    if (!busy && !disabled) void run()
  }
  return (
    <div className={classOf(classNames, "placeOrder")}>
      {renderButton ? (
        renderButton({ busy, disabled: disabled || busy, onClick, children: label })
      ) : (
        <button type="button" className={classOf(classNames, "button")} disabled={disabled || busy} aria-busy={busy} onClick={onClick}>
          {label}
        </button>
      )}
      {state.kind === "refused" || state.kind === "failed" ? (
        <p role="alert" className={classOf(classNames, "error")}>
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
