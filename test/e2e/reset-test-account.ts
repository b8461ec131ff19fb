/** The account the password-reset test resets; only the e2e server has it. */
export const resetTestAccount = {
  username: 'reset-e2e',
  password: 'Reset#2026',
  firstName: 'Rita',
  lastName: 'Reset',
  email: 'rita.reset@e2e.example',
};

/** The account whose preferences the preferences test changes; a demo account's would move the parallel tests' grids. */
export const preferencesTestAccount = {
  username: 'prefs-e2e',
  password: 'Prefs#2026',
  firstName: 'Paula',
  lastName: 'Prefs',
  email: 'paula.prefs@e2e.example',
};

/** An editor where the analyst works, for the master-data test: its changes must not surprise the REMIT tests. */
export const masterDataTestAccount = {
  username: 'masterdata-e2e',
  password: 'Master#2026',
  firstName: 'Mara',
  lastName: 'Master',
  email: 'mara.master@e2e.example',
};
