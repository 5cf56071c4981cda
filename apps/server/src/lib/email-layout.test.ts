import { describe, expect, it } from 'vitest';
import { ACCENT_COLOUR, emailHtml } from './email-layout.ts';

describe('emailHtml', () => {
  it('draws the heading, paragraphs, code, button and small print, escaping every text', () => {
    const html = emailHtml({
      heading: "You're invited to <b>Rackets</b>",
      paragraphs: ['Sam & Alex invited you.'],
      code: '123456',
      button: { href: 'https://rally.test/league?a=1&b=2', label: 'Open the league' },
      notes: ['If you do not know the sender, you can ignore this email.'],
    });
    expect(html).toContain('<title>You&#39;re invited to &lt;b&gt;Rackets&lt;/b&gt;</title>');
    expect(html).toContain('Sam &amp; Alex invited you.');
    expect(html).toContain('123456');
    expect(html).toContain('href="https://rally.test/league?a=1&amp;b=2"');
    expect(html).toContain('>Open the league</a>');
    expect(html).toContain('If you do not know the sender, you can ignore this email.');
    expect(html).not.toContain('Unsubscribe');
  });

  it('adds the reason and the unsubscribe link in the footer of an email that can be turned off', () => {
    const html = emailHtml({
      heading: 'Game cancelled',
      paragraphs: ['Sunday Tennis was cancelled.'],
      unsubscribe: {
        reason: 'You get this because emails are on.',
        href: 'https://rally.test/api/unsubscribe?token=t',
      },
    });
    expect(html).toMatch(
      /You get this because emails are on\.\n<a href="https:\/\/rally\.test\/api\/unsubscribe\?token=t"[^>]*>Unsubscribe<\/a>/,
    );
  });

  it('colours its name and its button with the one accent, everything else in greys', () => {
    const html = emailHtml({
      heading: 'Hi',
      paragraphs: [],
      button: { href: 'https://rally.test', label: 'Go' },
    });
    const greys = ['#f4f4f5', '#ffffff', '#18181b', '#3f3f46', '#71717a'];
    const colours = new Set(html.match(/#[0-9a-f]{6}/g));
    expect([...colours].filter((colour) => !greys.includes(colour))).toEqual([ACCENT_COLOUR]);
  });
});
