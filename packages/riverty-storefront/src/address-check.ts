import { englishTexts, type RivertyTexts } from "./i18n/texts.js"
import type { StoreAddress, ValidateAddressResponse } from "./types.js"

/** The address the validate-address route takes: optional lines only when they hold text (never "" or null). */
export function addressToCheck(address: { address_1?: string | null; address_2?: string | null; postal_code?: string | null; city?: string | null; country_code?: string | null }): StoreAddress {
  const line = (value: string | null | undefined) => (value ?? "").trim()
  const second = line(address.address_2)
  return {
    address_1: line(address.address_1),
    ...(second ? { address_2: second } : {}),
    postal_code: line(address.postal_code),
    city: line(address.city),
    country_code: line(address.country_code).toLowerCase(),
  }
}

const KEYS = ["address_1", "address_2", "postal_code", "city", "country_code"] as const

/** A line as written, without what writing it differently changes: case, spacing, composed or not. */
const lineKey = (value: string | null | undefined): string => (value ?? "").normalize("NFC").toLowerCase().replace(/\s+/g, "")

/**
 * A postcode without its country's usual writing: spaces ("1012 LG", "111 22"), hyphens and a
 * leading country prefix ("SE-111 22", "D-10115"). The postcodes of every country Riverty serves
 * start with a digit, so letters before the first digit are never part of one.
 */
const postcodeKey = (value: string | null | undefined): string => lineKey(value).replace(/-/g, "").replace(/^[a-z]+(?=\d)/, "")

/**
 * An address part as compared: a postcode without its usual writing, any other part without case
 * and spacing. Two parts with the same key are the same as written differently.
 */
export const addressPartKey = (value: string | null | undefined, part: "postcode" | "line" = "line"): string =>
  part === "postcode" ? postcodeKey(value) : lineKey(value)

/**
 * Whether two addresses are the same place as written: spacing, case and a postcode's usual form
 * differ, the street, number, postcode and city do not. A correction that only rewrites an
 * address is no correction ("did you mean…?" is asked only for a changed one).
 */
export const isSameAddress = (a: StoreAddress, b: StoreAddress): boolean =>
  KEYS.every((key) => {
    const part = key === "postal_code" ? "postcode" : "line"
    return addressPartKey(a[key], part) === addressPartKey(b[key], part)
  })

export type AddressCheck =
  | { kind: "valid" }
  /** "Did you mean…?": Riverty's corrected form, sent with `is_valid` true or false. */
  | { kind: "suggestion"; address: StoreAddress; message?: string }
  /** `message`: Riverty's words, else the kit's `address.invalid` in the language of the texts given. */
  | { kind: "invalid"; message: string; customerFacingMessage?: string }

/**
 * What to show after validate-address. A corrected address that differs from the entered one (a
 * changed street, number, postcode or city: `isSameAddress`) is offered even when Riverty answered
 * `is_valid: true`; one that only writes it differently is none. Without a correction,
 * `is_valid: false` is an error.
 */
export function addressCheckOf(answer: ValidateAddressResponse, entered: StoreAddress, texts: RivertyTexts = englishTexts()): AddressCheck {
  const corrected = answer.corrected_address
  if (corrected && !isSameAddress(corrected, entered)) {
    return { kind: "suggestion", address: corrected, ...(answer.customer_facing_message ? { message: answer.customer_facing_message } : {}) }
  }
  if (answer.is_valid) return { kind: "valid" }
  const own = answer.customer_facing_message
  return own ? { kind: "invalid", message: own, customerFacingMessage: own } : { kind: "invalid", message: texts.t("address.invalid") }
}

type SavedAddress = { first_name?: string | null; last_name?: string | null; company?: string | null; phone?: string | null; province?: string | null }

/**
 * The cart's billing address with Riverty's correction, as a store update takes it
 * (`updateCart({ billing_address: correctedAddressUpdate(cart.billing_address, corrected) })`): the
 * saved name, company, phone and province, Riverty's lines. Medusa's store API refuses a saved address
 * spread into the update (its id and dates are unknown keys) and drops what a correction alone would
 * leave out, the shopper's name first of all.
 */
export function correctedAddressUpdate(saved: SavedAddress | null | undefined, corrected: StoreAddress) {
  const kept = Object.fromEntries(
    (["first_name", "last_name", "company", "phone", "province"] as const).flatMap((key) => (saved?.[key] ? [[key, saved[key] as string]] : [])),
  ) as Partial<Record<"first_name" | "last_name" | "company" | "phone" | "province", string>>
  const second = (corrected.address_2 ?? "").trim()
  return {
    ...kept,
    address_1: corrected.address_1,
    // An empty second line is cleared, never sent as "" (Riverty's form has none).
    address_2: second || null,
    postal_code: corrected.postal_code,
    city: corrected.city,
    country_code: corrected.country_code.toLowerCase(),
  }
}

type CartAddress = SavedAddress & { address_1?: string | null; address_2?: string | null; postal_code?: string | null; city?: string | null; country_code?: string | null }

/**
 * The cart update for a chosen correction of the billing address
 * (`updateCart(correctedCartUpdate(cart, corrected))`): the billing address, and the shipping
 * address too when the parcel goes to the same address (the starter's "Billing and delivery
 * address are the same"), so the parcel and the invoice go where Riverty says the shopper lives.
 * A different delivery address stays as the shopper entered it.
 */
export function correctedCartUpdate(
  cart: { billing_address?: CartAddress | null; shipping_address?: CartAddress | null },
  corrected: StoreAddress,
) {
  const billing = correctedAddressUpdate(cart.billing_address, corrected)
  const shipping = cart.shipping_address
  const sameAsBilling = !!shipping && !!cart.billing_address && isSameAddress(addressToCheck(shipping), addressToCheck(cart.billing_address))
  return sameAsBilling ? { billing_address: billing, shipping_address: correctedAddressUpdate(shipping, corrected) } : { billing_address: billing }
}
