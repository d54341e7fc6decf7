import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/postgresql"
import type { RivertyModuleOptions } from "../options"

/** The module container's key of the parsed module options (registered by loaders/module-options.ts). */
export const MODULE_OPTIONS_KEY = "rivertyModuleOptions"

/**
 * What the module's container hands a concern service. Medusa's container loader registers every
 * class of `services/` in the module's container (by its name, first letter lower-cased) next to
 * `baseRepository`; the module service receives them the same way.
 */
export interface ConcernDependencies {
  baseRepository: object
  [MODULE_OPTIONS_KEY]: RivertyModuleOptions
}

export type Row = Record<string, unknown>

/**
 * One concern of the module (the inbox, the follow-up queue, the vault, ...): its table(s) and all
 * of its SQL. Its methods take the module service's context, so a call inside the service's
 * transaction runs on that transaction's manager; called on its own it opens a fresh one.
 */
export abstract class ModuleConcern {
  // @InjectManager() takes a fresh manager from `baseRepository_` when the caller passed none.
  protected readonly baseRepository_: object
  protected readonly options: RivertyModuleOptions

  constructor(dependencies: ConcernDependencies) {
    this.baseRepository_ = dependencies.baseRepository
    this.options = dependencies[MODULE_OPTIONS_KEY]
  }

  protected manager(context: Context): SqlEntityManager {
    return context.manager as SqlEntityManager
  }
}
