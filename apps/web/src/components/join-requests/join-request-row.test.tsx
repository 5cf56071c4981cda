import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  gamesPlayedText,
  JoinRequestRow,
  type JoinRequestView,
  sportsmanshipText,
} from './join-request-row.tsx';

afterEach(cleanup);

const seasoned: JoinRequestView = {
  id: 'r1',
  user: { id: 'u-sam', name: 'Sam Seasoned', username: 'sam', avatarUrl: '/media/sam.webp' },
  message: 'I play point guard',
  createdAt: new Date().toISOString(),
  status: 'pending',
  record: { skillLevel: 'advanced', gamesPlayed: 12, sportsmanship: { average: 4.5, count: 2 } },
};

function renderRow(request: JoinRequestView, onAnswer = vi.fn()) {
  render(
    <MemoryRouter>
      <ul>
        <JoinRequestRow request={request} sport="basketball" answering={false} onAnswer={onAnswer} />
      </ul>
    </MemoryRouter>,
  );
  return onAnswer;
}

describe('JoinRequestRow', { timeout: 15_000 }, () => {
  it("shows the requester's name linking to their profile, their skill, games played and sportsmanship", () => {
    renderRow(seasoned);
    const link = screen.getByRole('link', { name: 'Sam Seasoned (profile)' });
    expect(link.getAttribute('href')).toBe('/profile/u-sam');
    const record = screen.getByRole('list', { name: "Sam Seasoned's record" });
    expect(
      within(record)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Advanced at Basketball', '12 basketball games played', 'Sportsmanship 4.5 of 5 (2 ratings)']);
    expect(screen.getByText('I play point guard')).toBeDefined();
    expect(screen.getByText(/@sam/)).toBeDefined();
  });

  it('says what is not known of a newcomer instead of showing zeros as a verdict', () => {
    renderRow({
      ...seasoned,
      user: { id: 'u-nia', name: null, username: null, avatarUrl: null },
      message: null,
      record: { skillLevel: null, gamesPlayed: 0, sportsmanship: { average: null, count: 0 } },
    });
    expect(screen.getByRole('link', { name: 'Unknown Player (profile)' })).toBeDefined();
    const record = screen.getByRole('list', { name: "Unknown Player's record" });
    expect(
      within(record)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Skill at Basketball not given', 'No basketball games yet', 'No sportsmanship ratings yet']);
  });

  it('answers a pending request with Approve or Reject, named for the player', () => {
    const onAnswer = renderRow(seasoned);
    fireEvent.click(screen.getByRole('button', { name: 'Approve Sam Seasoned' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Sam Seasoned' }));
    expect(onAnswer.mock.calls).toEqual([['approved'], ['rejected']]);
  });

  it('shows an answered request by its outcome, without buttons', () => {
    renderRow({ ...seasoned, status: 'approved' });
    expect(screen.getByText('Request Approved')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('record texts', () => {
  it('counts one game and one rating in the singular', () => {
    expect(gamesPlayedText(1, 'tennis')).toBe('1 tennis game played');
    expect(sportsmanshipText({ average: 5, count: 1 })).toBe('Sportsmanship 5.0 of 5 (1 rating)');
  });

  it("shows a game's requester's fair-play level in their record, and none for a league's", () => {
    renderRow({ ...seasoned, fairPlayLevel: 'needs_improvement' });
    const record = screen.getByRole('list', { name: "Sam Seasoned's record" });
    expect(
      within(record)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Fair play: Needs improvement');
    cleanup();
    renderRow(seasoned);
    expect(screen.queryByText(/Fair play/)).toBeNull();
  });
});
