// What is wrong with a field's value, as a code the shopper's texts are chosen by (the kit's
// catalogue, `error.*`); `field-formats.ts` and `session-data-errors.ts` word the same codes in the
// schema's English for developers and the provider.

export type FieldProblem =
  | { code: "required" | "unknown" | "date" | "characters" | "choice" | "number" | "text" | "iban" }
  | { code: "too_short" | "too_long"; count: number }
