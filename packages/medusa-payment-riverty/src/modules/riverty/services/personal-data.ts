import { createHmac } from "node:crypto"
import type { Context, ModulesSdkTypes } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaError, generateEntityId } from "@medusajs/framework/utils"
import { ModuleConcern, type ConcernDependencies, type Row } from "../lib/module-concern"
import { decodePersonalDataKey, PersonalDataVault, personalFingerprint, type PersonalData } from "../lib/personal-data-vault"

/** The shopper's connection as the server saw it on a checkout request (see models/checkout-client.ts). */
export interface ShopperBrowser {
  ip_address?: string
  user_agent?: string
}

/** Medusa's generated service of each of the vault's data models (registered by the module's container loader). */
interface VaultDependencies extends ConcernDependencies {
  rivertyCustomerLookupService: ModulesSdkTypes.IMedusaInternalService<Row>
  rivertyLookedUpAddressService: ModulesSdkTypes.IMedusaInternalService<Row>
  rivertyCheckoutClientService: ModulesSdkTypes.IMedusaInternalService<Row>
}

/**
 * The personal-data vault: values sealed with the `personalDataKey` (lib/personal-data-vault.ts)
 * and the rows that hold them: the customer lookups (`riverty_customer_lookup`), the checkout
 * clients (`riverty_checkout_client`) and the payment sessions' personal fields, and their purge.
 * Plain reads, inserts and deletes go through the data models' generated services; SQL is left
 * for the claim, the upserts, the purge's update and the checkout client's delete at authorize.
 */
export class PersonalDataStore extends ModuleConcern {
  private readonly vault: PersonalDataVault
  private readonly fingerprintKey: Buffer
  private readonly lookups_: ModulesSdkTypes.IMedusaInternalService<Row>
  private readonly lookedUpAddresses_: ModulesSdkTypes.IMedusaInternalService<Row>
  private readonly shopperBrowsers_: ModulesSdkTypes.IMedusaInternalService<Row>

  constructor(dependencies: VaultDependencies) {
    super(dependencies)
    this.lookups_ = dependencies.rivertyCustomerLookupService
    this.lookedUpAddresses_ = dependencies.rivertyLookedUpAddressService
    this.shopperBrowsers_ = dependencies.rivertyCheckoutClientService
    const key = decodePersonalDataKey(this.options.personalDataKey) as Buffer
    this.vault = new PersonalDataVault(key)
    // A key of its own for fingerprints, derived so the encryption key is used for one purpose.
    this.fingerprintKey = createHmac("sha256", key).update("riverty personal fingerprints").digest()
  }

  /** A keyed fingerprint of a personal value, for cache keys: never the value in clear, nor its plain hash. */
  fingerprint(value: string): string {
    return personalFingerprint(this.fingerprintKey, value)
  }

  /** Seals a value with the personal-data key for `boundTo` (its cart, its cache key, its session): it opens only for that. */
  seal(value: unknown, boundTo: string): string {
    return this.vault.seal(value, boundTo)
  }

  open<T>(record: string, boundTo: string): T {
    return this.vault.open<T>(record, boundTo)
  }

  /** A session's personal fields, decrypted for the authorize call only (never stored in clear). */
  openSessionPersonalData(row: { personal_data?: string | null; session_id: string }): PersonalData {
    return row.personal_data ? this.vault.open(row.personal_data, row.session_id) : {}
  }

  // Customer lookups. The promise (docs/checkout.md, "What a customer lookup reveals"): from an
  // identification number, or a mobile number with a postal code, a guest learns only Riverty's
  // masked answer, before and after the order. What only a lookup revealed (full names, street,
  // postal code, city, phone) is kept here, sealed and bound to the cart it was made for, and is
  // readable through no store route: confirm writes only the masked values into the cart,
  // authorize sends the full address to Riverty (the provider reads it here), and once Riverty has
  // authorized the order the full address moves to a record of the order (riverty_looked_up_address,
  // sealed and bound to the order id) that only the admin reads; the order keeps the masked
  // address. Unconfirmed rows live LOOKUP_TTL_SECONDS, confirmed ones the personal-data retention,
  // the order's record `lookedUpAddressRetentionDays`; the hourly purge deletes them after that.

  /** Keeps a lookup's full answer for `cartId` for `ttlSeconds`; returns the lookup id the shopper confirms with. */
  @InjectManager()
  async storeLookup(cartId: string, full: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<string> {
    const id = generateEntityId(undefined, "rvlk")
    const expires_at = new Date(Date.now() + ttlSeconds * 1000)
    await this.lookups_.create({ id, cart_id: cartId, sealed: this.vault.seal(full, cartId), expires_at }, context)
    return id
  }

  /**
   * Takes a lookup for its cart, once: one statement marks it used (and keeps it for the
   * personal-data retention, until authorize needs it), so two confirms (also from two server
   * processes) cannot both get it. An earlier confirmed lookup of the cart is dropped: the latest
   * confirm is the cart's customer. Null when unknown, for another cart, used or expired.
   */
  @InjectManager()
  async claimLookup<T>(id: string, cartId: string, @MedusaContext() context: Context = {}): Promise<T | null> {
    // Raw SQL: a conditional UPDATE ... RETURNING; of two confirms racing for the lookup one gets it.
    const [row]: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_customer_lookup"
          SET "used_at" = now(), "updated_at" = now(), "expires_at" = now() + make_interval(hours => ?)
        WHERE "id" = ? AND "cart_id" = ? AND "used_at" IS NULL AND "expires_at" > now() AND "deleted_at" IS NULL
        RETURNING "sealed"`,
      [this.options.personalDataRetentionHours, id, cartId],
    )
    if (!row) return null
    let lookup: T
    try {
      lookup = this.vault.open<T>(String(row.sealed), cartId)
    } catch {
      // Sealed under a key or format this process cannot open (personalDataKey rotated, or a
      // record from before associated data): nothing to confirm; the shopper looks up again.
      await this.lookups_.delete(id, context)
      return null
    }
    await this.lookups_.delete({ selector: { cart_id: cartId, id: { $ne: id }, used_at: { $ne: null } } }, context)
    return lookup
  }

  /** The cart's confirmed lookup (the latest, unexpired), or undefined: for authorize and the placed order. */
  @InjectManager()
  async confirmedLookupOf<T>(cartId: string, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    const [row] = await this.lookups_.list(
      { cart_id: cartId, used_at: { $ne: null }, expires_at: { $gt: new Date() } },
      { select: ["sealed"], order: { used_at: "DESC" }, take: 1 },
      context,
    )
    if (!row) return undefined
    try {
      return this.vault.open<T>(String(row.sealed), cartId)
    } catch {
      // Sealed under a rotated personalDataKey: sending the masked cart address instead would
      // only be refused by Riverty, so the shopper is asked for the address again.
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Riverty: the address found by the customer lookup can no longer be read; please look yourself up again or enter your address",
      )
    }
  }

  /**
   * Keeps the full address a lookup found with the order Riverty authorized for it, sealed and
   * bound to the order id, for `lookedUpAddressRetentionDays`. A second call for the order (a
   * retried workflow) keeps the first record.
   */
  @InjectManager()
  async keepLookedUpAddress(orderId: string, address: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    // Raw SQL: ON CONFLICT DO NOTHING keeps the first record when a retried workflow keeps it again.
    await this.manager(context).execute(
      `INSERT INTO "riverty_looked_up_address" ("id", "sealed", "expires_at", "created_at", "updated_at")
       VALUES (?, ?, now() + make_interval(days => ?), now(), now())
       ON CONFLICT ("id") DO NOTHING`,
      [orderId, this.vault.seal(address, orderId), this.options.lookedUpAddressRetentionDays],
    )
  }

  /**
   * The full address kept with the order (for the admin), with the time it will be deleted;
   * undefined when there is none (no lookup, expired) and `address: null` when it can no longer
   * be read (personalDataKey rotated).
   */
  @InjectManager()
  async lookedUpAddressOf<T>(orderId: string, @MedusaContext() context: Context = {}): Promise<{ address: T | null; expires_at: Date } | undefined> {
    const [row] = await this.lookedUpAddresses_.list({ id: orderId, expires_at: { $gt: new Date() } }, { select: ["sealed", "expires_at"], take: 1 }, context)
    if (!row) return undefined
    const expires_at = new Date(row.expires_at as string | Date)
    try {
      return { address: this.vault.open<T>(String(row.sealed), orderId), expires_at }
    } catch {
      return { address: null, expires_at }
    }
  }

  /** Deletes the order's record (the workflow that kept it was rolled back). */
  @InjectManager()
  async forgetLookedUpAddress(orderId: string, @MedusaContext() context: Context = {}): Promise<void> {
    await this.lookedUpAddresses_.delete(orderId, context)
  }

  /** Deletes every lookup of the cart (its order keeps the address now, or must not). */
  @InjectManager()
  async forgetLookups(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    await this.lookups_.delete({ selector: { cart_id: cartId } }, context)
  }

  /**
   * Keeps the cart's latest checkout client (sealed), for authorize's risk data. One upsert, so
   * concurrent requests of one cart cannot collide.
   */
  @InjectManager()
  async recordShopperBrowser(cartId: string, client: ShopperBrowser, @MedusaContext() context: Context = {}): Promise<void> {
    // Raw SQL: ON CONFLICT DO UPDATE, so concurrent requests of one cart keep one row, the latest.
    await this.manager(context).execute(
      `INSERT INTO "riverty_checkout_client" ("id", "client", "captured_at", "created_at", "updated_at")
       VALUES (?, ?, now(), now(), now())
       ON CONFLICT ("id") DO UPDATE SET "client" = excluded."client", "captured_at" = now(), "updated_at" = now(), "deleted_at" = NULL`,
      [cartId, this.vault.seal(client, cartId)],
    )
  }

  /** The cart's recorded client, or undefined (none recorded, or sealed with a rotated key). */
  @InjectManager()
  async shopperBrowserOf(cartId: string, @MedusaContext() context: Context = {}): Promise<ShopperBrowser | undefined> {
    const [row] = await this.shopperBrowsers_.list({ id: cartId }, { select: ["client"], take: 1 }, context)
    if (!row) return undefined
    try {
      return this.vault.open<ShopperBrowser>(String(row.client), cartId)
    } catch {
      // Risk data is optional: an unreadable record is sent without, never blocks the checkout.
      return undefined
    }
  }

  /** Deletes the cart's client record (Riverty has answered authorize; it is no longer needed). */
  @InjectManager()
  async forgetShopperBrowser(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    // Raw SQL: one statement where the generated delete wraps its one row in a transaction of its
    // own (three round trips), on the path the shopper waits for.
    await this.manager(context).execute(`DELETE FROM "riverty_checkout_client" WHERE "id" = ?`, [cartId])
  }

  /**
   * Deletes personal data older than the retention of sessions that never reached authorize (the
   * shopper left, or the cart changed and Medusa made a new session), the checkout clients (IP
   * address, user agent) of carts as old, expired customer lookups (unconfirmed after
   * LOOKUP_TTL_SECONDS, confirmed after the retention) and expired looked-up addresses of orders.
   * Returns how many rows.
   */
  @InjectManager()
  async purgeStale(now: Date, @MedusaContext() context: Context = {}): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.personalDataRetentionHours * 3_600_000)
    // Raw SQL: a conditional UPDATE ... RETURNING clears every stale row in one statement, loading none.
    const sessions: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_payment_session"
          SET "personal_data" = NULL, "updated_at" = now()
        WHERE "personal_data" IS NOT NULL AND "personal_data_at" < ?
        RETURNING "id"`,
      [cutoff],
    )
    // Checkout clients of carts that never reached an answered authorize, kept no longer.
    const clients = await this.shopperBrowsers_.delete({ selector: { captured_at: { $lt: cutoff } } }, context)
    // Expiry is against the present; `now` moves only the retention's cutoff.
    const expired = { expires_at: { $lte: new Date() } }
    const lookups = await this.lookups_.delete({ selector: expired }, context)
    const orders = await this.lookedUpAddresses_.delete({ selector: expired }, context)
    return sessions.length + clients.length + lookups.length + orders.length
  }
}
