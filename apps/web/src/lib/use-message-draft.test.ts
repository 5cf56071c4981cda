import { checkContent } from '@rally/shared/text-filter';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_COUNTER_FROM, useMessageDraft } from './use-message-draft.ts';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLTextAreaElement>;
const pressed = (key: string, shiftKey = false) => {
  const event = { key, shiftKey, nativeEvent: { isComposing: false }, preventDefault: vi.fn() };
  return event as unknown as KeyboardEvent<HTMLTextAreaElement> & {
    preventDefault: typeof event.preventDefault;
  };
};

function draftWith(send = vi.fn()) {
  const { result } = renderHook(() => useMessageDraft({ send, pending: false, check: checkContent }));
  return { result, send };
}

describe('useMessageDraft', () => {
  it('sends the trimmed text on Enter and empties the input', () => {
    const { result, send } = draftWith();
    act(() => result.current.onChange(typed('  see you at six  ')));
    const enter = pressed('Enter');
    act(() => result.current.onKeyDown(enter));
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith('see you at six', expect.any(Function));
    expect(result.current.draft).toBe('');
  });

  it('leaves Shift+Enter to start a new line', () => {
    const { result, send } = draftWith();
    act(() => result.current.onChange(typed('first line')));
    const shiftEnter = pressed('Enter', true);
    act(() => result.current.onKeyDown(shiftEnter));
    expect(shiftEnter.preventDefault).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('explains a refused word without sending it', () => {
    const { result, send } = draftWith();
    act(() => result.current.onChange(typed('shit')));
    act(() => result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Your message contains profanity. Please keep messages appropriate.');
    expect(result.current.draft).toBe('shit');
  });

  it('puts a failed message back into the input with the reason', () => {
    const { result, send } = draftWith(
      vi.fn((_text: string, failed: (failure: unknown) => void) => failed(new Error('Offline'))),
    );
    act(() => result.current.onChange(typed('running late')));
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.draft).toBe('running late');
    expect(result.current.error).not.toBeNull();
  });

  it('counts the characters only near the limit', () => {
    const { result } = draftWith();
    act(() => result.current.onChange(typed('x'.repeat(MESSAGE_COUNTER_FROM - 1))));
    expect(result.current.counted).toBe(false);
    act(() => result.current.onChange(typed('x'.repeat(MESSAGE_COUNTER_FROM))));
    expect(result.current.counted).toBe(true);
  });
});
