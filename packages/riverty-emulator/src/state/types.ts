import type { ResponseMessage } from "../core/messages"
import type { PAYMENT_TRANSACTION_STATES } from "riverty-client/schemas"

type PaymentTransactionState = (typeof PAYMENT_TRANSACTION_STATES)[number]

/** Money inside the emulator is integer cents; the wire carries major units. */
export type Cents = number

/** An order line as the service receives it; unknown optional fields are echoed back unchanged. */
export interface ItemWire {
  productId: string
  description: string
  grossUnitPrice: number
  netUnitPrice: number
  quantity: number
  vatPercent?: number
  vatAmount?: number
  lineNumber?: number
  [field: string]: unknown
}

export type OrderStatus = "Accepted" | "Pending" | "Rejected" | "Cancelled" | "Expired"

export interface ShippingDetail {
  shippingNumber: number
  type: string
  shippingCompany: string
  trackingId: string
  trackingUrl?: string
}

export type PaymentChannel = "BANK_TRANSFER" | "DIRECT_DEBIT" | "CASH" | "OMNICHANNEL"

export interface CaptureRecord {
  captureNumber: string
  invoiceNumber: string
  amountCents: Cents
  refundedCents: Cents
  /** Sum of accepted accounting returns against this invoice. */
  returnedCents: Cents
  paidCents: Cents
  paidVia?: PaymentChannel
  items: ItemWire[]
  shippingDetails: ShippingDetail[]
  insertedAt: number
  /** Set by the first change after the capture (a refund, shipping details, a payment); unset until then. */
  updatedAt?: number
  dueAt: number
  returnNotifiedAt?: number
  reminderLevel: number
  transactionReference?: string
  parentTransactionReference?: string
}

export interface RefundRecord {
  refundId: string
  refundNumber: string
  captureNumber: string
  creditNoteNumber: string
  amountCents: Cents
  refundType?: string
  items: ItemWire[]
  insertedAt: number
  transactionReference?: string
}

export interface CancellationRecord {
  cancellationNo: string
  amountCents: Cents
  items: ItemWire[]
  insertedAt: number
}

export interface OrderRecord {
  orderId: string
  orderNumber: string
  reservationId: string
  checkoutId: string
  status: OrderStatus
  currency: string
  country: string
  paymentType: string
  payment: Record<string, unknown>
  customer: Record<string, unknown>
  deliveryCustomer?: Record<string, unknown>
  customerNumber: string
  items: ItemWire[]
  totalGrossCents: Cents
  totalNetCents: Cents
  /** The authorized amount; changes only through update order. */
  authorizedCents: Cents
  capturedCents: Cents
  refundedCents: Cents
  voidedCents: Cents
  captures: CaptureRecord[]
  refunds: RefundRecord[]
  cancellations: CancellationRecord[]
  insertedAt: number
  updatedAt: number
  expiresAt: number
  merchantUrl?: string
  /** Hosted-checkout requests: where the final state is reported (BNPL webhook format). */
  webhookUrl?: string
  hostedToken?: string
  riskCheckMessages: ResponseMessage[]
  yourReference?: string
  ourReference?: string
  parentTransactionReference?: string
  orderChannelType?: string
  orderDeliveryType?: string
  /**
   * Fingerprint of the API key that authorized the order (keys are per webshop and country): other
   * keys do not see it. Absent on orders of older state files, which every key sees.
   */
  keyId?: string
  /** The state the order's last payment notification announced: the next one's statusChange.from. */
  transactionState?: PaymentTransactionState
}

export interface CheckoutRecord {
  checkoutId: string
  createdAt: number
  customer?: Record<string, unknown>
  deliveryCustomer?: Record<string, unknown>
  order: Record<string, unknown>
  country: string
  currency: string
  amountCents: Cents
  outcome: string
  riskCheckMessages: ResponseMessage[]
  paymentTypes: string[]
  /** Fingerprint of the API key of payment-methods; another key's authorize does not find it. */
  keyId?: string
}

export interface ContractRecord {
  contractId: string
  checkoutId: string
  paymentInfo: Record<string, unknown>
  createdAt: number
}

export interface BankTokenRecord {
  token: string
  bankAccount: string
  bankCode?: string
  createdAt: number
}

export interface V3CustomerRecord {
  customerNumber: string
  firstName?: string
  lastName?: string
  email?: string
  mobilePhone?: string
  distributionType?: string
  countryCode?: string
  updatedAt: number
}

export interface AccountEventRecord {
  transactionId: string
  eventType: string
  amountCents: Cents
  time: string
  addedAt: number
}

export interface CustomerAccountRecord {
  accountNumber: string
  ssn?: string
  accountLimitCents: Cents
  balanceCents: Cents
  currency: string
  countryCode: string
  accountProfile: number
  accountStatus: string
  customer: Record<string, unknown>
  customerId: string
  createdAt: number
  events: AccountEventRecord[]
}

/** A person or company in the emulator's "national registry", used by lookups. */
export interface RegistryProfile {
  identificationNumber: string
  customerCategory: "Person" | "Company"
  firstName?: string
  lastName?: string
  companyName?: string
  mobileNumber?: string
  email?: string
  languageCode: string
  countryCode: string
  street: string
  streetNumber: string
  postalCode: string
  city: string
  /**
   * Lookups answer this entry without the masked twins (`maskedFirstName`, `maskedLastName`,
   * `maskedStreet`, `maskedPostalCode`, `maskedCompanyName`, `maskedMobileNumber`, `maskedEmail`):
   * Riverty's documentation marks them optional, so a store must mask what arrives unmasked.
   */
  withoutMaskedFields?: boolean
}

export interface V1Customer {
  customerNumber: string
  type: "Person" | "Company"
  person?: { firstName: string; lastName: string }
  company?: { name: string; organizationNumber: string }
  ssn?: string
  phoneNumber?: string
  email?: string
  paymentMeans?: { paymentId: string }
  address?: { addressLine: string; postalCode: string; postalPlace: string; countryCode: string }
}

export interface SubscriptionRecord {
  clientId: string
  subscriptionId: string
  customerNumber: string
  description: string
  price: { grossAmount: number; vatPercentage: number; currencyCode: string }
  activeFrom: string
  status: "ACTIVE" | "INACTIVE"
  cancellationDate?: string
  createdAt: number
  partner: boolean
}

export interface KeyValue {
  key: string
  value: string
}

export interface ConsumptionRecord {
  clientId: string
  id: string
  customerNumber: string
  subscriptionId: string
  invoiceId: string
  consumptionTotal: { grossAmount: number; vatAmount: number; currencyCode: string }
  refundTotal: { grossAmount: number; vatAmount: number; currencyCode: string }
  items: Record<string, unknown>[]
  createdAt: number
  billingDate: string | null
  metadata: KeyValue[]
}

export interface PartnerInvoiceRecord {
  clientId: string
  invoiceNumber: string
  subscriptionId: string
  periodId?: string
  grossCents: Cents
  createdAt: number
}

export interface ReturnRecord {
  internalRequestId: string
  businessCode: string
  customerNumber: string
  orderReference: string
  invoiceReference?: string
  returnReference?: string
  body: unknown
  status: "Received" | "Accepted" | "Rejected"
  valueCents: Cents
  errors: { errorDescription: string; fieldName: string; providedValue: string }[]
  receivedAt: number
  processAt: number
}

export interface MerchantRecord {
  partnerReference: string
  merchantId: string
  shopId: string
  fingerprint: string
  createdAt: number
}

export interface ClaimRecord {
  claimNumber: string
  invoices: Record<string, unknown>[]
}

export interface CallbackRecord {
  id: string
  version: string
  url?: string
  /** Signing secret of this callback; the configured notify secret when absent. */
  secret?: string
  notificationTypes: string[]
  createdAt: number
}

export interface TokenRecord {
  expiresAt: number
}

export interface IdempotencyRecord {
  fingerprint: string
  status: number
  body: string
  createdAt: number
}

export interface HostedSession {
  token: string
  orderNumber: string
  createdAt: number
  expiresAt: number
  completedAt?: number
  result?: "accepted" | "rejected" | "cancelled" | "expired"
}

export interface DeliveryAttempt {
  at: number
  status?: number
  error?: string
  durationMs: number
}

export interface DeliveryRecord {
  id: string
  notificationId: string
  type: string
  url: string
  /** Callback whose secret signs this delivery. */
  callbackId?: string
  payload: string
  createdAt: number
  status: "held" | "pending" | "delivered" | "failed"
  nextAttemptAt?: number
  attempts: DeliveryAttempt[]
}

export interface Counters {
  transaction: number
  invoice: number
  shipping: number
  cancellation: number
  customer: number
  account: number
  merchant: number
  partnerInvoice: number
  delivery: number
}

export interface EmulatorState {
  version: 1
  clockOffsetMs: number
  counters: Counters
  orders: Record<string, OrderRecord>
  checkouts: Record<string, CheckoutRecord>
  contracts: Record<string, ContractRecord>
  bankTokens: Record<string, BankTokenRecord>
  customersV3: Record<string, V3CustomerRecord>
  accounts: Record<string, CustomerAccountRecord>
  registry: RegistryProfile[]
  v1Customers: Record<string, Record<string, V1Customer>>
  subscriptions: Record<string, SubscriptionRecord>
  consumptions: ConsumptionRecord[]
  partnerInvoices: Record<string, PartnerInvoiceRecord>
  returns: Record<string, ReturnRecord>
  merchants: Record<string, MerchantRecord>
  claims: Record<string, ClaimRecord>
  callbacks: CallbackRecord[]
  tokens: Record<string, TokenRecord>
  idempotency: Record<string, IdempotencyRecord>
  hostedSessions: Record<string, HostedSession>
  deliveries: Record<string, DeliveryRecord>
}
