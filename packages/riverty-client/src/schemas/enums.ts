import { z } from "zod"

// Every closed value list of the spec and the facts file, as const tuples (for the emulator's
// generators and switch statements) and as zod enums (for validation).

export const V3_COUNTRIES = ["NO", "SE", "FI", "DK", "DE", "AT", "CH", "NL", "BE"] as const
export const countryCodeSchema = z.enum(V3_COUNTRIES)
export type CountryCode = z.output<typeof countryCodeSchema>

export const CONVERSATION_LANGUAGES = ["NO", "SV", "FI", "DA", "EN", "DE", "NL", "FR"] as const
export const conversationLanguageSchema = z.enum(CONVERSATION_LANGUAGES)
export type ConversationLanguage = z.output<typeof conversationLanguageSchema>

/** Customer-account calls also accept the obsolete codes SE and DK (facts §6). */
export const ACCOUNT_CONVERSATION_LANGUAGES = [...CONVERSATION_LANGUAGES, "SE", "DK"] as const
export const accountConversationLanguageSchema = z.enum(ACCOUNT_CONVERSATION_LANGUAGES)

export const CURRENCIES = ["EUR", "NOK", "SEK", "DKK", "CHF"] as const
export const currencySchema = z.enum(CURRENCIES)
export type Currency = z.output<typeof currencySchema>

export const CUSTOMER_CATEGORIES = ["Company", "Person"] as const
export const customerCategorySchema = z.enum(CUSTOMER_CATEGORIES)
export type CustomerCategory = z.output<typeof customerCategorySchema>

export const SALUTATIONS = ["Mr", "Mrs", "Miss"] as const
export const salutationSchema = z.enum(SALUTATIONS)
export const ACCOUNT_SALUTATIONS = [...SALUTATIONS, "Diverse"] as const
export const accountSalutationSchema = z.enum(ACCOUNT_SALUTATIONS)

export const DISTRIBUTION_TYPES = ["Paper", "Sms"] as const
export const distributionTypeSchema = z.enum(DISTRIBUTION_TYPES)
/** updateCustomer and customer-account add Email (facts §6). */
export const EXTENDED_DISTRIBUTION_TYPES = ["Paper", "Email", "Sms"] as const
export const extendedDistributionTypeSchema = z.enum(EXTENDED_DISTRIBUTION_TYPES)

export const ACQUISITION_CHANNELS = [
  "NotSet",
  "Advertisment",
  "SocialNetwork",
  "Direct",
  "SearchEngine",
  "Other",
] as const
export const acquisitionChannelSchema = z.enum(ACQUISITION_CHANNELS)

export const MESSAGE_TYPES = ["BusinessError", "TechnicalError", "NotificationMessage"] as const
export const messageTypeSchema = z.enum(MESSAGE_TYPES)
export type MessageType = z.output<typeof messageTypeSchema>

export const ACTION_CODES = [
  "Unavailable",
  "AskConsumerToConfirm",
  "AskConsumerToReEnterData",
  "OfferSecurePaymentMethods",
  "RequiresSsn",
  "AskConsumerToIdentify",
  "ManualReview",
] as const
export const actionCodeSchema = z.enum(ACTION_CODES)
export type ActionCode = z.output<typeof actionCodeSchema>

export const ORDER_ITEM_TYPES = [
  "PhysicalArticle",
  "DigitalArticle",
  "GiftCard",
  "Discount",
  "ShippingFee",
  "Surcharge",
  "Info",
  "Subscription",
] as const
export const orderItemTypeSchema = z.enum(ORDER_ITEM_TYPES)
export type OrderItemType = z.output<typeof orderItemTypeSchema>

export const VAT_CATEGORIES = [
  "HighCategory",
  "LowCategory",
  "NullCategory",
  "NoCategory",
  "MiddleCategory",
  "OtherCategory",
] as const
export const vatCategorySchema = z.enum(VAT_CATEGORIES)

export const PAYMENT_TYPES = [
  "Invoice",
  "Installment",
  "Account",
  "Consolidatedinvoice",
  "PayinX",
  "DirectDebitInvoice",
] as const
export const paymentTypeSchema = z.enum(PAYMENT_TYPES)
export type PaymentType = z.output<typeof paymentTypeSchema>

export const DIRECT_DEBIT_AGREEMENTS = ["UseExisting", "CreateNew"] as const
export const directDebitAgreementSchema = z.enum(DIRECT_DEBIT_AGREEMENTS)

export const PAYMENT_SELECTION_DIRECT_DEBIT = ["Allowed", "NotAllowed", "Required"] as const

export const OUTCOMES = ["Accepted", "Pending", "Rejected", "NotEvaluated"] as const
export const outcomeSchema = z.enum(OUTCOMES)
export type Outcome = z.output<typeof outcomeSchema>

export const ORDER_STATUSES = ["Accepted", "Cancelled", "Expired", "Pending", "Rejected"] as const
export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.output<typeof orderStatusSchema>

/** Second status enum of GET order; its property name is not known (facts §5.6). */
export const ORDER_TRANSACTION_STATUSES = [
  "Reserved",
  "Cancelled",
  "FullyCaptured",
  "PartiallyCaptured",
  "PartiallyRefunded",
  "FullyRefunded",
  "Expired",
  "Pending",
  "Rejected",
] as const
export const orderTransactionStatusSchema = z.enum(ORDER_TRANSACTION_STATUSES)

export const ORDER_CHANNEL_TYPES = ["Internet", "Catalog", "CallCenter", "Stationary", "Other"] as const
export const orderChannelTypeSchema = z.enum(ORDER_CHANNEL_TYPES)
export const ORDER_DELIVERY_TYPES = ["Normal", "Express", "InHouseDelivery"] as const
export const orderDeliveryTypeSchema = z.enum(ORDER_DELIVERY_TYPES)

export const SHIPPING_TYPES = ["Shipment", "Return"] as const
export const REFUND_TYPES = ["Refund", "Return"] as const
export const refundTypeSchema = z.enum(REFUND_TYPES)

export const SUBSCRIPTION_TYPES = ["FixedPeriod", "AutoRenewal"] as const
export const PSP_TYPES = ["Collecting", "Distributing", "SuperMerchant", "MLevel"] as const

export const ACCOUNT_STATUSES = [
  "Ok",
  "FirstReminder",
  "SecondReminder",
  "UnderCancelation",
  "SentToDebtCollection",
  "ClosedFromDebtCollection",
] as const
export const ACCOUNT_EVENT_TYPES = [
  "Info",
  "Purchase",
  "Withdrawal",
  "WithdrawalCorrection",
  "WithdrawalCommission",
  "InterestCorrection",
] as const
export const ACCOUNT_CATEGORY_TYPES = [
  "NotSet",
  "Charge",
  "Sales",
  "Deposit",
  "Payout",
  "Transfer",
  "Unit",
  "Consumer",
  "Cancel",
  "Clearing",
  "CardDeposit",
  "CardClearing",
] as const
export const DISTRIBUTION_BY = ["Company", "Client"] as const

// Client-scoped customers (v1)
export const CUSTOMER_RECORD_TYPES = ["Person", "Company"] as const
export const CUSTOMER_SEARCH_COLUMNS = ["customerNumber", "name", "ssn", "organizationNumber", "email"] as const
export const customerSearchColumnSchema = z.enum(CUSTOMER_SEARCH_COLUMNS)
export const SORT_ORDERS = ["asc", "desc"] as const
export const sortOrderSchema = z.enum(SORT_ORDERS)

// Accounting
export const RETURN_REASONS = ["CARRIER_RETURN", "CUSTOMER_RETURN"] as const
export const returnReasonSchema = z.enum(RETURN_REASONS)
export const VAT_TYPES = ["TAXLESS", "NORMAL", "REDUCED", "REVERSE"] as const
export const vatTypeSchema = z.enum(VAT_TYPES)
export const ITEM_UNITS = ["ST", "KWH", "MIN", "FLT"] as const
export const itemUnitSchema = z.enum(ITEM_UNITS)
export const POSITION_TYPES = [
  "IBAN_VERIFICATION",
  "LOYALTY_CARD",
  "SHIPPING_COSTS_EXPRESS",
  "FREE_ARTICLE",
  "GIFT_CARD_VOUCHER_PAYMENT",
  "GIFT_CARD_VOUCHER_SALE",
  "SERVICE_CHARGE",
  "CASH_ON_DELIVERY",
  "MARKETPLACE_PROVISION",
  "SUBSCRIPTION_ORDER",
  "SUBSCRIPTION_ORDER_2",
  "SALES_ARTICLE",
  "DISCOUNT",
  "SHIPPING_COSTS",
  "DISCOUNT_FOR_SUBSCRIPTION_ORDER",
  "NOT_ACCOUNTING_RELEVANT",
  "CREDIT_NOTE",
  "B2B_SALES_ARTICLE",
  "SUBSCRIPTION_ORDER_4",
] as const
export const positionTypeSchema = z.enum(POSITION_TYPES)
export const DEBIT_CREDIT = ["DEBIT", "CREDIT"] as const
export const DOCUMENT_TYPES = ["INVOICE", "DUNNING", "BOOKING", "SETTLEMENT"] as const
export const POSTING_KEYS = ["Debit", "Credit"] as const

// Merchant onboarding
export const MERCHANT_COUNTRIES = ["AT", "BE", "DK", "FI", "DE", "NL", "NO", "SE", "CH", "GB", "LU", "LV", "ES"] as const
export const MARKET_COUNTRIES = ["NL", "BE", "DE", "AT", "CH", "SE", "DK", "FI", "NO"] as const
export const INDUSTRY_CODE_STANDARDS = ["Sbi", "Mcc", "Sic"] as const

// Claims
export const CLAIM_VIEWS = ["CLIENT", "CONSUMER"] as const
export const claimViewSchema = z.enum(CLAIM_VIEWS)
export const CLAIM_TYPES = [
  "PRINCIPAL_CLAIM",
  "INTEREST_BEARING_COMPENSATION",
  "NON_INTEREST_BEARING_PRINCIPAL_CLAIM",
] as const
/** Stated by the spec to be not final. */
export const INTEREST_CALCULATION_TYPES = ["FIXED", "REFERENCE", "ABOVE_REFERENCE", "EURIBOR_1", "EURIBOR_3"] as const

// Subscriptions
export const SUBSCRIPTION_STATUS_INACTIVE = "INACTIVE"
export const LINK_TARGETS = ["API", "BROWSER"] as const
