/** Extra class names per part of a component, e.g. `{ root: "flex gap-2", error: "text-rose-500" }`. */
export type ClassNames<Part extends string> = Partial<Record<Part, string>>

/**
 * The class of one part: a stable `riverty-<part>` hook for plain CSS, then the starter's own
 * classes (its UI kit's), so a storefront styles the parts without forking the component.
 */
export function classOf<Part extends string>(classNames: ClassNames<Part> | undefined, part: Part): string {
  const extra = classNames?.[part]
  return extra ? `riverty-${part} ${extra}` : `riverty-${part}`
}
