import { model } from "@medusajs/framework/utils"

/**
 * The full billing address a customer lookup found, kept with the order Riverty authorized for
 * it, for the merchant's admin only: the store API's order keeps the masked address the guest saw.
 * The id is the order id; `sealed` is encrypted with the personal-data key and bound to that id.
 * Kept `lookedUpAddressRetentionDays` after the order is placed (`expires_at`); the hourly purge
 * deletes it then.
 */
export const RivertyLookedUpAddress = model
  .define("riverty_looked_up_address", {
    id: model.id().primaryKey(),
    sealed: model.text(),
    expires_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_riverty_looked_up_address_expires_at", on: ["expires_at"] }])
