import { model } from "@medusajs/framework/utils"

/**
 * The full answer of a customer lookup, kept for the cart it was made for until the shopper
 * confirms it: the guest sees only masked data, and confirm writes the full address into the
 * cart. `sealed` is encrypted with the personal-data key; a row is used once (`used_at`) and is
 * worthless after `expires_at` (expired and used rows are deleted as new lookups arrive).
 */
export const RivertyCustomerLookup = model
  .define("riverty_customer_lookup", {
    id: model.id({ prefix: "rvlk" }).primaryKey(),
    cart_id: model.text(),
    sealed: model.text(),
    expires_at: model.dateTime(),
    used_at: model.dateTime().nullable(),
  })
  .indexes([{ name: "IDX_riverty_customer_lookup_expires_at", on: ["expires_at"] }])
