import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('turns every character that could open a tag or close an attribute into an entity', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Sunday Tennis · Zilker Park — 6:30 PM')).toBe('Sunday Tennis · Zilker Park — 6:30 PM');
  });
});
