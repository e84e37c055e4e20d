// PayPal REST answers for tests, in the shapes of PayPal's API reference: the OAuth2 token,
// Orders v2 create (PAYER_ACTION_REQUIRED with a payer-action link) and capture, and errors.

export function paypalToken(accessToken: string, expiresIn = 32_400) {
  return {
    scope:
      'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
    access_token: accessToken,
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: expiresIn,
    nonce: '2026-03-01T12:00:00ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg',
  };
}

export function paypalCreatedOrder(orderId: string, apiUrl = 'https://api-m.sandbox.paypal.com') {
  return {
    id: orderId,
    status: 'PAYER_ACTION_REQUIRED',
    payment_source: { paypal: {} },
    links: [
      { href: `${apiUrl}/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
        rel: 'payer-action',
        method: 'GET',
      },
    ],
  };
}

export function paypalCapturedOrder(
  orderId: string,
  input: { captureId: string; value: string; payerEmail: string; captureStatus?: string },
) {
  const payer = {
    name: { given_name: 'Ada', surname: 'Lovelace' },
    email_address: input.payerEmail,
    payer_id: 'QYR5Z8XDVJNXQ',
  };
  return {
    id: orderId,
    status: 'COMPLETED',
    payment_source: { paypal: { ...payer, account_id: payer.payer_id } },
    purchase_units: [
      {
        reference_id: 'default',
        payments: {
          captures: [
            {
              id: input.captureId,
              status: input.captureStatus ?? 'COMPLETED',
              amount: { currency_code: 'EUR', value: input.value },
              final_capture: true,
              seller_protection: { status: 'ELIGIBLE' },
              create_time: '2026-03-01T12:00:00Z',
              update_time: '2026-03-01T12:00:00Z',
            },
          ],
        },
      },
    ],
    payer,
    links: [
      {
        href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${orderId}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
}

/** PayPal's error body (name, message, debug_id, details with the issue). */
export function paypalError(status: number, name: string, issue: string, description: string) {
  return {
    status,
    body: {
      name,
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: 'c9a75b43fc807',
      details: [{ issue, description }],
      links: [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
  };
}

/** Payments v2 `POST /v2/payments/captures/{id}/refund` with `Prefer: return=representation`. */
export function paypalRefund(id: string, input: { value: string; status?: string }) {
  return {
    id,
    amount: { currency_code: 'EUR', value: input.value },
    status: input.status ?? 'COMPLETED',
    seller_payable_breakdown: {
      gross_amount: { currency_code: 'EUR', value: input.value },
      net_amount: { currency_code: 'EUR', value: input.value },
      total_refunded_amount: { currency_code: 'EUR', value: input.value },
    },
    create_time: '2026-03-01T12:00:00Z',
    update_time: '2026-03-01T12:00:00Z',
    links: [
      {
        href: `https://api-m.sandbox.paypal.com/v2/payments/refunds/${id}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
}
