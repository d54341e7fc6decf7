import type { Context, ModulesSdkTypes } from "@medusajs/framework/types"
import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ModuleConcern, type ConcernDependencies, type Row } from "../lib/module-concern"

/** Medusa's generated service of each data model here (registered by the module's container loader). */
interface StoreRouteDependencies extends ConcernDependencies {
  rivertyStoreRouteHitService: ModulesSdkTypes.IMedusaInternalService<Row>
  rivertyStoreRouteCacheService: ModulesSdkTypes.IMedusaInternalService<Row>
}

/**
 * The store routes' rate limits (`riverty_store_route_hit`) and answer cache
 * (`riverty_store_route_cache`). Medusa's cache and locking modules are in-memory by default, so a
 * count or an answer kept there is per process: with several server processes each one would
 * allow the full limit and call Riverty for itself. PostgreSQL is shared by every process of a
 * store in any setup, and one upsert on the primary key counts atomically. The upserts are SQL;
 * reads and deletes go through the data models' generated services.
 */
export class StoreRouteLimits extends ModuleConcern {
  private readonly hits_: ModulesSdkTypes.IMedusaInternalService<Row>
  private readonly cache_: ModulesSdkTypes.IMedusaInternalService<Row>

  constructor(dependencies: StoreRouteDependencies) {
    super(dependencies)
    this.hits_ = dependencies.rivertyStoreRouteHitService
    this.cache_ = dependencies.rivertyStoreRouteCacheService
  }

  /**
   * Counts one request of `client` to `route` in the current fixed window (windows are aligned
   * on the database clock, the one clock all processes share). Returns the requests counted in
   * this window so far and the seconds until it ends.
   */
  @InjectManager()
  async countHit(
    route: string,
    client: string,
    windowSeconds: number,
    @MedusaContext() context: Context = {},
  ): Promise<{ hits: number; retryAfterSeconds: number }> {
    // Raw SQL: ON CONFLICT DO UPDATE counts atomically across processes, the window on the database clock.
    const [row]: Row[] = await this.manager(context).execute(
      `WITH "w" AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ?) * ?) AS "start")
       INSERT INTO "riverty_store_route_hit" ("id", "hits", "window_ends_at", "created_at", "updated_at")
       SELECT ? || '|' || extract(epoch FROM "w"."start")::bigint, 1, "w"."start" + make_interval(secs => ?), now(), now() FROM "w"
       ON CONFLICT ("id") DO UPDATE SET "hits" = "riverty_store_route_hit"."hits" + 1, "updated_at" = now()
       RETURNING "hits", greatest(1, ceil(extract(epoch FROM "window_ends_at" - now())))::int AS "retry_after"`,
      [windowSeconds, windowSeconds, `${route}|${client}`, windowSeconds],
    )
    const hits = Number(row.hits)
    // The first request of a window: past windows of every client are no longer needed.
    if (hits === 1) await this.hits_.delete({ selector: { window_ends_at: { $lt: new Date() } } }, context)
    return { hits, retryAfterSeconds: Number(row.retry_after) }
  }

  /** A cached store route answer that has not expired, or undefined. */
  @InjectManager()
  async readCache(key: string, @MedusaContext() context: Context = {}): Promise<unknown> {
    const [row] = await this.cache_.list({ id: key, expires_at: { $gt: new Date() } }, { select: ["response"], take: 1 }, context)
    return row ? (row.response as { value: unknown }).value : undefined
  }

  /** Keeps a store route answer for `ttlSeconds` and drops expired ones. */
  @InjectManager()
  async writeCache(key: string, value: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<void> {
    // Raw SQL: ON CONFLICT DO UPDATE, so concurrent answers for one key keep one row, the latest.
    await this.manager(context).execute(
      `INSERT INTO "riverty_store_route_cache" ("id", "response", "expires_at", "created_at", "updated_at")
       VALUES (?, ?::jsonb, now() + make_interval(secs => ?), now(), now())
       ON CONFLICT ("id") DO UPDATE SET "response" = excluded."response", "expires_at" = excluded."expires_at",
                                        "updated_at" = now(), "deleted_at" = NULL`,
      [key, JSON.stringify({ value }), ttlSeconds],
    )
    await this.purgeExpiredCache(context)
  }

  /** Deletes expired cache rows (the customer lookup's hold a sealed profile); returns how many. */
  @InjectManager()
  async purgeExpiredCache(@MedusaContext() context: Context = {}): Promise<number> {
    const deleted = await this.cache_.delete({ selector: { expires_at: { $lte: new Date() } } }, context)
    return deleted.length
  }
}
