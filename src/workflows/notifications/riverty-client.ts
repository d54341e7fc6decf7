import type { RivertyClient } from "../../riverty"
import type { RivertyModuleOptions } from "../../modules/riverty"
import { clientOptionsFor, sharedClientFor } from "../../providers/riverty/client-factory"

/** A Riverty client from the module (plugin) options: v3 keys for reads, OAuth for callbacks. */
export function rivertyClientFor(options: RivertyModuleOptions): RivertyClient {
  return sharedClientFor(clientOptionsFor(options))
}
