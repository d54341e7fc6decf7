import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ModuleConcern } from "../lib/module-concern"
import type { ConnectionStateKey } from "../models"

/**
 * The admin's Connection area: the latest value per state key (`riverty_connection_state`). Only
 * the write is SQL; it is read through the module's generated listRivertyConnectionStates.
 */
export class ConnectionStateStore extends ModuleConcern {
  /** Replaces the value of a connection state key (one upsert: the last writer of any process wins). */
  @InjectManager()
  async write(key: ConnectionStateKey, value: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    // Raw SQL: ON CONFLICT DO UPDATE, so two processes writing the first value of a key never collide.
    await this.manager(context).execute(
      `INSERT INTO "riverty_connection_state" ("id", "value", "created_at", "updated_at") VALUES (?, ?::jsonb, now(), now())
       ON CONFLICT ("id") DO UPDATE SET "value" = excluded."value", "updated_at" = now(), "deleted_at" = NULL`,
      [key, JSON.stringify(value)],
    )
  }
}
