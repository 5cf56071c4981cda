import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NewsPostDialog } from './news-post-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const post = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Season opener',
  content: null,
  author: { id: 'u1', name: 'Ana', username: 'ana', avatarUrl: null },
  images: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  removed: false,
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

// jsdom has no object URLs; the previews only need a string.
const objectUrls = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };

beforeEach(() => {
  objectUrls.createObjectURL = () => 'blob:preview';
  objectUrls.revokeObjectURL = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete objectUrls.createObjectURL;
  delete objectUrls.revokeObjectURL;
});

function openDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsPostDialog leagueId="league-1" trigger={<Button>New Post</Button>} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'New Post' }));
  return screen.getByRole('dialog', { name: 'New Post' });
}

describe('NewsPostDialog', () => {
  it('previews several picked images and drops one before sending', () => {
    vi.stubGlobal('fetch', vi.fn());
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Images'), {
      target: { files: [png('court.png'), png('team.png')] },
    });
    const previews = within(dialog).getByRole('list', { name: 'Images to upload' });
    expect(within(previews).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove court.png' }));
    expect(within(previews).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('img', { name: 'Preview of team.png' })).toBeDefined();
  });

  it('keeps the post when its images fail to upload, saying Failed to upload images', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${path}`);
        if (path.endsWith('/images')) return json({ code: 'internal', message: 'Disk full' }, 500);
        return json(post, 201);
      }),
    );
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Season opener' } });
    fireEvent.change(within(dialog).getByLabelText('Images'), { target: { files: [png('court.png')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeDefined();
    expect(await screen.findByText('Failed to upload images')).toBeDefined();
    expect(calls).toEqual([
      'POST /api/leagues/league-1/news',
      `POST /api/leagues/league-1/news/${post.id}/images`,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Post' })).toBeNull());
  });

  it('needs a title, and sends nothing without one', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Please fill out all required fields.')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
