/** A billing address in Medusa's address fields (what confirm writes into the cart, and what the admin reads with the order). */
export type LookupBillingAddress = Partial<
  Record<"first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "phone", string>
> & {
  country_code: string
}

/**
 * What the module keeps sealed for a lookup: the full address Riverty found (only Riverty at
 * authorize and the merchant after an authorized order may read it) and the masked address the
 * guest saw, which confirm writes into the cart. Authorize uses the full address only while the
 * cart's billing address is still that masked one: a shopper who typed another address meant it.
 */
export interface CustomerLookupRecord {
  address: LookupBillingAddress
  masked: LookupBillingAddress
}

/** The address fields a lookup fills in, compared to tell whether the cart still shows the masked address. */
export const LOOKUP_ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "country_code"] as const
