// Every text the kit can show a shopper, in English: the catalogue's keys and the fallback of every
// other language. `{name}` is a value put in; a text with forms per number (Intl.PluralRules
// categories, `other` always) takes the form for its `count`.

/** Forms of one text per plural category of the locale (`one`, `other`; `zero`, `two`, `few`, `many` where a language has them). */
export type PluralMessage = { readonly other: string } & Partial<Record<"zero" | "one" | "two" | "few" | "many", string>>
export type Message = string | PluralMessage

export const ENGLISH = {
  // The methods
  "methods.loading": "Loading Riverty's payment methods…",
  "methods.none": "Riverty offers no payment method for this order.",
  "methods.unavailable": "Riverty's payment methods could not be loaded. Please try again in a moment.",
  "methods.fee": "+ {fee} fee",
  "methods.byDirectDebit": "by direct debit",
  "method.invoice": "Invoice",
  "method.installments": "Installments",
  "method.direct_debit": "Direct debit",
  "method.account": "Flexible account",
  "method.pay_in_x": "Pay in parts",
  "method.b2b_invoice": "Invoice for companies",
  // The fields
  "field.birth_date": "Date of birth",
  "field.identification_number": "Personal identity number",
  "field.salutation": "Salutation",
  "field.phone": "Phone number",
  "field.company_name": "Company name",
  "field.registration_number": "Company registration number",
  "field.vat_id": "VAT ID",
  "field.legal_form": "Legal form",
  "field.installment_profile_no": "Installment plan",
  "field.number_of_installments": "Number of installments",
  "field.account_profile_no": "Account profile",
  "field.iban": "IBAN",
  "field.bic": "BIC",
  "field.profile_tracking_id": "Profile tracking id",
  "field.optional": "{label} (optional)",
  "field.choose": "Please choose",
  "salutation.Mr": "Mr",
  "salutation.Mrs": "Mrs",
  "salutation.Miss": "Miss",
  // The fields' errors (shown beside the field)
  "error.required": "Please fill in this field.",
  "error.date": "Please enter a valid date.",
  "error.tooShort": { one: "Please enter at least {count} character.", other: "Please enter at least {count} characters." },
  "error.tooLong": { one: "Please enter at most {count} character.", other: "Please enter at most {count} characters." },
  "error.characters": "Please remove the special characters.",
  "error.iban": "Please enter a valid IBAN.",
  "error.choice": "Please choose one of the options.",
  "error.number": "Please enter a whole number.",
  "error.notAccepted": "This payment method does not take this value.",
  "error.plan": "Please choose an installment plan.",
  "error.consent": "Please accept Riverty's terms to pay with Riverty.",
  // The plans
  "plans.label": "Installment plan",
  "plans.headline": "{count} × {amount}",
  "plans.interest": "Interest {rate}",
  "plans.apr": "APR {rate}",
  "plans.total": "Total {amount}",
  "plans.details": "Details",
  // The legal block
  "legal.consent": "I have read and accept Riverty's terms and conditions and privacy statement.",
  "legal.terms": "Terms and conditions",
  "legal.privacy": "Privacy statement",
  "legal.secci": "Consumer credit information (SECCI)",
  // On-site messaging
  "teaser.text": "or {count} × {amount} with Riverty",
  "teaser.apr": "Effective annual interest rate (APR) {rate}",
  "teaser.nominal": "fixed nominal interest rate {rate}",
  "teaser.total": "total amount {amount}",
  "teaser.last": "last installment {amount}",
  "teaser.startupFee": "startup fee {amount}",
  "teaser.monthlyFee": "monthly fee {amount}",
  "teaser.readMore": "Read more: {url}",
  // Place order and what Riverty answers
  "order.place": "Place order",
  "order.failed": "The order could not be placed. Please try again.",
  "order.incomplete": "Please complete the payment details above.",
  "refusal.default": "Riverty cannot accept this payment. Please choose another payment method.",
  "refusal.reEnterData": "Please check your details and try again.",
  "refusal.requiresSsn": "Please enter your personal identity number and try again.",
  "refusal.identify": "Please confirm your identity with Riverty and try again.",
  "return.cancelled": "The payment with Riverty was cancelled. Please choose a payment method again.",
  "return.expired": "The time to confirm the payment with Riverty ran out. Please try again.",
  "return.pending": "Riverty has not confirmed the payment yet. Please try again in a moment.",
  "return.unavailable": "Riverty could not be reached to confirm the payment. Please try again in a moment.",
  "return.failed": "The payment could not be completed. Please try again or choose another payment method.",
  // The address check
  "address.label": "Address suggestion",
  "address.question": "Did you mean this address?",
  "address.use": "Use the corrected address",
  "address.keep": "Keep my address",
  "address.invalid": "Riverty could not validate this address. Please check it.",
  "address.unchecked": "The address could not be checked; it is used as entered.",
  // The Nordic lookup
  "lookup.label": "Riverty customer lookup",
  "lookup.title": "Fill in your details with Riverty",
  "lookup.identification_number": "Personal identity number",
  "lookup.mobile_phone": "Mobile number",
  "lookup.postal_code": "Postal code",
  "lookup.organization_number": "Organization number",
  "lookup.search": "Look me up",
  "lookup.confirm": "Yes, this is me",
  "lookup.typeAddress": "Please enter your address yourself.",
  "lookup.confirmed": "Your billing address is the one Riverty has on file.",
  "lookup.notFound": "No customer was found for these details. Please enter your details yourself.",
  "lookup.invalid": "Please check the details you entered.",
  "lookup.unavailable": "The lookup is not available right now. Please enter your details yourself.",
  "lookup.tooMany": "Too many attempts. Please wait a moment and try again.",
} as const satisfies Record<string, Message>

export type RivertyMessageKey = keyof typeof ENGLISH

/** A whole language: every key, plural texts as plural texts. */
export type RivertyMessages = { readonly [K in RivertyMessageKey]: (typeof ENGLISH)[K] extends string ? string : PluralMessage }
