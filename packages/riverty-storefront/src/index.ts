// riverty-storefront: what a storefront needs for the Riverty payment step of a Medusa store,
// free of Medusa (only zod), so a Next.js storefront, the demo page and the plugin share one definition.

/** The session `data` fields (the provider's catalogue) and their schemas. */
export { SALUTATIONS, STOREFRONT_FIELDS, StorefrontSessionInputSchema, isStorefrontField } from "./fields.js"
export type { StorefrontField, StorefrontSessionInput } from "./fields.js"
/** Each method's fields (required everywhere / optional) and customer category. */
export { METHOD_FIELDS, METHOD_KEYS, METHOD_CUSTOMER_CATEGORY, isMethodKey, methodFieldNames, methodRequiredFields } from "./methods.js"
export type { RivertyMethodKey, CustomerCategory, FieldRule, MethodFields } from "./methods.js"
/** The form per country and category, and the check before sending a session. */
export { fieldsFor, requiredFieldsFor } from "./requirements.js"
export type { FieldContext, FieldInput, StorefrontFieldDescription } from "./requirements.js"
export { sessionDataSchema } from "./session-schema.js"
export { electronicIban, hasValidIbanChecksum } from "./iban.js"
/** The store routes' client, their request and answer types, and their error. */
export { createRivertyStore } from "./client.js"
export type { RivertyStore, RivertyStoreOptions, RequestOptions } from "./client.js"
export { RivertyStoreError, fieldOfMessage } from "./errors.js"
export type * from "./types.js"
/** After complete-cart: redirect, retry or complete. */
export { nextStepOf, rivertySessionOf, isRivertyProvider, rivertyMethodOf, rivertyPaymentLine, cartCompletionOf, DEFAULT_REFUSAL_MESSAGE, refusalMessage, returnErrorMessage, RETURN_ERROR_MESSAGES } from "./next-step.js"
export type { NextStep, StorePaymentSession, CartCompleteAnswer, CartCompletion } from "./next-step.js"
/** On-site messaging. */
export { installmentTeaser, teaserPlanOf } from "./teaser.js"
export type { InstallmentTeaser, TeaserOptions } from "./teaser.js"
/** Only http(s) URLs become links, images or redirects. */
export { safeHttpUrl } from "./safe-url.js"
/** The field check without zod (what the React components show per field), and create-or-update of the session. */
export { FIELD_FORMATS, fieldFormatError, fieldFormatProblem } from "./field-formats.js"
export type { FieldFormat } from "./field-formats.js"
export { sessionDataErrors, sessionDataProblems, withoutEmptyFields } from "./session-data-errors.js"
export { fieldOfReference } from "./field-reference.js"
export type { FieldProblem } from "./field-problems.js"
export type { SessionDataErrors } from "./session-data-errors.js"
export { paymentSessionAction } from "./session-action.js"
export type { SessionAction } from "./session-action.js"
/** Complete-cart with Riverty's next step, safe around Next's redirect error. */
export { placeRivertyOrder, customerFacingMessageOf } from "./place-order.js"
export type { PlaceOrderOutcome, PlaceOrderSteps, CartWithSessions } from "./place-order.js"
export { isNextRedirectError, rethrowIfNextRedirect } from "./next-redirect-error.js"
/** Riverty's legal HTML as a safe tree, the address check's answer, the profile-tracking id. */
export { parseLegalHtml } from "./legal-html.js"
export type { LegalNode, LegalElement, LegalTag } from "./legal-html.js"
export { addressToCheck, addressCheckOf, addressPartKey, isSameAddress, correctedAddressUpdate, correctedCartUpdate } from "./address-check.js"
export type { AddressCheck } from "./address-check.js"
export { createProfileTrackingId } from "./profile-tracking.js"
/** The shopper's language: the texts of every component in Riverty's eight languages (catalogues in `riverty-storefront/messages/<code>`), numbers in the locale. */
export { createRivertyTexts, englishTexts, languageOf, conversationLanguageOf, RIVERTY_LANGUAGES } from "./i18n/texts.js"
export { localeOfCountry } from "./i18n/country-locale.js"
export type { RivertyTexts, RivertyTextOptions, RivertyLanguage, RivertyLanguageCode, RivertyMessageOverrides, TextValues } from "./i18n/texts.js"
export { ENGLISH } from "./i18n/english.js"
export type { RivertyMessageKey, RivertyMessages, Message, PluralMessage } from "./i18n/english.js"
