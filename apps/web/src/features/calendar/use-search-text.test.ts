import { act, renderHook } from '@testing-library/react';
import { jestObject } from '../../test/browser-windows';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text';

describe('the list view search text', () => {
  beforeEach(() => jestObject.useFakeTimers());
  afterEach(() => jestObject.useRealTimers());

  it('when typing pauses, then the text is sent once', () => {
    const commit = jestObject.fn();
    const { result } = renderHook(({ sent }) => useSearchText(sent, commit), {
      initialProps: { sent: '' },
    });
    act(() => result.current.setText('plum'));
    act(() => jestObject.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(commit).not.toHaveBeenCalled();
    act(() => jestObject.advanceTimersByTime(100));
    expect(commit).toHaveBeenCalledWith('plum');
  });

  it('when the box is reset while the search in effect has not caught up, then nothing is sent, however long that takes', () => {
    const commit = jestObject.fn();
    const { result, rerender } = renderHook(({ sent }) => useSearchText(sent, commit), {
      initialProps: { sent: 'plum' },
    });
    act(() => result.current.reset());
    act(() => jestObject.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 5));
    expect(commit).not.toHaveBeenCalled();
    rerender({ sent: '' });
    act(() => jestObject.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 5));
    expect(commit).not.toHaveBeenCalled();
    // Typing afterwards is sent as before.
    act(() => result.current.setText('tart'));
    act(() => jestObject.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50));
    expect(commit).toHaveBeenCalledWith('tart');
  });
});
