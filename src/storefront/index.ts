// medusa-payment-riverty/storefront: what a storefront needs for the Riverty payment step, free of
// Medusa (only zod), so a Next.js storefront, the demo page and the provider share one definition.

/** The session `data` fields (the provider's catalogue) and their schemas. */
export { SALUTATIONS, STOREFRONT_FIELDS, StorefrontSessionInputSchema, isStorefrontField } from "./fields"
export type { StorefrontField, StorefrontSessionInput } from "./fields"
/** Each method's fields (required everywhere / optional) and customer category. */
export { METHOD_FIELDS, METHOD_KEYS, METHOD_CUSTOMER_CATEGORY, isMethodKey, methodFieldNames, methodRequiredFields } from "./methods"
export type { RivertyMethodKey, CustomerCategory, FieldRule, MethodFields } from "./methods"
/** The form per country and category, and the check before sending a session. */
export { fieldsFor, requiredFieldsFor } from "./requirements"
export type { FieldContext, FieldInput, StorefrontFieldDescription } from "./requirements"
export { sessionDataSchema } from "./session-schema"
export { electronicIban, hasValidIbanChecksum } from "./iban"
/** The store routes' client, their request and answer types, and their error. */
export { createRivertyStore } from "./client"
export type { RivertyStore, RivertyStoreOptions, RequestOptions } from "./client"
export { RivertyStoreError, fieldOfMessage } from "./errors"
export type * from "./types"
/** After complete-cart: redirect, retry or complete. */
export { nextStepOf, rivertySessionOf, isRivertyProvider, cartCompletionOf, DEFAULT_REFUSAL_MESSAGE, returnErrorMessage, RETURN_ERROR_MESSAGES } from "./next-step"
export type { NextStep, StorePaymentSession, CartCompleteAnswer, CartCompletion } from "./next-step"
/** On-site messaging. */
export { installmentTeaser, teaserPlanOf } from "./teaser"
export type { InstallmentTeaser, TeaserOptions } from "./teaser"
/** Only http(s) URLs become links, images or redirects. */
export { safeHttpUrl } from "./safe-url"
