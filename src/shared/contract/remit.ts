// The REMIT contract, by table and action; importers take it from here.
export * from './remit-constants';
export * from './remit-common';
export * from './remit-transaction-sheet';
export * from './remit-cancel-delete';
export * from './remit-table1-modify';
export * from './remit-table2-modify';
