import { asValue } from "@medusajs/framework/awilix"
import type { LoaderOptions } from "@medusajs/framework/types"
import { MODULE_OPTIONS_KEY } from "../lib/module-concern"
import { parseModuleOptions } from "../options"

/**
 * Registers the parsed module options in the module's container, where the concern services of
 * `services/` read them (Medusa hands options to the module service's constructor only). Loaders
 * run before the module service is built, so every service sees them.
 */
export default async function registerModuleOptions({ container, options }: LoaderOptions): Promise<void> {
  container.register(MODULE_OPTIONS_KEY, asValue(parseModuleOptions(options)))
}
