import { model } from "@medusajs/framework/utils"

/** The keys of `riverty_connection_state`: what the admin's Connection area remembers. */
export const CONNECTION_STATE_KEYS = ["connection_test", "callbacks_registration"] as const
export type ConnectionStateKey = (typeof CONNECTION_STATE_KEYS)[number]

/**
 * One row per key, each the latest value: the last connection test and the last callback
 * registration. Kept in the database (not in process memory) so every server process and the
 * admin's banner see the same answer.
 */
export const RivertyConnectionState = model.define("riverty_connection_state", {
  id: model.text().primaryKey(),
  value: model.json(),
})
