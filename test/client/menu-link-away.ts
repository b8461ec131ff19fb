import { MAIN_MENU_LABEL } from '@client/app/shell/accordion-menu';
import { screen, within } from '@test/render-with-providers';

/** A link of the main menu to another page than the one shown: how a user leaves a page. */
export const menuLinkAway = (): HTMLElement =>
  within(screen.getByRole('navigation', { name: MAIN_MENU_LABEL }))
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') !== 'page')!;
