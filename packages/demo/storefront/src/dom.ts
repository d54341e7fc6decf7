// A few DOM helpers: the page is plain DOM, no framework.
type Attrs = Record<string, string | number | boolean | undefined | ((event: Event) => void)>
type Child = Node | string | number | null | undefined | false

/** An element with attributes (`on<event>` handlers included) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue
    if (typeof value === "function") element.addEventListener(key.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(key, "")
    else element.setAttribute(key, String(value))
  }
  append(element, ...children)
  return element
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)))
  }
}

export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren()
  append(parent, ...children)
}

/** A labelled input; the label's `for` makes it reachable by its label text. */
export function field(label: string, input: HTMLInputElement | HTMLSelectElement): HTMLElement {
  input.id ||= `f-${input.name || label.replace(/\W+/g, "-").toLowerCase()}`
  return h("div", {}, h("label", { for: input.id }, label), input)
}

export function notice(kind: "warn" | "error" | "ok", text: string, testId?: string): HTMLElement {
  return h("div", { class: `notice ${kind}`, role: kind === "error" ? "alert" : "status", "data-testid": testId }, text)
}

export function money(amount: number, currency: string, locale = "en"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amount)
}

/** The message of anything thrown by js-sdk, the storefront kit or the page itself. */
export function messageOf(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
