import { model } from "@medusajs/framework/utils"

/**
 * Requests of one client to one store route in one fixed window. The id is
 * `{route}|{client}|{window start}`, so counting is a single upsert on the primary key and holds
 * across server processes; rows of past windows are deleted as new windows start.
 */
export const RivertyStoreRouteHit = model
  .define("riverty_store_route_hit", {
    id: model.id().primaryKey(),
    hits: model.number().default(0),
    window_ends_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_riverty_store_route_hit_window_ends_at", on: ["window_ends_at"] }])

/**
 * A store route's answer from Riverty, reused for the same inputs until it expires. The id is
 * `{route}|{sha256 of the inputs}`.
 */
export const RivertyStoreRouteCache = model
  .define("riverty_store_route_cache", {
    id: model.id().primaryKey(),
    response: model.json(),
    expires_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_riverty_store_route_cache_expires_at", on: ["expires_at"] }])
