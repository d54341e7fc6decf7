"use client"
import { useEffect, useState } from "react"
import type { RivertyStore } from "../client.js"
import type { CustomerCategory } from "../methods.js"
import { customerFacingMessageOf } from "../place-order.js"
import type { RivertyMethodOffer } from "../types.js"

export interface PaymentMethodsState {
  offers: RivertyMethodOffer[] | null
  /** Riverty's words when it offers nothing, or those the store's error carried. */
  message?: string
  /** Nothing offered (`none`) or the request failed (`unavailable`): the component words it when Riverty did not. */
  problem?: "none" | "unavailable"
  /** Riverty's refusal of the cart's newest Riverty session, as the store read it (its words, or none). */
  refusal?: { message?: string; actionCode?: string }
  loading: boolean
}

/** The offers for the cart and customer category from the store route, or the ones given. */
export function usePaymentMethods(client: Pick<RivertyStore, "paymentMethods"> | undefined, cartId: string | undefined, category: CustomerCategory, given?: RivertyMethodOffer[]): PaymentMethodsState {
  const [state, setState] = useState<PaymentMethodsState>({ offers: null, loading: !given })
  const fetching = !given
  useEffect(() => {
    if (!fetching || !client || !cartId) return
    const abort = new AbortController()
    setState({ offers: null, loading: true })
    client
      .paymentMethods({ cart_id: cartId, customer_category: category }, { signal: abort.signal })
      .then(
        (answer) =>
          !abort.signal.aborted &&
          setState({
            offers: answer.payment_methods,
            loading: false,
            ...(answer.payment_methods.length ? {} : { problem: "none", ...(answer.customer_facing_message ? { message: answer.customer_facing_message } : {}) }),
            ...(answer.refusal
              ? {
                  refusal: {
                    ...(answer.refusal.customer_facing_message ? { message: answer.refusal.customer_facing_message } : {}),
                    ...(answer.refusal.action_code ? { actionCode: answer.refusal.action_code } : {}),
                  },
                }
              : {}),
          }),
        (error: unknown) => {
          const own = customerFacingMessageOf(error)
          if (!abort.signal.aborted) setState({ offers: [], loading: false, problem: "unavailable", ...(own ? { message: own } : {}) })
        },
      )
    return () => abort.abort()
  }, [client, cartId, category, fetching])
  // Given offers are used as they are (no state): a new array on every render of the starter costs nothing.
  return given ? { offers: given, loading: false } : state
}
