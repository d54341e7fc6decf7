"use client"
import { useEffect, useState, type ReactNode } from "react"
import { addressCheckOf, addressToCheck, type AddressCheck } from "../address-check.js"
import type { RivertyStore } from "../client.js"
import { customerFacingMessageOf } from "../place-order.js"
import type { StoreAddress } from "../types.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyAddressCheckPart = "addressCheck" | "suggestion" | "address" | "useSuggestion" | "keepAddress" | "error" | "warning"

export interface RivertyAddressCheckProps {
  client: Pick<RivertyStore, "validateAddress">
  cartId?: string
  /** The address the shopper entered; set it (e.g. on submit of the address step) to check it. Empty lines are not sent. */
  address: { address_1?: string | null; address_2?: string | null; postal_code?: string | null; city?: string | null; country_code?: string | null } | null
  /** The address to save: the entered one, or Riverty's correction when the shopper chose it. */
  onConfirmed: (address: StoreAddress, source: "entered" | "corrected") => void
  /** Instead of the catalogue's `address.*` texts; `unchecked` gets the store's reason (for developers, in English). */
  labels?: { question?: ReactNode; use?: ReactNode; keep?: ReactNode; unchecked?: (reason: string) => ReactNode }
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  classNames?: ClassNames<RivertyAddressCheckPart>
}

type State = { kind: "idle" | "checking" } | AddressCheck | { kind: "unchecked"; reason: string; customerFacingMessage?: string }

const formatted = (a: StoreAddress) => [a.address_1, a.address_2, `${a.postal_code} ${a.city}`, a.country_code.toUpperCase()].filter(Boolean)

/**
 * Riverty's address check with "did you mean…?": a correction is offered whenever it changes the
 * address entered (its street, number, postcode or city; not its spacing, case or postcode format),
 * also when Riverty answers `is_valid: true`; an invalid address shows Riverty's
 * reason; when Riverty cannot be asked the entered address goes on (the check helps, it does not gate).
 */
export function RivertyAddressCheck({ client, cartId, address, onConfirmed, labels, locale, classNames }: RivertyAddressCheckProps) {
  const texts = useRivertyTexts(locale)
  const { t } = texts
  const [state, setState] = useState<State>({ kind: "idle" })
  const entered = address ? addressToCheck(address) : null
  const key = entered ? JSON.stringify(entered) : ""
  useEffect(() => {
    if (!entered) return setState({ kind: "idle" })
    let current = true
    setState({ kind: "checking" })
    client.validateAddress({ ...(cartId ? { cart_id: cartId } : {}), address: entered }).then(
      (answer) => {
        if (!current) return
        const check = addressCheckOf(answer, entered, texts)
        setState(check)
        if (check.kind === "valid") onConfirmed(entered, "entered")
      },
      (error: unknown) => {
        if (!current) return
        const own = customerFacingMessageOf(error)
        setState({ kind: "unchecked", reason: error instanceof Error ? error.message : String(error), ...(own ? { customerFacingMessage: own } : {}) })
        onConfirmed(entered, "entered")
      },
    )
    return () => {
      current = false
    }
  }, [key, cartId, client]) // the address's content, not its identity; onConfirmed (and the texts) may change each render

  if (!entered) return null
  return (
    <div className={classOf(classNames, "addressCheck")} aria-live="polite">
      {state.kind === "suggestion" ? (
        <div className={classOf(classNames, "suggestion")} role="group" aria-label={t("address.label")}>
          <strong>{labels?.question ?? t("address.question")}</strong>
          {state.message ? <p>{state.message}</p> : null}
          <address className={classOf(classNames, "address")}>
            {formatted(state.address).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
          <button type="button" className={classOf(classNames, "useSuggestion")} onClick={() => (setState({ kind: "valid" }), onConfirmed(state.address, "corrected"))}>
            {labels?.use ?? t("address.use")}
          </button>{" "}
          <button type="button" className={classOf(classNames, "keepAddress")} onClick={() => (setState({ kind: "valid" }), onConfirmed(entered, "entered"))}>
            {labels?.keep ?? t("address.keep")}
          </button>
        </div>
      ) : null}
      {state.kind === "invalid" ? (
        <p role="alert" className={classOf(classNames, "error")}>
          {state.message}
        </p>
      ) : null}
      {state.kind === "unchecked" ? (
        <p role="status" className={classOf(classNames, "warning")}>
          {labels?.unchecked?.(state.reason) ?? state.customerFacingMessage ?? t("address.unchecked")}
        </p>
      ) : null}
    </div>
  )
}
