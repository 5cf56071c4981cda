import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_RENDERED, CLICK_PENDING, useFinishTakeOver } from './page-take-over.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFinishTakeOver', () => {
  it("marks the page as the app's once rendered", () => {
    document.body.innerHTML = '<div id="root"></div>';
    renderHook(() => useFinishTakeOver());
    expect(document.getElementById('root')?.hasAttribute(APP_RENDERED)).toBe(true);
  });

  it('presses the button marked before the app listened, as a pointer does, once', () => {
    document.body.innerHTML = `<div id="root"><button type="button" ${CLICK_PENDING}>Notifications</button></div>`;
    const button = document.querySelector('button') as HTMLButtonElement;
    const events: string[] = [];
    const record = vi.fn((event: Event) => events.push(event.type));
    button.addEventListener('pointerdown', record);
    button.addEventListener('click', record);

    const { rerender } = renderHook(() => useFinishTakeOver());
    rerender();

    expect(events).toEqual(['pointerdown', 'click']);
    expect(button.hasAttribute(CLICK_PENDING)).toBe(false);
  });

  it('presses nothing when nothing was pressed early', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Notifications</button></div>';
    const click = vi.fn();
    document.querySelector('button')?.addEventListener('click', click);
    renderHook(() => useFinishTakeOver());
    expect(click).not.toHaveBeenCalled();
  });
});
