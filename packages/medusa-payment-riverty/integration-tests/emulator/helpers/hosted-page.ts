/** A browser on the hosted page: reads the form and submits one of its buttons, without following the redirect. */
export async function choose(redirectUrl: string, action: "accept" | "reject" | "cancel"): Promise<{ status: number; location?: string; html: string }> {
  const page = await fetch(redirectUrl)
  const html = await page.text()
  const form = new RegExp(`<form method="post" action="([^"]+)"><input type="hidden" name="action" value="${action}">`).exec(html)
  if (!form) throw new Error(`No ${action} button on the page (status ${page.status})`)
  const target = new URL(form[1], redirectUrl).toString()
  const res = await fetch(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
    redirect: "manual",
  })
  return { status: res.status, location: res.headers.get("location") ?? undefined, html: await res.text() }
}
