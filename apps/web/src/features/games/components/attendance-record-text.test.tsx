import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AttendanceRecordText } from './attendance-record-text.tsx';

afterEach(cleanup);

describe('AttendanceRecordText', () => {
  it('shows the reliability beside a name, with the counts for screen readers and the formula in its title', () => {
    render(
      <AttendanceRecordText record={{ attended: 8, noShows: 1, lateCancellations: 2, reliability: 80 }} />,
    );
    const text = screen.getByText('80% reliable');
    expect(text.textContent).toBe(
      '80% reliable: Attended 8 · 1 no-show · 2 late cancellations in the last 12 months',
    );
    expect(text.getAttribute('title')).toContain(
      'Reliability = attended ÷ (attended + no-shows + ½ × late cancellations)',
    );
  });

  it('shows nothing for a player with no record yet', () => {
    const { container } = render(
      <AttendanceRecordText record={{ attended: 0, noShows: 0, lateCancellations: 0, reliability: null }} />,
    );
    expect(container.textContent).toBe('');
  });
});
