/** How long a webhook may take before the ticket is recorded as not forwarded. */
export const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * POSTs a JSON body and resolves when the receiver answers 2xx; otherwise rejects with a reason
 * fit to be stored. The reason never contains the URL, which often carries a secret token.
 * @example await postJson('https://desk.example.com/hooks/tickets', { event: 'support-ticket.created', ticket })
 */
export async function postJson(url: string, body: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`webhook: ${reasonOf(error, timeoutMs)}`);
  }
  // The answer is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook: answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return `could not connect (${cause.code})`;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
