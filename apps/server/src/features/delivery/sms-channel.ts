/** Sends a text through a generic SMS webhook: a POST of `{ to, message }` that answers 2xx when accepted. */
export function createSmsChannel(webhookUrl: string) {
  return {
    async send(to: string, message: string): Promise<void> {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

export type SmsChannel = ReturnType<typeof createSmsChannel>;
