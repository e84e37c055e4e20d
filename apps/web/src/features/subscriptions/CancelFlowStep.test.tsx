// @vitest-environment happy-dom
import { cancelReasons, TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { variant } from '../../app/variant';
import { CancelFlowStep } from './CancelFlowStep';
import { errorResponse, stubApi } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCancelFlow(subscriptionId: number | null = 5) {
  const onDone = vi.fn();
  const onBack = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CancelFlowStep subscriptionId={subscriptionId} onBack={onBack} onDone={onDone} />
    </QueryClientProvider>,
  );
  const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
  const cancelRenewal = screen.getByRole('button', {
    name: TEXTS.cancel.cancelRenewal,
  }) as HTMLButtonElement;
  return { boxes, cancelRenewal, onDone, onBack };
}

describe('cancel flow (spec §4, §5 step 4)', () => {
  it('ticks the three acknowledgements only in order before Cancel Renewal is enabled', () => {
    stubApi({});
    const { boxes, cancelRenewal } = renderCancelFlow();
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      ...TEXTS.cancel.acknowledgements,
    ]);
    expect(boxes.map((box) => box.disabled)).toEqual([false, true, true]);
    expect(cancelRenewal.disabled).toBe(true);

    fireEvent.click(boxes[0] as HTMLInputElement);
    expect(boxes.map((box) => box.disabled)).toEqual([false, false, true]);
    fireEvent.click(boxes[1] as HTMLInputElement);
    expect(cancelRenewal.disabled).toBe(true);
    fireEvent.click(boxes[2] as HTMLInputElement);
    expect(cancelRenewal.disabled).toBe(false);

    // Unticking the first one unticks the later ones and disables the button again.
    fireEvent.click(boxes[0] as HTMLInputElement);
    expect(boxes.map((box) => box.checked)).toEqual([false, false, false]);
    expect(cancelRenewal.disabled).toBe(true);
  });

  it('cancels, then sends the feedback with one of the six reasons', async () => {
    const api = stubApi({
      'DELETE /payments/cancel_subscription/:id': () => ({
        message: 'Your subscription will end on 29 Nov 2026.',
        subscriptionCancellationId: 9,
      }),
      'PATCH /payments/cancel_subscription_feedback': () => ({ message: 'Thank you.' }),
    });
    const { boxes, cancelRenewal, onDone } = renderCancelFlow();
    for (const box of boxes) fireEvent.click(box);
    fireEvent.click(cancelRenewal);

    await screen.findByText('Your subscription will end on 29 Nov 2026.');
    expect(api.of('DELETE /payments/cancel_subscription/5')).toHaveLength(1);
    const reasons = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(reasons.map((reason) => reason.labels?.[0]?.textContent)).toEqual([
      ...cancelReasons(variant.name),
    ]);
    const send = screen.getByRole('button', { name: 'Send Feedback' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(reasons[3] as HTMLInputElement);
    expect(send.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Tell us more'), { target: { value: ' Too much ' } });
    fireEvent.click(send);

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Thank you.'));
    expect(api.of('PATCH /payments/cancel_subscription_feedback')[0]?.body).toEqual({
      subscriptionCancellationId: 9,
      reasonForCancellation: `${cancelReasons(variant.name)[3]}: Too much`,
    });
  });

  it('accepts feedback as text alone', async () => {
    stubApi({
      'DELETE /payments/cancel_subscription/:id': () => ({
        message: 'Cancelled.',
        subscriptionCancellationId: 9,
      }),
    });
    const { boxes, cancelRenewal } = renderCancelFlow();
    for (const box of boxes) fireEvent.click(box);
    fireEvent.click(cancelRenewal);
    const send = (await screen.findByRole('button', {
      name: 'Send Feedback',
    })) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Tell us more'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tell us more'), { target: { value: 'Moving on' } });
    expect(send.disabled).toBe(false);
  });

  it("shows the server's message, or the catalogue's text when the server fails", async () => {
    let answer = errorResponse(409, 'This subscription is already cancelled.');
    stubApi({ 'DELETE /payments/cancel_subscription/:id': () => answer });
    const { boxes, cancelRenewal } = renderCancelFlow();
    for (const box of boxes) fireEvent.click(box);
    fireEvent.click(cancelRenewal);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This subscription is already cancelled.'),
    );
    answer = errorResponse(500, 'boom');
    fireEvent.click(cancelRenewal);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(TEXTS.errors.cancelFailed),
    );
    // The acknowledgements stay ticked for another try.
    expect(boxes.every((box) => box.checked)).toBe(true);
  });
});
