import type { OrganisationRow } from '@server/access/organisations-repository';
import { demoNavigation } from '@server/seed/demo-navigation';
import { titleBeforeData } from '@shared/page-titles';

// The server paints a page's fixed title before the menu is known; the menu's entry then names the
// page (access spec section 2), so the two must agree or the painted title would change its words.
it('names each page with a fixed title in the demo menu as the page names itself', () => {
  const everyRole = { id: 1, ecmProcessRole: 'ECM', errProcessRole: 'ERR' } as unknown as OrganisationRow;
  const framed = demoNavigation([everyRole])
    .map((entry) => ({ name: entry.itemName, title: titleBeforeData(`/${entry.itemPath.split('?')[0]}`, '') }))
    .filter((entry) => entry.title !== undefined);
  expect(framed.length).toBe(13);
  for (const { name, title } of framed) expect(name).toBe(title);
});
