import { fireEvent, waitFor, within } from '@testing-library/react';

/** The YYYY-MM-DD a date field holds. */
export const dateValueOf = (field: HTMLElement) => field.getAttribute('data-value');

/** The HH:MM (24 h) a time field holds. */
export const timeValueOf = (field: HTMLElement) => field.getAttribute('data-value');

/** Opens the date field's calendar, goes to the month of `day` (YYYY-MM-DD) and picks it. */
export async function pickDate(field: HTMLElement, day: string): Promise<void> {
  fireEvent.click(field);
  const dialog = await waitFor(() => {
    const popover = document.getElementById(field.getAttribute('aria-controls') ?? '');
    // The month grid loads on first opening.
    if (!popover?.querySelector('select')) throw new Error('The date picker did not open');
    return popover;
  });
  const [year = '', month = ''] = day.split('-');
  const [monthSelect, yearSelect] = within(dialog).getAllByRole('combobox');
  fireEvent.change(yearSelect!, { target: { value: String(Number(year)) } });
  fireEvent.change(monthSelect!, { target: { value: String(Number(month) - 1) } });
  const cell = dialog.querySelector(`[data-day="${day}"] button`);
  if (!cell) throw new Error(`No day ${day} in the date picker`);
  fireEvent.click(cell);
}

/** Sets a time field to HH:MM (24 h) through its hour, minute and AM/PM selects. */
export function pickTime(field: HTMLElement, time: string): void {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const selects = within(field).getAllByRole('combobox');
  const isTwelveHour = selects.length === 3;
  if (isTwelveHour) fireEvent.change(selects[2]!, { target: { value: hour >= 12 ? 'PM' : 'AM' } });
  fireEvent.change(selects[0]!, {
    target: { value: String(isTwelveHour ? hour % 12 || 12 : hour) },
  });
  fireEvent.change(selects[1]!, { target: { value: String(minute) } });
}
