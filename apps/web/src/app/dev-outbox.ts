/** Embedded mode: the server names its local outbox in the page, so auth pages can link it. */
export function devOutboxUrl(doc: Document = document): string | null {
  return doc.querySelector('meta[name="dev-outbox"]')?.getAttribute('content') ?? null;
}
