/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from "@testing-library/react"
import { RivertyInstallmentPlans, RivertyLegal, RivertyLegalText } from "../react/index.js"
import { plan } from "./react-fixtures.js"

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ")

describe("RivertyInstallmentPlans", () => {
  const plans = [plan(3, 61.67, 1), { ...plan(6, 31.5, 2), interestRate: 4.9, effectiveAnnualPercentageRate: 5.01, totalAmount: 189, readMore: "javascript:alert(1)" }]

  it("offers each plan with its count, amount, interest, APR and total, and reports the one chosen", () => {
    const onChange = jest.fn()
    render(<RivertyInstallmentPlans plans={plans} value={1} onChange={onChange} currency="eur" locale="de-DE" />)
    const [three, six] = screen.getAllByRole("radio") as HTMLInputElement[]
    expect(three.checked).toBe(true)
    expect(six.checked).toBe(false)
    const sixLabel = plain(six.closest("label")?.textContent)
    expect(sixLabel).toContain("6 × 31,50 €")
    expect(sixLabel).toContain("Interest 4,9 % · APR 5,01 % · Total 189,00 €")
    fireEvent.click(six)
    expect(onChange).toHaveBeenCalledWith(plans[1])
  })

  it("links only an http(s) read-more page", () => {
    render(<RivertyInstallmentPlans plans={plans} onChange={jest.fn()} currency="eur" locale="de-DE" />)
    const links = screen.getAllByRole("link", { name: "Details" }) as HTMLAnchorElement[]
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://riverty.test/plans/3"])
  })

  it("shows the error tied to the group, and hands each plan to a render slot", () => {
    const { unmount } = render(<RivertyInstallmentPlans plans={plans} onChange={jest.fn()} currency="eur" locale="de-DE" error="Please choose a plan." />)
    const group = screen.getByRole("radiogroup", { name: "Installment plan" })
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please choose a plan.")
    unmount()
    const onChange = jest.fn()
    render(
      <RivertyInstallmentPlans
        plans={plans}
        value={2}
        onChange={onChange}
        currency="eur"
        locale="de-DE"
        renderPlan={({ headline, selected, select }) => (
          <button type="button" aria-pressed={selected} onClick={select}>
            {headline}
          </button>
        )}
      />,
    )
    const buttons = screen.getAllByRole("button")
    expect(buttons.map((button) => [plain(button.textContent), button.getAttribute("aria-pressed")])).toEqual([
      ["3 × 61,67 €", "false"],
      ["6 × 31,50 €", "true"],
    ])
    fireEvent.click(buttons[0])
    expect(onChange).toHaveBeenCalledWith(plans[0])
  })
})

describe("RivertyLegal", () => {
  const legal = { requires_consent: true, terms_url: "https://riverty.test/terms", privacy_url: "https://riverty.test/privacy", secci_url: "https://riverty.test/secci", text: "By paying you accept <b>Riverty's</b> terms." }

  it("shows the text, the three links in new tabs and an unticked consent box, and reports ticking it", () => {
    const onConsentChange = jest.fn()
    render(<RivertyLegal legal={legal} consent={false} onConsentChange={onConsentChange} />)
    expect(screen.getByText("Riverty's").tagName).toBe("B")
    const links = screen.getAllByRole("link") as HTMLAnchorElement[]
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.target, link.rel])).toEqual([
      ["Terms and conditions", "https://riverty.test/terms", "_blank", "noopener noreferrer"],
      ["Privacy statement", "https://riverty.test/privacy", "_blank", "noopener noreferrer"],
      ["Consumer credit information (SECCI)", "https://riverty.test/secci", "_blank", "noopener noreferrer"],
    ])
    const box = screen.getByRole("checkbox") as HTMLInputElement
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    expect(onConsentChange).toHaveBeenCalledWith(true)
  })

  it("ties the consent error to the box, and asks no consent when Riverty needs none", () => {
    const { unmount } = render(<RivertyLegal legal={legal} consent={false} onConsentChange={jest.fn()} error="Please accept Riverty's terms." id="c1" />)
    const box = screen.getByRole("checkbox")
    expect(box.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please accept Riverty's terms.")
    unmount()
    render(<RivertyLegal legal={{ requires_consent: false, terms_url: "https://riverty.test/terms" }} consent={false} onConsentChange={jest.fn()} error="ignored" />)
    expect(screen.queryByRole("checkbox")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("links only http(s) URLs", () => {
    render(<RivertyLegal legal={{ requires_consent: false, terms_url: "javascript:alert(1)", privacy_url: "data:text/html,x", secci_url: "https://riverty.test/secci" }} consent={false} onConsentChange={jest.fn()} />)
    expect((screen.getAllByRole("link") as HTMLAnchorElement[]).map((link) => link.getAttribute("href"))).toEqual(["https://riverty.test/secci"])
  })
})

describe("RivertyLegalText", () => {
  it("keeps emphasis, paragraphs and http(s) links, and drops scripts, handlers and other link schemes", () => {
    const { container } = render(
      <RivertyLegalText html={'<p onclick="steal()">Pay <em>later</em><script>steal()</script></p><a href="https://riverty.test/t">terms</a> <a href="javascript:steal()">x</a><img src=x onerror="steal()">'} />,
    )
    expect(container.querySelector("script, img, [onclick], [onerror]")).toBeNull()
    expect(container.querySelector("p em")?.textContent).toBe("later")
    const hrefs = Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(["https://riverty.test/t"])
    expect(container.innerHTML).not.toContain("steal")
  })
})
