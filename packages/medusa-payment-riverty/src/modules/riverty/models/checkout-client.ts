import { model } from "@medusajs/framework/utils"

/**
 * The shopper's IP address and browser (user agent) as the server saw them on the cart's last
 * checkout request (payment session creation, cart completion), for `customer.riskData` of
 * authorize: the payment provider never sees the HTTP request. The id is the cart id, so a
 * request writes with one upsert; `client` is sealed like the other personal data (IP addresses
 * are personal), and the row is deleted once Riverty has answered authorize, or by the purge job.
 */
export const RivertyCheckoutClient = model
  .define("riverty_checkout_client", {
    id: model.id().primaryKey(),
    client: model.text(),
    captured_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_riverty_checkout_client_captured_at", on: ["captured_at"] }])
