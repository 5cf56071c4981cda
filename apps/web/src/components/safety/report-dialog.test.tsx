import { moderationTexts, REPORT_DETAILS_MAX } from '@rally/shared/moderation/moderation.constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './report-dialog.tsx';
import type { ReportTarget } from './report-target.ts';

// The first answer loads the endpoint's schemas to check it (development only): slow on a busy machine.
const answered = { timeout: 8_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const message: ReportTarget = {
  type: 'direct_message',
  id: 'message-1',
  label: 'this message',
  owner: { id: 'user-pat', name: 'Pat Lee' },
};

beforeEach(() => {
  // The "Also block" checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog({
  canAlsoBlock = true,
  onBlocked = () => {},
  onOpenChange = (_open: boolean) => {},
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportDialog
        target={message}
        canAlsoBlock={canAlsoBlock}
        open
        onOpenChange={onOpenChange}
        onBlocked={onBlocked}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Report this message' });
}

/** Records what is posted and answers with `answer`. */
function stubReports(answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return posted;
}

describe('ReportDialog', { timeout: 20_000 }, () => {
  it('asks for a reason before sending anything', () => {
    const posted = stubReports(() => json({ status: 'reported', message: moderationTexts.reported }, 201));
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
    expect(within(dialog).getByRole('group', { name: 'Reason' })).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the reason, the trimmed details and the block choice, then shows the confirmation', async () => {
    const posted = stubReports(() => json({ status: 'reported', message: moderationTexts.reported }, 201));
    const onBlocked = vi.fn();
    const onOpenChange = vi.fn();
    const dialog = renderDialog({ onBlocked, onOpenChange });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
      target: { value: '  Keeps messaging me.  ' },
    });
    expect(within(dialog).getByText('23/1,000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Pat Lee' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    await waitFor(
      () => expect(within(dialog).getByRole('status').textContent).toContain(moderationTexts.reported),
      answered,
    );
    expect(within(dialog).getByRole('status').textContent).toContain('You blocked Pat Lee.');
    expect(posted).toEqual([
      {
        targetType: 'direct_message',
        targetId: 'message-1',
        reason: 'harassment',
        details: 'Keeps messaging me.',
        block: true,
      },
    ]);
    // Closing after a report that blocked tells the opener, so a thread can close.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it("shows the server's already-reported answer the same way, blocking no one", async () => {
    const posted = stubReports(() =>
      json({ status: 'already_reported', message: moderationTexts.alreadyReported }),
    );
    const onBlocked = vi.fn();
    const dialog = renderDialog({ canAlsoBlock: false, onBlocked });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    await waitFor(
      () => expect(within(dialog).getByRole('status').textContent).toBe(moderationTexts.alreadyReported),
      answered,
    );
    expect(posted).toEqual([
      { targetType: 'direct_message', targetId: 'message-1', reason: 'spam_or_scam', details: null },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('shows the hourly limit beside Submit and keeps the form to try later', async () => {
    stubReports(() =>
      json({ code: 'rate_limited', message: moderationTexts.tooManyReports, statusCode: 429 }, 429),
    );
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    await waitFor(
      () => expect(within(dialog).getByRole('alert').textContent).toBe(moderationTexts.tooManyReports),
      answered,
    );
    expect((within(dialog).getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeTruthy();
  });

  it('refuses details over the limit without sending', () => {
    const posted = stubReports(() => json({ status: 'reported', message: moderationTexts.reported }, 201));
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const details = within(dialog).getByLabelText('Details (optional)');
    fireEvent.change(details, { target: { value: 'x'.repeat(REPORT_DETAILS_MAX + 1) } });
    expect(details.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(posted).toEqual([]);
  });
});
