import { AbstractPaymentProvider } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ILockingModule,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { clientFor, rivertyPluginOptions, rivertyProviderOptions, type RivertyProviderEntry } from "../../connection"
import type { RivertyClient } from "riverty-client"
import { withCaptureLock } from "./capture-lock"
import * as operations from "./operations"
import type { OperationContext } from "./operations"
import type { QueryGraph } from "./order-mapping"
import type { RivertyProviderOptions } from "../../connection"
import { parseCheckedProviderEntry } from "./checked-options"
import { RIVERTY_METHODS, type RivertyMethodKey } from "./payment-methods"

/**
 * Shared lifecycle of every Riverty payment type; each subclass only says which type it is
 * (`rivertyMethodProvider` below). What differs between the types is their entry in
 * `RIVERTY_METHODS`, which the operations read.
 * Each lifecycle method delegates to its operation in `operations/`.
 */
export abstract class RivertyBaseProvider extends AbstractPaymentProvider<RivertyProviderEntry> {
  static override validateOptions(options: Record<string, unknown>): void {
    parseCheckedProviderEntry(options)
  }

  /** This provider entry's own options; the connection is the plugin entry's. */
  protected readonly entry: RivertyProviderEntry

  protected constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    const entry = parseCheckedProviderEntry(options)
    super(cradle, entry)
    this.entry = entry
  }

  /**
   * The plugin's options, parsed once by the `riverty` module (the payment module's dependency
   * "riverty"); read on use, so the order in which Medusa loads the two modules does not matter.
   */
  private get pluginOptions() {
    return rivertyPluginOptions({ resolve: <T>(key: string) => this.container[key] as T })
  }

  /** The plugin's connection with this entry's own options (one object per entry, see provider-options.ts). */
  protected get options(): RivertyProviderOptions {
    return rivertyProviderOptions(this.pluginOptions, this.entry)
  }

  /** The store's one client, made from the plugin's options (connection/riverty-clients.ts). */
  protected get client(): RivertyClient {
    return clientFor(this.pluginOptions)
  }

  protected abstract readonly method: RivertyMethodKey

  /**
   * Resolved per call: `query`, `riverty` and `locking` exist only when the payment module lists
   * them in `dependencies` (README); they are resolved lazily from Medusa's shared container.
   */
  protected get context(): OperationContext {
    const has = (key: string) => {
      try {
        return this.container[key]
      } catch {
        return undefined
      }
    }
    return {
      options: this.options,
      client: this.client,
      method: this.method,
      query: has("query") as QueryGraph | undefined,
      logger: has("logger") as Logger | undefined,
      rivertyModule: has("riverty") as OperationContext["rivertyModule"],
      locking: has("locking") as ILockingModule | undefined,
    }
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return operations.initiatePayment(this.context, input)
  }
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return operations.authorizePayment(this.context, input)
  }
  /** Under the order's capture lock: Riverty's order and Medusa's captures are read inside it. */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const context = this.context
    return this.underCaptureLock(context, input.data, () => operations.capturePayment(context, input))
  }
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const context = this.context
    return this.underCaptureLock(context, input.data, () => operations.cancelPayment(context, input))
  }

  /** A payment without a Riverty order number has nothing to lock (the operation refuses it). */
  private underCaptureLock<T>(context: OperationContext, data: Record<string, unknown> | undefined, job: () => Promise<T>): Promise<T> {
    const orderNumber = typeof data?.order_number === "string" ? data.order_number : undefined
    return orderNumber ? withCaptureLock(context.locking, orderNumber, job) : job()
  }
  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return operations.deletePayment(this.context, input)
  }
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return operations.getPaymentStatus(this.context, input)
  }
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return operations.refundPayment(this.context, input)
  }
  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return operations.retrievePayment(this.context, input)
  }
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return operations.updatePayment(this.context, input)
  }
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return operations.getWebhookActionAndData(this.context, payload)
  }
}

/**
 * The provider class of one method of `RIVERTY_METHODS`: Medusa registers it as
 * `pp_<identifier>_<registration id>`. `methods/index.ts` names one class per method.
 */
export function rivertyMethodProvider<M extends RivertyMethodKey>(method: M) {
  return class extends RivertyBaseProvider {
    static override identifier = RIVERTY_METHODS[method].identifier
    /** Lets `methods/index.ts` check at compile time that each method's class is its own. */
    static readonly method: M = method
    protected readonly method: M = method

    constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
      super(cradle, options)
    }
  }
}
