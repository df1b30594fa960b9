import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses a day (YYYY-MM-DD) and a time (HH:MM, 24 h) in the app's date and time fields, as a
 * person does in English: the calendar button's month and year lists and the day, then the
 * hour, minutes and AM/PM lists. `within` is where the fields are (a post modal's reschedule
 * form); the page by default.
 */
export async function pickDateAndTime(
  page: Page,
  at: { date: string; time: string },
  within: Page | Locator = page,
) {
  const [year = '', month = ''] = at.date.split('-');
  await within.getByLabel('Date').click();
  // The calendar's popover, not a modal it may open over.
  const picker = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('combobox', { name: 'Choose the Year' }) });
  await picker
    .getByRole('combobox', { name: 'Choose the Year' })
    .selectOption(String(Number(year)));
  await picker
    .getByRole('combobox', { name: 'Choose the Month' })
    .selectOption(String(Number(month) - 1));
  await picker.locator(`[data-day="${at.date}"] button`).click();
  await expect(picker).toBeHidden();

  const [hour = 0, minute = 0] = at.time.split(':').map(Number);
  const time = within.getByRole('group', { name: 'Time' });
  await time.getByRole('combobox', { name: 'AM or PM' }).selectOption(hour >= 12 ? 'PM' : 'AM');
  await time.getByRole('combobox', { name: 'Hour' }).selectOption(String(hour % 12 || 12));
  await time.getByRole('combobox', { name: 'Minutes' }).selectOption(String(minute));
}
