import type { ConversationLanguage } from "riverty-client/schemas"

/** A payment method's title and tag line in one language, in the words Riverty uses in that market. */
export interface MethodWords {
  title: string
  tag: string
}

type Types = "Invoice" | "Consolidatedinvoice" | "Installment" | "Account" | "PayinX"

const METHODS: Readonly<Record<ConversationLanguage, Readonly<Record<Types, MethodWords>>>> = {
  EN: {
    Invoice: { title: "Invoice - 14 days", tag: "Buy now, pay in 14 days" },
    Consolidatedinvoice: { title: "Monthly invoice", tag: "One invoice per month for your business" },
    Installment: { title: "Fixed installments", tag: "Spread the cost in monthly installments" },
    Account: { title: "Flexible payment", tag: "Pay at your own pace" },
    PayinX: { title: "Pay in 3", tag: "Pay in 3 parts, interest-free" },
  },
  DE: {
    Invoice: { title: "Rechnung - 14 Tage", tag: "Jetzt kaufen, in 14 Tagen bezahlen" },
    Consolidatedinvoice: { title: "Monatsrechnung", tag: "Eine Rechnung pro Monat für Ihr Unternehmen" },
    Installment: { title: "Ratenzahlung", tag: "In monatlichen Raten bezahlen" },
    Account: { title: "Flexible Zahlung", tag: "Bezahlen Sie in Ihrem eigenen Tempo" },
    PayinX: { title: "In 3 Teilen bezahlen", tag: "In 3 Teilen bezahlen, zinsfrei" },
  },
  NL: {
    Invoice: { title: "Achteraf betalen", tag: "Nu kopen, binnen 14 dagen betalen" },
    Consolidatedinvoice: { title: "Maandfactuur", tag: "Eén factuur per maand voor je bedrijf" },
    Installment: { title: "Gespreid betalen", tag: "Betaal in maandelijkse termijnen" },
    Account: { title: "Flexibel betalen", tag: "Betaal in je eigen tempo" },
    PayinX: { title: "Betaal in 3 delen", tag: "Betaal in 3 delen, zonder rente" },
  },
  SV: {
    Invoice: { title: "Faktura - 14 dagar", tag: "Köp nu, betala inom 14 dagar" },
    Consolidatedinvoice: { title: "Samlingsfaktura", tag: "En faktura per månad för ditt företag" },
    Installment: { title: "Delbetalning", tag: "Dela upp kostnaden i månadsbetalningar" },
    Account: { title: "Flexibel betalning", tag: "Betala i din egen takt" },
    PayinX: { title: "Betala i 3 delar", tag: "Betala i 3 delar, räntefritt" },
  },
  NO: {
    Invoice: { title: "Faktura - 14 dager", tag: "Kjøp nå, betal innen 14 dager" },
    Consolidatedinvoice: { title: "Samlefaktura", tag: "Én faktura per måned for bedriften din" },
    Installment: { title: "Delbetaling", tag: "Fordel kostnaden på månedlige avdrag" },
    Account: { title: "Fleksibel betaling", tag: "Betal i ditt eget tempo" },
    PayinX: { title: "Betal i 3 deler", tag: "Betal i 3 deler, rentefritt" },
  },
  FI: {
    Invoice: { title: "Lasku - 14 päivää", tag: "Osta nyt, maksa 14 päivän kuluessa" },
    Consolidatedinvoice: { title: "Koontilasku", tag: "Yksi lasku kuukaudessa yrityksellesi" },
    Installment: { title: "Osamaksu", tag: "Maksa kuukausittaisissa erissä" },
    Account: { title: "Joustava maksu", tag: "Maksa omaan tahtiisi" },
    PayinX: { title: "Maksa 3 erässä", tag: "Maksa 3 erässä korottomasti" },
  },
  DA: {
    Invoice: { title: "Faktura - 14 dage", tag: "Køb nu, betal inden for 14 dage" },
    Consolidatedinvoice: { title: "Samlefaktura", tag: "Én faktura om måneden til din virksomhed" },
    Installment: { title: "Delbetaling", tag: "Fordel betalingen over måneder" },
    Account: { title: "Fleksibel betaling", tag: "Betal i dit eget tempo" },
    PayinX: { title: "Betal i 3 dele", tag: "Betal i 3 dele, rentefrit" },
  },
  FR: {
    Invoice: { title: "Facture - 14 jours", tag: "Achetez maintenant, payez sous 14 jours" },
    Consolidatedinvoice: { title: "Facture mensuelle", tag: "Une facture par mois pour votre entreprise" },
    Installment: { title: "Paiement échelonné", tag: "Réglez en mensualités" },
    Account: { title: "Paiement flexible", tag: "Payez à votre rythme" },
    PayinX: { title: "Payer en 3 fois", tag: "Payez en 3 fois, sans intérêts" },
  },
}

/** The legal sentence and its link labels: terms, privacy statement and SECCI (installments). */
interface LegalWords {
  payLater: string
  terms: string
  and: string
  privacy: string
  apply: string
  secci: string
}

const LEGAL: Readonly<Record<ConversationLanguage, LegalWords>> = {
  EN: { payLater: "With Riverty you pay later.", terms: "Terms and conditions", and: "and", privacy: "privacy statement", apply: "apply.", secci: "Standard European Consumer Credit Information (SECCI)" },
  DE: { payLater: "Mit Riverty bezahlen Sie später.", terms: "Allgemeine Geschäftsbedingungen", and: "und", privacy: "Datenschutzerklärung", apply: "gelten.", secci: "Europäische Standardinformationen für Verbraucherkredite (SECCI)" },
  NL: { payLater: "Met Riverty betaal je achteraf.", terms: "Algemene voorwaarden", and: "en", privacy: "privacyverklaring", apply: "zijn van toepassing.", secci: "Europese standaardinformatie inzake consumentenkrediet (SECCI)" },
  SV: { payLater: "Med Riverty betalar du senare.", terms: "Allmänna villkor", and: "och", privacy: "integritetspolicy", apply: "gäller.", secci: "Standardiserad europeisk konsumentkreditinformation (SEKKI)" },
  NO: { payLater: "Med Riverty betaler du senere.", terms: "Vilkår og betingelser", and: "og", privacy: "personvernerklæring", apply: "gjelder.", secci: "Standardisert europeisk opplysningsskjema for forbrukerkreditt (SEF)" },
  FI: { payLater: "Riverty-palvelulla maksat myöhemmin.", terms: "Käyttöehdot", and: "ja", privacy: "tietosuojaseloste", apply: "ovat voimassa.", secci: "Eurooppalaiset kulutusluottotiedot (SECCI)" },
  DA: { payLater: "Med Riverty betaler du senere.", terms: "Vilkår og betingelser", and: "og", privacy: "privatlivspolitik", apply: "gælder.", secci: "Standardiserede europæiske forbrugerkreditoplysninger (SECCI)" },
  FR: { payLater: "Avec Riverty, vous payez plus tard.", terms: "Les conditions générales", and: "et", privacy: "la déclaration de confidentialité", apply: "s'appliquent.", secci: "Informations européennes normalisées en matière de crédit aux consommateurs (SECCI)" },
}

export function methodWords(type: string, language: ConversationLanguage): MethodWords {
  const words = METHODS[language] as Readonly<Record<string, MethodWords>>
  return words[type] ?? METHODS.EN.Invoice
}

export interface LegalLinks {
  termsUrl: string
  privacyUrl: string
  /** Installments: the SECCI form's address. */
  secciUrl?: string
}

/** The legal text's HTML: Riverty's sentence with its terms and privacy links, and the SECCI link for installments. */
export function legalText(language: ConversationLanguage, links: LegalLinks): string {
  const w = LEGAL[language]
  const secci = links.secciUrl ? ` <a href="${links.secciUrl}">${w.secci}</a>` : ""
  return `<p>${w.payLater} <a href="${links.termsUrl}">${w.terms}</a> ${w.and} <a href="${links.privacyUrl}">${w.privacy}</a> ${w.apply}${secci}</p>`
}

/** Every language and type, for the tests that keep the tables whole. */
export const METHOD_TYPES: readonly Types[] = ["Invoice", "Consolidatedinvoice", "Installment", "Account", "PayinX"]
