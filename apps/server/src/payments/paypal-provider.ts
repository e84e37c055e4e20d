import { CURRENCY, TEXTS } from '@songstats/domain';
import { centsToAmount, PaymentRefused, type WalletProvider } from './provider';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** PAYPAL_API_URL: the sandbox API by default, https://api-m.paypal.com when live. */
  apiUrl: string;
}

export const PAYPAL_SANDBOX_API_URL = 'https://api-m.sandbox.paypal.com';

interface PaypalLink {
  href: string;
  rel: string;
}

/**
 * PayPal through its REST API (Orders v2): create an order, the payer approves it at the
 * `approve` (or `payer-action`) link, PayPal returns with ?token={order id}, we capture it.
 */
export function createPaypalWalletProvider(
  settings: PaypalSettings,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): WalletProvider {
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetchImpl(`${settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaymentRefused('wallet_failed', TEXTS.errors.paypalFailed);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function call(path: string, requestId: string, body: unknown) {
    const response = await fetchImpl(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    // spec §8: every PayPal failure shows the same text to the member.
    if (!response.ok) throw new PaymentRefused('wallet_failed', TEXTS.errors.paypalFailed);
    return json;
  }

  return {
    name: 'paypal',
    async createOrder(input) {
      const order = await call('/v2/checkout/orders', input.idempotencyKey, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            description: input.description.slice(0, 127),
            amount: { currency_code: CURRENCY, value: centsToAmount(input.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: 'PAY_NOW',
            },
          },
        },
      });
      const links = (order.links ?? []) as PaypalLink[];
      const approve = links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (typeof order.id !== 'string' || !approve) {
        throw new PaymentRefused('wallet_failed', TEXTS.errors.paypalFailed);
      }
      return { orderId: order.id, approvalUrl: approve.href };
    },
    async captureOrder(input) {
      const order = await call(
        `/v2/checkout/orders/${encodeURIComponent(input.orderId)}/capture`,
        input.idempotencyKey,
        {},
      );
      const units = (order.purchase_units ?? []) as {
        payments?: { captures?: { id: string; status: string; amount: { value: string } }[] };
      }[];
      const capture = units[0]?.payments?.captures?.[0];
      if (order.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
        throw new PaymentRefused('wallet_failed', TEXTS.errors.paypalFailed);
      }
      const payer = order.payer as { email_address?: string } | undefined;
      return {
        captureId: capture.id,
        amountCents: Math.round(Number(capture.amount.value) * 100),
        payerEmail: payer?.email_address ?? null,
      };
    },
  };
}
