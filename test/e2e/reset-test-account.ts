/** The account the password-reset test resets; only the e2e server has it. */
export const resetTestAccount = {
  username: 'reset-e2e',
  password: 'Reset#2026',
  firstName: 'Rita',
  lastName: 'Reset',
  email: 'rita.reset@e2e.example',
};
