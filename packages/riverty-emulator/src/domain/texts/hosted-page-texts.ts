import type { ConversationLanguage } from "riverty-client/schemas"

/** What a hosted page has come to, as the shopper reads it. */
export type HostedOutcome = "accepted" | "rejected" | "cancelled" | "expired"

export interface HostedPageTexts {
  /** The `lang` attribute of the page. */
  htmlLang: string
  /** The locale money is written in. */
  locale: string
  title: string
  order: string
  total: string
  accept: string
  reject: string
  cancel: string
  outcome: Readonly<Record<HostedOutcome, string>>
  backToShop: string
  closeWindow: string
  notFound: string
  /** Shown when the form names none of the three choices. */
  choose: string
}

/**
 * The hosted page in Riverty's conversation languages, in the words Riverty's consumer texts use in
 * each market (informal address in German and Dutch, as Riverty's own legal lines write it).
 */
const TEXTS: Readonly<Record<ConversationLanguage, HostedPageTexts>> = {
  EN: {
    htmlLang: "en",
    locale: "en-GB",
    title: "Confirm your payment",
    order: "Order",
    total: "Total",
    accept: "Accept",
    reject: "Reject",
    cancel: "Cancel",
    outcome: {
      accepted: "Your payment has been accepted.",
      rejected: "Your payment has been declined.",
      cancelled: "Your payment has been cancelled.",
      expired: "This payment page has expired.",
    },
    backToShop: "Back to the shop",
    closeWindow: "You can close this window.",
    notFound: "This payment page does not exist.",
    choose: "Choose Accept, Reject or Cancel.",
  },
  DE: {
    htmlLang: "de",
    locale: "de-DE",
    title: "Bestätige deine Zahlung",
    order: "Bestellung",
    total: "Gesamtbetrag",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    cancel: "Abbrechen",
    outcome: {
      accepted: "Deine Zahlung wurde angenommen.",
      rejected: "Deine Zahlung wurde abgelehnt.",
      cancelled: "Deine Zahlung wurde abgebrochen.",
      expired: "Diese Zahlungsseite ist abgelaufen.",
    },
    backToShop: "Zurück zum Shop",
    closeWindow: "Du kannst dieses Fenster jetzt schließen.",
    notFound: "Diese Zahlungsseite gibt es nicht.",
    choose: "Wähle Akzeptieren, Ablehnen oder Abbrechen.",
  },
  NL: {
    htmlLang: "nl",
    locale: "nl-NL",
    title: "Bevestig je betaling",
    order: "Bestelling",
    total: "Totaal",
    accept: "Accepteren",
    reject: "Weigeren",
    cancel: "Annuleren",
    outcome: {
      accepted: "Je betaling is geaccepteerd.",
      rejected: "Je betaling is geweigerd.",
      cancelled: "Je betaling is geannuleerd.",
      expired: "Deze betaalpagina is verlopen.",
    },
    backToShop: "Terug naar de winkel",
    closeWindow: "Je kunt dit venster sluiten.",
    notFound: "Deze betaalpagina bestaat niet.",
    choose: "Kies Accepteren, Weigeren of Annuleren.",
  },
  SV: {
    htmlLang: "sv",
    locale: "sv-SE",
    title: "Bekräfta din betalning",
    order: "Beställning",
    total: "Totalt",
    accept: "Godkänn",
    reject: "Avvisa",
    cancel: "Avbryt",
    outcome: {
      accepted: "Din betalning har godkänts.",
      rejected: "Din betalning har avvisats.",
      cancelled: "Din betalning har avbrutits.",
      expired: "Den här betalningssidan har gått ut.",
    },
    backToShop: "Tillbaka till butiken",
    closeWindow: "Du kan stänga det här fönstret.",
    notFound: "Den här betalningssidan finns inte.",
    choose: "Välj Godkänn, Avvisa eller Avbryt.",
  },
  NO: {
    htmlLang: "nb",
    locale: "nb-NO",
    title: "Bekreft betalingen din",
    order: "Ordre",
    total: "Totalt",
    accept: "Godta",
    reject: "Avvis",
    cancel: "Avbryt",
    outcome: {
      accepted: "Betalingen din er godtatt.",
      rejected: "Betalingen din er avvist.",
      cancelled: "Betalingen din er avbrutt.",
      expired: "Denne betalingssiden er utløpt.",
    },
    backToShop: "Tilbake til butikken",
    closeWindow: "Du kan lukke dette vinduet.",
    notFound: "Denne betalingssiden finnes ikke.",
    choose: "Velg Godta, Avvis eller Avbryt.",
  },
  FI: {
    htmlLang: "fi",
    locale: "fi-FI",
    title: "Vahvista maksusi",
    order: "Tilaus",
    total: "Yhteensä",
    accept: "Hyväksy",
    reject: "Hylkää",
    cancel: "Peruuta",
    outcome: {
      accepted: "Maksusi on hyväksytty.",
      rejected: "Maksusi on hylätty.",
      cancelled: "Maksusi on peruttu.",
      expired: "Tämä maksusivu on vanhentunut.",
    },
    backToShop: "Takaisin kauppaan",
    closeWindow: "Voit sulkea tämän ikkunan.",
    notFound: "Tätä maksusivua ei ole olemassa.",
    choose: "Valitse Hyväksy, Hylkää tai Peruuta.",
  },
  DA: {
    htmlLang: "da",
    locale: "da-DK",
    title: "Bekræft din betaling",
    order: "Ordre",
    total: "I alt",
    accept: "Godkend",
    reject: "Afvis",
    cancel: "Annuller",
    outcome: {
      accepted: "Din betaling er godkendt.",
      rejected: "Din betaling er afvist.",
      cancelled: "Din betaling er annulleret.",
      expired: "Denne betalingsside er udløbet.",
    },
    backToShop: "Tilbage til butikken",
    closeWindow: "Du kan lukke dette vindue.",
    notFound: "Denne betalingsside findes ikke.",
    choose: "Vælg Godkend, Afvis eller Annuller.",
  },
  FR: {
    htmlLang: "fr",
    locale: "fr-FR",
    title: "Confirmez votre paiement",
    order: "Commande",
    total: "Total",
    accept: "Accepter",
    reject: "Refuser",
    cancel: "Annuler",
    outcome: {
      accepted: "Votre paiement a été accepté.",
      rejected: "Votre paiement a été refusé.",
      cancelled: "Votre paiement a été annulé.",
      expired: "Cette page de paiement a expiré.",
    },
    backToShop: "Retour à la boutique",
    closeWindow: "Vous pouvez fermer cette fenêtre.",
    notFound: "Cette page de paiement n'existe pas.",
    choose: "Choisissez Accepter, Refuser ou Annuler.",
  },
}

export const hostedPageTexts = (language: ConversationLanguage): HostedPageTexts => TEXTS[language] ?? TEXTS.EN

/** Every language of the page, for the tests that keep the table whole. */
export const HOSTED_PAGE_LANGUAGES = Object.keys(TEXTS) as ConversationLanguage[]

/**
 * The first of the browser's languages (`Accept-Language`) the page speaks, for a page that has no
 * order to take the language from; else English.
 */
export function browserLanguage(acceptLanguage: string | undefined): ConversationLanguage {
  const byTag: Readonly<Record<string, ConversationLanguage>> = { de: "DE", nl: "NL", sv: "SV", no: "NO", nb: "NO", nn: "NO", fi: "FI", da: "DA", fr: "FR", en: "EN" }
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.trim().split(";")[0].split("-")[0].toLowerCase()
    if (byTag[tag]) return byTag[tag]
  }
  return "EN"
}
