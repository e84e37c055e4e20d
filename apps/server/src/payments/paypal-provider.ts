import { CURRENCY, TEXTS } from '@songstats/domain';
import {
  centsToAmount,
  PaymentRefused,
  ProviderUnavailable,
  REFUND_REFUSED,
  type WalletCapture,
  type WalletProvider,
} from './provider';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** PAYPAL_API_URL: the sandbox API by default, https://api-m.paypal.com when live. */
  apiUrl: string;
}

/** PayPal's decimal string in cents ('11.99' -> 1199); null when it is missing or unreadable. */
function amountCentsOf(value: string | undefined): number | null {
  const amount = Number(value);
  return value && Number.isFinite(amount) ? Math.round(amount * 100) : null;
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
  // spec §8: every PayPal failure shows the same text to the member; only the status differs.
  const refused = () => new PaymentRefused('wallet_failed', TEXTS.errors.paypalFailed);
  const unavailable = (cause: unknown) =>
    new ProviderUnavailable(TEXTS.errors.paypalFailed, { cause });

  /** fetch, with an unreachable PayPal or an unreadable answer as ProviderUnavailable. */
  async function send(path: string, init: RequestInit) {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.apiUrl}${path}`, init);
    } catch (error) {
      throw unavailable(error);
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
    } catch {
      json = null;
    }
    // 429 and 5xx say nothing about the payment: the same request (PayPal-Request-Id) may be
    // sent again. A success PayPal answered unreadably is the same case.
    if (response.status === 429 || response.status >= 500) throw unavailable(response.status);
    if (response.ok && !json) throw unavailable('malformed answer');
    return { status: response.status, ok: response.ok, json: json ?? {} };
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!answer.ok) throw refused();
    const { access_token: token, expires_in: expiresIn } = answer.json;
    if (typeof token !== 'string' || typeof expiresIn !== 'number') {
      throw unavailable('token answer without access_token');
    }
    cached = { token, expiresAt: Date.now() + (expiresIn - 60) * 1000 };
    return token;
  }

  /** A POST with a PayPal-Request-Id, or a GET (requestId null). */
  async function call(
    path: string,
    requestId: string | null,
    body: unknown,
    retried = false,
  ): Promise<Record<string, unknown>> {
    const answer = await send(path, {
      method: requestId === null ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId === null ? {} : { 'paypal-request-id': requestId }),
        prefer: 'return=representation',
      },
      ...(requestId === null ? {} : { body: JSON.stringify(body) }),
    });
    // A token PayPal revoked before its time: one fresh token, one more try.
    if (answer.status === 401 && !retried) {
      cached = null;
      return call(path, requestId, body, true);
    }
    if (!answer.ok) throw refused();
    return answer.json;
  }

  /**
   * The capture of a captured order: COMPLETED, or PENDING (PayPal holds the money for review,
   * an eCheck clears later; PAYMENT.CAPTURE.COMPLETED follows). Any other status is refused.
   */
  function captureOf(order: Record<string, unknown>): WalletCapture {
    const units = (Array.isArray(order.purchase_units) ? order.purchase_units : []) as {
      payments?: { captures?: { id: string; status: string; amount?: { value?: string } }[] };
    }[];
    const capture = units[0]?.payments?.captures?.[0];
    if (order.status !== 'COMPLETED' || !capture) throw refused();
    if (capture.status !== 'COMPLETED' && capture.status !== 'PENDING') throw refused();
    const payer = order.payer as { email_address?: string } | undefined;
    return {
      status: capture.status === 'PENDING' ? 'pending' : 'completed',
      captureId: capture.id,
      amountCents: amountCentsOf(capture.amount?.value),
      payerEmail: payer?.email_address ?? null,
    };
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
      if (typeof order.id !== 'string' || !approve) throw unavailable('order without approval');
      return { orderId: order.id, approvalUrl: approve.href };
    },
    async captureOrder(input) {
      return captureOf(
        await call(
          `/v2/checkout/orders/${encodeURIComponent(input.orderId)}/capture`,
          input.idempotencyKey,
          {},
        ),
      );
    },
    async readCapture(input) {
      return captureOf(
        await call(`/v2/checkout/orders/${encodeURIComponent(input.orderId)}`, null, null),
      );
    },
    async refund(input) {
      // Payments v2: refund a capture; the PayPal-Request-Id makes a repeated request one refund.
      const refund = await call(
        `/v2/payments/captures/${encodeURIComponent(input.paymentId)}/refund`,
        input.idempotencyKey,
        { amount: { currency_code: CURRENCY, value: centsToAmount(input.amountCents) } },
      ).catch((error: unknown) => {
        if (error instanceof PaymentRefused) throw new PaymentRefused('invalid', REFUND_REFUSED);
        throw error;
      });
      const amount = refund.amount as { value?: string } | undefined;
      if (
        typeof refund.id !== 'string' ||
        (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
      ) {
        throw new PaymentRefused('invalid', REFUND_REFUSED);
      }
      return { id: refund.id, amountCents: amountCentsOf(amount?.value) ?? input.amountCents };
    },
  };
}
