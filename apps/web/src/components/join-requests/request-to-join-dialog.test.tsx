import { contentMessages, INAPPROPRIATE_CONTENT_TITLE } from '@rally/shared/content-messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JoinMessageCheck, RequestToJoinDialog } from './request-to-join-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(check: JoinMessageCheck) {
  const mutate = vi.fn();
  render(
    <RequestToJoinDialog
      open
      onOpenChange={() => {}}
      title="Request to Join Game"
      description="Private"
      messageLabel="Message to the host (optional)"
      placeholder="Say hello"
      checkMessage={async () => check}
      request={{ isPending: false, mutate }}
    />,
  );
  fireEvent.change(screen.getByLabelText('Message to the host (optional)'), { target: { value: 'hi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
  return mutate;
}

describe('RequestToJoinDialog', () => {
  it('shows a profane message’s refusal under the box and toasts it under Inappropriate Content, sending nothing', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const refusal = contentMessages.joinMessage.profanity;
    const mutate = renderDialog({ success: false, error: { issues: [{ message: refusal }] } });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith(INAPPROPRIATE_CONTENT_TITLE, { description: refusal });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about content without the toast', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    renderDialog({ success: false, error: { issues: [{ message: 'Must be at most 500 characters' }] } });
    expect(await screen.findByText('Must be at most 500 characters')).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends the checked message', async () => {
    const mutate = renderDialog({ success: true, data: { message: 'hi' } });
    await waitFor(() => expect(mutate).toHaveBeenCalledWith({ message: 'hi' }, expect.any(Object)));
  });
});
