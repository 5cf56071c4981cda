import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, deviceLabel } from './browser-push.ts';

describe('deviceLabel', () => {
  it('names the browser and system so a player can tell their devices apart', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox on Windows');
  });
});

describe('base64UrlToBytes', () => {
  it('turns the server key from base64url without padding into the bytes subscribe wants', () => {
    // "-_8" is base64url for the bytes 0xfb 0xff (with "+/" in plain base64).
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes('A'.repeat(87)).length).toBe(65);
  });
});
