import { describe, expect, it } from 'vitest';
import { viewerResultText } from './viewer-result-text.ts';

// My Games shows the viewer's own result on a played game (issue 27 §4).
describe('viewerResultText', () => {
  it("writes the outcome with the viewer's team's score first", () => {
    expect(viewerResultText({ outcome: 'won', score: { own: 5, other: 3 } })).toBe('Won 5–3');
    expect(viewerResultText({ outcome: 'lost', score: { own: 3, other: 5 } })).toBe('Lost 3–5');
    expect(viewerResultText({ outcome: 'draw', score: { own: 2, other: 2 } })).toBe('Draw 2–2');
  });

  it('writes only the outcome when the host recorded a winner or a draw without scores', () => {
    expect(viewerResultText({ outcome: 'won', score: null })).toBe('Won');
    expect(viewerResultText({ outcome: 'draw', score: null })).toBe('Draw');
  });
});
