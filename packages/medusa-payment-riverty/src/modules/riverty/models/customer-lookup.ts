import { model } from "@medusajs/framework/utils"

/**
 * The full address a customer lookup found, for the cart it was made for: the guest sees only
 * masked data (confirm writes it into the cart), authorize sends the full address to Riverty,
 * and once Riverty authorized the order it moves to the order's sealed record for the admin
 * (looked-up-address.ts), after which the row is deleted. `sealed`
 * is encrypted with the personal-data key and bound to the cart id; a row is confirmed once
 * (`used_at`, which extends `expires_at` to the personal-data retention) and is worthless after
 * `expires_at` (the hourly purge deletes it).
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
