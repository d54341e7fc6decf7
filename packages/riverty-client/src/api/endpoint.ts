import type { z } from "zod"
import type { RivertyModule } from "../environments"
import type { CallOptions, HttpMethod, V3CallOptions } from "../http"

export type PathValues = Record<string, string | number>

/** Client-wide settings an endpoint may read: the version defaults of the client's options. */
export interface EndpointSettings {
  merchantApiVersion: string
  callbackApiVersion: string
}

/** How the service's answer becomes the method's result. */
export type Answer =
  /** The body, checked against the schema when the client validates responses. */
  | { kind: "body"; schema: z.ZodType }
  /** Nothing: the method resolves without a value. */
  | { kind: "empty" }
  /** The spec does not show the body: parsed when it fits the schema, otherwise undefined. */
  | { kind: "body-if-any"; schema: z.ZodType }
  /** true for a 2xx, false for a 404; every other failure is thrown. */
  | { kind: "found" }
  /** true for a 2xx, false for any failure but a missing configuration. */
  | { kind: "reachable" }

export const answers = {
  body: <S extends z.ZodType>(schema: S) => ({ kind: "body", schema }) as const,
  bodyIfAny: <S extends z.ZodType>(schema: S) => ({ kind: "body-if-any", schema }) as const,
  empty: { kind: "empty" } as const,
  found: { kind: "found" } as const,
  reachable: { kind: "reachable" } as const,
}

type InputOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.input<S> : never
type OutputOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : never

/** What a method's positional arguments fill in. */
export interface ArgumentsInput<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  path?: PathValues
  query?: InputOf<Q>
  body?: InputOf<B>
}

/** What a call's options add: a path value or headers that come from the options, not the arguments. */
export interface OptionsInput {
  path?: PathValues
  headers?: Record<string, string>
}

/**
 * One row of the endpoint table. `args` maps the method's arguments (the call options excluded)
 * to path values, query and body; its declared parameters are the method's, so it takes no
 * default values: the caller finds the options right after them by the function's length.
 */
export interface Endpoint<
  Args extends unknown[],
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  A extends Answer,
  M extends RivertyModule,
  O extends CallOptions,
> {
  module: M
  method: HttpMethod
  /** Template with `{name}` placeholders; logs show only the template. */
  path: string
  /** Names the call in validation errors: `Invalid {name} request`, `Invalid {name} parameters`. */
  name: string
  args(...args: Args): ArgumentsInput<Q, B>
  query?: Q
  body?: B
  answer: A
  /** Picks the v3 API key from the validated body; the call's `country` option wins over it. */
  country?(body: OutputOf<B>): string | undefined
  /** A write that is idempotent by contract and may be retried without an idempotency key. */
  retrySafe?: boolean
  fromOptions?(options: O, settings: EndpointSettings): OptionsInput
}

/** Infers a row's types from its own fields. */
export function endpoint<
  Args extends unknown[],
  A extends Answer,
  M extends RivertyModule,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  O extends CallOptions = never,
>(row: Endpoint<Args, Q, B, A, M, O>): Endpoint<Args, Q, B, A, M, O> {
  return row
}

/** Any row: the bound every table helper accepts. */
export type AnyEndpoint = Endpoint<never, z.ZodType | undefined, z.ZodType | undefined, Answer, RivertyModule, never>

type ResultOf<A extends Answer> = A extends { kind: "body"; schema: infer S extends z.ZodType }
  ? z.output<S>
  : A extends { kind: "body-if-any"; schema: infer S extends z.ZodType }
    ? z.output<S> | undefined
    : A extends { kind: "empty" }
      ? void
      : boolean

// A row without its own options type takes the module's: v3 calls pick their API key by country.
type OptionsOf<E extends AnyEndpoint> =
  E extends { fromOptions?(options: infer O, settings: EndpointSettings): OptionsInput }
    ? [O] extends [never]
      ? E["module"] extends "checkout"
        ? V3CallOptions
        : CallOptions
      : O
    : never

/** The client method of a row: its arguments, then the call options; the answer as the row says. */
export type EndpointMethod<E extends AnyEndpoint> = (
  ...args: [...Parameters<E["args"]>, options?: OptionsOf<E>]
) => Promise<ResultOf<E["answer"]>>

export type EndpointGroup<G extends Record<string, AnyEndpoint>> = {
  [K in keyof G]: EndpointMethod<G[K]>
}
