/**
 * Header the plugin's middleware on `/hooks/payment/:provider` sets to the unix time a Riverty
 * notification was received (after checking its signature then); the provider measures the
 * signature's age against it when Medusa processes the event later.
 */
export const RECEIVED_AT_HEADER = "x-riverty-received-at"
