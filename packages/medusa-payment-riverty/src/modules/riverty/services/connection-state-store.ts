import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"
import type { ConnectionStateKey } from "../models"

/** The admin's Connection area: the latest value per state key (`riverty_connection_state`). */
export class ConnectionStateStore extends ModuleConcern {
  /** Replaces the value of a connection state key (one upsert: the last writer of any process wins). */
  @InjectManager()
  async write(key: ConnectionStateKey, value: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    await this.manager(context).execute(
      `INSERT INTO "riverty_connection_state" ("id", "value", "created_at", "updated_at") VALUES (?, ?::jsonb, now(), now())
       ON CONFLICT ("id") DO UPDATE SET "value" = excluded."value", "updated_at" = now(), "deleted_at" = NULL`,
      [key, JSON.stringify(value)],
    )
  }

  /** The value of a connection state key, or undefined when nothing was stored yet. */
  @InjectManager()
  async read<T>(key: ConnectionStateKey, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    const [row]: Row[] = await this.manager(context).execute(
      `SELECT "value" FROM "riverty_connection_state" WHERE "id" = ? AND "deleted_at" IS NULL`,
      [key],
    )
    return row ? (row.value as T) : undefined
  }
}
