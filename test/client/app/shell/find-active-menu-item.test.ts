import type { Navigation } from '@shared/contract';
import { findActiveMenuItem, toRoutePath } from '@client/app/shell/find-active-menu-item';

const navigation: Navigation = {
  groups: [
    {
      name: 'Regulatory Reporting',
      path: 'err',
      children: [{ name: 'REMIT Table 1 Trade', path: 'err/remit_table1_trade' }],
    },
    {
      name: 'Settings',
      path: 'settings',
      children: [
        { name: 'Column Settings', path: 'settings/datatable/customize?documentType=REMIT_TABLE_1' },
        { name: 'Table 2 Columns', path: '/settings/datatable/customize?documentType=REMIT_TABLE_2' },
        { name: 'Preferences', path: 'preferences/' },
      ],
    },
  ],
};

const activeName = (pathname: string, search?: string) => findActiveMenuItem(navigation, pathname, search)?.item.name;

describe('toRoutePath', () => {
  it('gives every menu path one leading slash and keeps its query string', () => {
    expect(toRoutePath('help/welcome')).toBe('/help/welcome');
    expect(toRoutePath('//preferences/')).toBe('/preferences');
    expect(toRoutePath('settings/datatable/customize?documentType=REMIT_TABLE_1')).toBe(
      '/settings/datatable/customize?documentType=REMIT_TABLE_1',
    );
  });
});

describe('findActiveMenuItem', () => {
  it('matches an item whose path carries a query string, by its parameters', () => {
    expect(activeName('/settings/datatable/customize', '?documentType=REMIT_TABLE_1')).toBe('Column Settings');
    expect(activeName('/settings/datatable/customize', '?documentType=REMIT_TABLE_2&page=3')).toBe('Table 2 Columns');
    expect(
      findActiveMenuItem(navigation, '/settings/datatable/customize', '?documentType=REMIT_TABLE_1')?.groupName,
    ).toBe('Settings');
  });

  it('keeps an item of the same page active when the query names something no item names', () => {
    expect(activeName('/settings/datatable/customize', '?documentType=MIFID')).toBe('Column Settings');
    expect(activeName('/settings/datatable/customize')).toBe('Column Settings');
  });

  it('matches pages under an item, and nothing outside the menu', () => {
    expect(activeName('/err/remit_table1_trade/cancel', '?historyId=3')).toBe('REMIT Table 1 Trade');
    expect(activeName('/preferences')).toBe('Preferences');
    expect(activeName('/err/remit_table1_trade_other')).toBeUndefined();
    expect(activeName('/help/welcome')).toBeUndefined();
    expect(findActiveMenuItem(undefined, '/help/welcome')).toBeUndefined();
  });
});
