import type { Context, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { MODULE_OPTIONS_KEY } from "./lib/module-concern"
import { maskPersonalData, type PersonalData } from "./lib/personal-data-vault"
import {
  RivertyAdminRequest,
  RivertyConnectionState,
  RivertyFollowUp,
  FOLLOW_UP_STATUSES,
  RivertyLedgerEntry,
  RivertyMerchant,
  RivertyNotification,
  RivertyPaymentSessionState,
  RivertyReturnOrder,
  type ConnectionStateKey,
} from "./models"
import type { RivertyModuleOptions } from "./options"
import type { AbandonedSessions } from "./services/abandoned-sessions"
import type { AdminRequestKey, AdminRequests } from "./services/admin-requests"
import type { ConnectionStateStore } from "./services/connection-state-store"
import type { FollowUpInput, FollowUpQueue, FollowUpRecord } from "./services/follow-up-queue"
import type { MerchantOnboarding, NewMerchantOnboarding } from "./services/merchant-onboarding"
import type { PaymentSessionStates } from "./services/payment-session-states"
import type { IncomingNotification, NotificationInbox, NotificationRecord, RejectedNotification } from "./services/notification-inbox"
import type { ShopperBrowser, PersonalDataStore } from "./services/personal-data"
import type { StoreRouteLimits } from "./services/store-route-limits"

export type { NotificationRecord, IncomingNotification, RejectedNotification } from "./services/notification-inbox"
export type { NewMerchantOnboarding } from "./services/merchant-onboarding"
export type { ShopperBrowser } from "./services/personal-data"
export type { AdminRequestKey } from "./services/admin-requests"
export type LedgerEntryRecord = InferTypeOf<typeof RivertyLedgerEntry>
export type ReturnOrderRecord = InferTypeOf<typeof RivertyReturnOrder>
export type MerchantRecord = InferTypeOf<typeof RivertyMerchant>
export type PaymentSessionStateRecord = InferTypeOf<typeof RivertyPaymentSessionState>
export type PaymentSessionStatePatch = Partial<Omit<PaymentSessionStateRecord, "id" | "session_id" | "created_at" | "updated_at" | "deleted_at">>

export interface NewPaymentSessionState {
  session_id: string
  method: string
  order_number: string
  currency?: string | null
  amount?: string | null
  choices: Record<string, unknown>
  personal: PersonalData
}

/**
 * What the module's container holds for the service: Medusa's container loader registers each
 * class of `services/` under its name (first letter lower-cased), loaders/module-options.ts the
 * parsed options.
 */
interface ModuleDependencies {
  [MODULE_OPTIONS_KEY]: RivertyModuleOptions
  notificationInbox: NotificationInbox
  followUpQueue: FollowUpQueue
  personalDataStore: PersonalDataStore
  storeRouteLimits: StoreRouteLimits
  adminRequests: AdminRequests
  connectionStateStore: ConnectionStateStore
  merchantOnboarding: MerchantOnboarding
  abandonedSessions: AbandonedSessions
  paymentSessionStates: PaymentSessionStates
}

/**
 * The riverty module's service, the one Medusa resolves as `riverty`: the generated CRUD of its
 * data models, which the plugin uses for plain reads and writes, and a method for each question
 * that needs more, composed from the generated CRUD and the statements of the concern that owns
 * the table (services/): the notification inbox, the follow-up queue, the personal-data vault,
 * the store-route limits, the admin requests, the connection state, merchant onboarding and the
 * abandoned sessions. Claims and deduplication are single SQL statements there, so they hold
 * across concurrent requests and across several server processes.
 */
export default class RivertyModuleService extends MedusaService({
  RivertyNotification,
  RivertyLedgerEntry,
  RivertyReturnOrder,
  RivertyAdminRequest,
  RivertyPaymentSessionState,
  RivertyFollowUp,
  RivertyMerchant,
  RivertyConnectionState,
}) {
  readonly options: RivertyModuleOptions
  private readonly inbox_: NotificationInbox
  private readonly followUps_: FollowUpQueue
  private readonly personalData_: PersonalDataStore
  private readonly storeRoutes_: StoreRouteLimits
  private readonly adminRequests_: AdminRequests
  private readonly connectionState_: ConnectionStateStore
  private readonly merchants_: MerchantOnboarding
  private readonly abandonedSessions_: AbandonedSessions
  private readonly sessionStates_: PaymentSessionStates

  constructor(container: ModuleDependencies & Record<string, unknown>) {
    // Medusa passes (container, options, moduleDeclaration); MedusaService takes them all.
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    // Parsed once by loaders/module-options.ts, the same object the concerns read.
    this.options = container[MODULE_OPTIONS_KEY]
    this.inbox_ = container.notificationInbox
    this.followUps_ = container.followUpQueue
    this.personalData_ = container.personalDataStore
    this.storeRoutes_ = container.storeRouteLimits
    this.adminRequests_ = container.adminRequests
    this.connectionState_ = container.connectionStateStore
    this.merchants_ = container.merchantOnboarding
    this.abandonedSessions_ = container.abandonedSessions
    this.sessionStates_ = container.paymentSessionStates
  }

  // The personal-data vault (services/personal-data.ts).

  /** A keyed fingerprint of a personal value, for cache keys: never the value in clear, nor its plain hash. */
  async fingerprint(value: string): Promise<string> {
    return this.personalData_.fingerprint(value)
  }

  /** Seals a value with the personal-data key for `boundTo` (its cart, its cache key): it opens only for that. */
  async sealPersonal(value: unknown, boundTo: string): Promise<string> {
    return this.personalData_.seal(value, boundTo)
  }

  async openSealed<T>(record: string, boundTo: string): Promise<T> {
    return this.personalData_.open<T>(record, boundTo)
  }

  /** Keeps a lookup's full answer for `cartId` for `ttlSeconds`; returns the lookup id the shopper confirms with. */
  @InjectManager()
  async storeCustomerLookup(cartId: string, full: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<string> {
    return this.personalData_.storeLookup(cartId, full, ttlSeconds, context)
  }

  /** Takes a lookup for its cart, once; null when unknown, for another cart, used or expired. */
  @InjectManager()
  async claimCustomerLookup<T>(id: string, cartId: string, @MedusaContext() context: Context = {}): Promise<T | null> {
    return this.personalData_.claimLookup<T>(id, cartId, context)
  }

  /** The cart's confirmed lookup (the latest, unexpired), or undefined: for authorize and the placed order. */
  @InjectManager()
  async confirmedCustomerLookupOf<T>(cartId: string, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    return this.personalData_.confirmedLookupOf<T>(cartId, context)
  }

  /** Keeps the full address a lookup found with the order Riverty authorized (sealed, for the admin only). */
  @InjectManager()
  async keepLookedUpAddress(orderId: string, address: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    return this.personalData_.keepLookedUpAddress(orderId, address, context)
  }

  /** The full looked-up address kept with the order and when it is deleted; `address: null` when it can no longer be read. */
  @InjectManager()
  async lookedUpAddressOf<T>(orderId: string, @MedusaContext() context: Context = {}): Promise<{ address: T | null; expires_at: Date } | undefined> {
    return this.personalData_.lookedUpAddressOf<T>(orderId, context)
  }

  /** Deletes the looked-up address kept with the order. */
  @InjectManager()
  async forgetLookedUpAddress(orderId: string, @MedusaContext() context: Context = {}): Promise<void> {
    return this.personalData_.forgetLookedUpAddress(orderId, context)
  }

  /** Deletes every lookup of the cart (its order keeps the address now, or must not). */
  @InjectManager()
  async forgetCustomerLookups(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    return this.personalData_.forgetLookups(cartId, context)
  }

  /**
   * Keeps the shopper's IP address and user agent of the cart's latest payment session request
   * (sealed), for an authorize outside the completing request.
   */
  @InjectManager()
  async recordShopperBrowser(cartId: string, client: ShopperBrowser, @MedusaContext() context: Context = {}): Promise<void> {
    return this.personalData_.recordShopperBrowser(cartId, client, context)
  }

  /** The cart's recorded client, or undefined (none recorded, or sealed with a rotated key). */
  @InjectManager()
  async shopperBrowserOf(cartId: string, @MedusaContext() context: Context = {}): Promise<ShopperBrowser | undefined> {
    return this.personalData_.shopperBrowserOf(cartId, context)
  }

  /** Deletes the cart's client record (Riverty has answered authorize; it is no longer needed). */
  @InjectManager()
  async forgetShopperBrowser(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    return this.personalData_.forgetShopperBrowser(cartId, context)
  }

  /**
   * Deletes what the retention no longer allows: sessions' personal data, checkout clients,
   * customer lookups and the looked-up addresses kept with orders (the vault), and expired store
   * route cache rows (the customer lookup's hold a sealed profile). Returns how many rows.
   */
  @InjectManager()
  async purgeStalePersonalData(now = new Date(), @MedusaContext() context: Context = {}): Promise<number> {
    const personal = await this.personalData_.purgeStale(now, context)
    const cached = await this.storeRoutes_.purgeExpiredCache(context)
    return personal + cached
  }

  // The provider's payment session state (services/payment-session-states.ts, one statement per
  // read or write; personal fields sealed by the vault).

  /**
   * Records a new payment session: the provider's state, the storefront's choices, and the
   * personal fields sealed in the vault (only their masked forms stay readable). A session
   * initiated again gets its row patched.
   */
  async recordPaymentSession(input: NewPaymentSessionState): Promise<PaymentSessionStateRecord> {
    const hasPersonal = Object.values(input.personal).some((v) => v !== undefined)
    return this.sessionStates_.record(input.session_id, {
      method: input.method,
      order_number: input.order_number,
      currency: input.currency ?? null,
      amount: input.amount ?? null,
      choices: input.choices,
      masked: maskPersonalData(input.personal),
      personal_data: hasPersonal ? this.personalData_.seal(input.personal, input.session_id) : null,
      personal_data_at: hasPersonal ? new Date() : null,
    })
  }

  /** The provider's record of a Medusa payment session, or null when the provider never saw it. */
  async paymentSessionState(sessionId: string): Promise<PaymentSessionStateRecord | null> {
    const [row] = await this.listRivertyPaymentSessionStates({ session_id: sessionId }, { take: 1 })
    return (row as PaymentSessionStateRecord | undefined) ?? null
  }

  /** Sets the patch on the session's record (one UPDATE ... RETURNING); NOT_FOUND when the provider never saw it. */
  async updatePaymentSessionState(sessionId: string, patch: PaymentSessionStatePatch): Promise<PaymentSessionStateRecord> {
    return this.sessionStates_.patch(sessionId, patch as Record<string, unknown>)
  }

  /** The session's personal fields, decrypted for the authorize call only (never stored in clear). */
  async openPersonalData(row: Pick<PaymentSessionStateRecord, "personal_data" | "session_id">): Promise<PersonalData> {
    return this.personalData_.openSessionPersonalData(row)
  }

  /** Claims up to `limit` deleted sessions to check at Riverty, each for `leaseMs` (services/abandoned-sessions.ts). */
  @InjectManager()
  async claimAbandonedSessions(limit: number, leaseMs: number, @MedusaContext() context: Context = {}): Promise<PaymentSessionStateRecord[]> {
    return this.abandonedSessions_.claim(limit, leaseMs, context)
  }

  /** Claims up to `limit` accepted sessions no completion settled within `holdMs`, each for `leaseMs` (services/abandoned-sessions.ts). */
  @InjectManager()
  async claimUnplacedAuthorizations(limit: number, leaseMs: number, holdMs: number, @MedusaContext() context: Context = {}): Promise<PaymentSessionStateRecord[]> {
    return this.abandonedSessions_.claimUnplaced(limit, leaseMs, holdMs, context)
  }

  // The notification inbox (services/notification-inbox.ts).

  /**
   * The receiver's store: stored once per notification id (`stored` false for a redelivery);
   * deliveries arriving while an insert of this process is in flight go together in the next one
   * (one statement and one commit for many).
   */
  async receiveNotification(input: IncomingNotification): Promise<{ stored: boolean; id: string | null }> {
    return this.inbox_.storeQueued(input)
  }

  /** Keeps a malformed delivery for diagnosis, once per body; its row id and whether it is new. */
  @InjectManager()
  async storeRejected(input: RejectedNotification, @MedusaContext() context: Context = {}): Promise<{ id: string; stored: boolean }> {
    const { id, notificationId } = await this.inbox_.storeRejected(input, context)
    if (id) return { id, stored: true }
    const [kept] = await this.listRivertyNotifications({ notification_id: notificationId }, { select: ["id"], take: 1 }, context)
    return { id: String(kept?.id ?? ""), stored: false }
  }

  /**
   * Claims a notification for one workflow run (the processing workflow's first step); `retry`
   * (the admin's) takes failed and dead ones. Null when another run has it or it needs nothing more.
   */
  @InjectManager()
  async claimNotificationRun(id: string, retry = false, @MedusaContext() context: Context = {}): Promise<NotificationRecord | null> {
    return this.inbox_.claimRun(id, retry, context)
  }

  /** Ends a claimed notification's processing as processed, or as contradicted by Riverty's order. */
  @InjectManager()
  async markProcessed(
    id: string,
    outcome: string,
    status: "processed" | "contradicted" = "processed",
    @MedusaContext() context: Context = {},
  ): Promise<void> {
    return this.inbox_.markProcessed(id, outcome, status, context)
  }

  /**
   * Records a redelivery of a stored notification id with another body (kept as a conflict on the
   * row; the first body stays the one processed). The row's id when recorded now, else null.
   */
  @InjectManager()
  async recordNotificationConflict(notificationId: string, rawBody: string, @MedusaContext() context: Context = {}): Promise<string | null> {
    return this.inbox_.recordConflict(notificationId, rawBody, context)
  }

  /** Records a failed run of a claimed notification: retried with backoff, or parked as dead after maxAttempts. */
  @InjectManager()
  async markFailed(id: string, error: string, @MedusaContext() context: Context = {}): Promise<{ status: "failed" | "dead"; next_attempt_at: Date | null }> {
    const { attempts } = await this.retrieveRivertyNotification(id, { select: ["attempts"] }, context)
    return this.inbox_.markFailed(id, Number(attempts), error, context)
  }

  /** How many notifications are in each status (the admin's Connection banner). */
  @InjectManager()
  async countNotificationsByStatus(@MedusaContext() context: Context = {}): Promise<Record<string, number>> {
    return this.inbox_.countByStatus(context)
  }

  /** How many follow-ups are in each status, one count per status through the generated service (the statuses are few and fixed). */
  @InjectManager()
  async countFollowUpsByStatus(@MedusaContext() context: Context = {}): Promise<Record<string, number>> {
    const counts: Record<string, number> = {}
    for (const status of FOLLOW_UP_STATUSES) {
      const [, count] = await this.listAndCountRivertyFollowUps({ status }, { select: ["id"], take: 1 }, context)
      if (count > 0) counts[status] = count
    }
    return counts
  }

  // The store routes' rate limits and answer cache (services/store-route-limits.ts).

  /** Counts one request of `client` to `route` in the current window; the hits so far and the seconds left. */
  @InjectManager()
  async countStoreRouteHit(
    route: string,
    client: string,
    windowSeconds: number,
    @MedusaContext() context: Context = {},
  ): Promise<{ hits: number; retryAfterSeconds: number }> {
    return this.storeRoutes_.countHit(route, client, windowSeconds, context)
  }

  /** A cached store route answer that has not expired, or undefined. */
  @InjectManager()
  async readStoreRouteCache(key: string, @MedusaContext() context: Context = {}): Promise<unknown> {
    return this.storeRoutes_.readCache(key, context)
  }

  /** Keeps a store route answer for `ttlSeconds` and drops expired ones. */
  @InjectManager()
  async writeStoreRouteCache(key: string, value: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<void> {
    return this.storeRoutes_.writeCache(key, value, ttlSeconds, context)
  }

  // The follow-up queue of order events (services/follow-up-queue.ts).

  /** Stores a follow-up once per dedupe key; `created` is false for a redelivered event. */
  @InjectManager()
  async enqueueFollowUp(input: FollowUpInput, @MedusaContext() context: Context = {}): Promise<{ created: boolean; followUp: FollowUpRecord }> {
    const inserted = await this.followUps_.insertOnce(input, context)
    if (inserted) return { created: true, followUp: inserted }
    const [stored] = await this.listRivertyFollowUps({ dedupe_key: input.dedupe_key }, { take: 1 }, context)
    return { created: false, followUp: stored as FollowUpRecord }
  }

  /** Claims one due follow-up with a lease; null when it is not due or someone else holds it. */
  @InjectManager()
  async claimFollowUp(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    return this.followUps_.claim(id, context)
  }

  /** Claims up to `limit` due follow-ups (several processes may call it at once). */
  @InjectManager()
  async claimDueFollowUps(limit = 20, @MedusaContext() context: Context = {}): Promise<FollowUpRecord[]> {
    return this.followUps_.claimDue(limit, context)
  }

  /** Marks a claimed follow-up done with its outcome; false when the claim was lost to another worker. */
  @InjectManager()
  async completeFollowUp(claimed: FollowUpRecord, outcome: string, @MedusaContext() context: Context = {}): Promise<boolean> {
    return this.followUps_.complete(claimed, outcome, context)
  }

  /** Records a claimed follow-up's failed attempt (backoff, or dead); null when the claim was lost. */
  @InjectManager()
  async failFollowUp(
    claimed: FollowUpRecord,
    error: string,
    permanent = false,
    @MedusaContext() context: Context = {},
  ): Promise<{ status: "pending" | "dead"; next_attempt_at: Date | null } | null> {
    return this.followUps_.fail(claimed, error, permanent, context)
  }

  /** Admin retry: claims a dead follow-up for one more attempt, now; null if it is not dead. */
  @InjectManager()
  async claimDeadFollowUp(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    return this.followUps_.claimDead(id, context)
  }

  // Admin writes exactly once (services/admin-requests.ts; the routes' side is api/admin/riverty/orders/lib/once.ts).

  /** Claims an admin submit: the row id when this call may run the write, null when another runs or ran it. */
  @InjectManager()
  async claimAdminRequest(request: AdminRequestKey & { request_hash: string }, @MedusaContext() context: Context = {}): Promise<string | null> {
    return this.adminRequests_.claim(request, context)
  }

  // The admin's Connection area (services/connection-state-store.ts).

  /** Replaces the value of a connection state key (one upsert: the last writer of any process wins). */
  @InjectManager()
  async writeConnectionState(key: ConnectionStateKey, value: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    return this.connectionState_.write(key, value, context)
  }

  /** The value of a connection state key, or undefined when nothing was stored yet. */
  @InjectManager()
  async readConnectionState<T>(key: ConnectionStateKey, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    const [row] = await this.listRivertyConnectionStates({ id: key }, { select: ["value"], take: 1 }, context)
    return row ? (row.value as T) : undefined
  }

  // Merchant onboarding, once per partnerReference (services/merchant-onboarding.ts).

  /** Claims the onboarding of a partner reference: the row id when this caller must call Riverty, else null. */
  @InjectManager()
  async claimMerchantOnboarding(input: NewMerchantOnboarding, @MedusaContext() context: Context = {}): Promise<string | null> {
    return this.merchants_.claim(input, context)
  }

  /** Records Riverty's answer to a claimed onboarding: its ids, or the error that lets a repeat try again. */
  @InjectManager()
  async finishMerchantOnboarding(
    id: string,
    outcome: { merchant_id: string; shop_id: string } | { error: string },
    @MedusaContext() context: Context = {},
  ): Promise<void> {
    const fields = "error" in outcome
      ? { status: "failed" as const, last_error: outcome.error }
      : { status: "done" as const, merchant_id: outcome.merchant_id, shop_id: outcome.shop_id, last_error: null }
    await this.updateRivertyMerchants({ id, ...fields }, context)
  }
}
