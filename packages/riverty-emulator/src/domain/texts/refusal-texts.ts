import type { ConversationLanguage } from "riverty-client/schemas"

/** Why a risk check refuses, as Riverty words it for the shopper (`customerFacingMessage`). */
export type RefusalReason = "notOffered" | "underage" | "limitReached" | "creditLimit"

type Words = Readonly<Record<ConversationLanguage, string>>

const REFUSALS: Readonly<Record<RefusalReason, Words>> = {
  notOffered: {
    EN: "Unfortunately we cannot offer you this payment method. Please choose another payment method.",
    DE: "Leider können wir Ihnen diese Zahlungsart nicht anbieten. Bitte wählen Sie eine andere Zahlungsart.",
    NL: "Helaas kunnen we je deze betaalmethode niet aanbieden. Kies een andere betaalmethode.",
    SV: "Tyvärr kan vi inte erbjuda dig det här betalsättet. Välj ett annat betalsätt.",
    NO: "Dessverre kan vi ikke tilby deg denne betalingsmåten. Velg en annen betalingsmåte.",
    FI: "Valitettavasti emme voi tarjota sinulle tätä maksutapaa. Valitse toinen maksutapa.",
    DA: "Vi kan desværre ikke tilbyde dig denne betalingsmetode. Vælg en anden betalingsmetode.",
    FR: "Nous ne pouvons malheureusement pas vous proposer ce mode de paiement. Veuillez choisir un autre mode de paiement.",
  },
  underage: {
    EN: "You must be at least 18 years old to use this payment method.",
    DE: "Sie müssen mindestens 18 Jahre alt sein, um diese Zahlungsart zu nutzen.",
    NL: "Je moet minimaal 18 jaar oud zijn om deze betaalmethode te gebruiken.",
    SV: "Du måste vara minst 18 år för att använda det här betalsättet.",
    NO: "Du må være minst 18 år for å bruke denne betalingsmåten.",
    FI: "Sinun on oltava vähintään 18-vuotias käyttääksesi tätä maksutapaa.",
    DA: "Du skal være mindst 18 år for at bruge denne betalingsmetode.",
    FR: "Vous devez avoir au moins 18 ans pour utiliser ce mode de paiement.",
  },
  limitReached: {
    EN: "The order amount exceeds your available limit. Please choose another payment method.",
    DE: "Der Bestellbetrag übersteigt Ihr verfügbares Limit. Bitte wählen Sie eine andere Zahlungsart.",
    NL: "Het orderbedrag overschrijdt je beschikbare limiet. Kies een andere betaalmethode.",
    SV: "Orderbeloppet överstiger din tillgängliga gräns. Välj ett annat betalsätt.",
    NO: "Ordrebeløpet overstiger den tilgjengelige grensen din. Velg en annen betalingsmåte.",
    FI: "Tilauksen summa ylittää käytettävissä olevan luottorajasi. Valitse toinen maksutapa.",
    DA: "Ordrebeløbet overstiger din tilgængelige grænse. Vælg en anden betalingsmetode.",
    FR: "Le montant de la commande dépasse votre limite disponible. Veuillez choisir un autre mode de paiement.",
  },
  creditLimit: {
    EN: "The purchase exceeds your credit limit.",
    DE: "Der Einkauf übersteigt Ihren Kreditrahmen.",
    NL: "De aankoop overschrijdt je kredietlimiet.",
    SV: "Köpet överstiger din kreditgräns.",
    NO: "Kjøpet overstiger kredittgrensen din.",
    FI: "Ostos ylittää luottorajasi.",
    DA: "Købet overstiger din kreditgrænse.",
    FR: "L'achat dépasse votre limite de crédit.",
  },
}

export const refusalText = (reason: RefusalReason, language: ConversationLanguage): string => REFUSALS[reason][language]

/** Every reason and language, for the tests that keep the table whole. */
export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[]
