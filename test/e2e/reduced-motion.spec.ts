import { expect, test, type Page } from '@playwright/test';
import { signIn } from './page-steps';

// The suite runs as someone who asked their system for reduced motion (playwright.config.ts, WCAG 2.3.3);
// these compare them with someone who did not.
async function listTransition(page: Page): Promise<string> {
  await signIn(page);
  await page.getByRole('combobox', { name: 'Organisation' }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  return list.evaluate((element) => {
    const style = getComputedStyle(element.closest('.MuiPaper-root')!);
    return `${style.transitionProperty} ${style.transitionDuration}`;
  });
}

test.describe('without a wish for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the organisation list eases its shadow in', async ({ page }) => {
    expect(await listTransition(page)).toBe('box-shadow 0.3s');
  });
});

test('with reduced motion, the organisation list has no transition', async ({ page }) => {
  expect(await listTransition(page)).toBe('none 0s');
});
