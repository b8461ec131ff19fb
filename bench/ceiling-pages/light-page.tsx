// The lightest page of this stack: React, MUI and the app's theme with a small form, no data, no
// request. `npm run bench` scores the login, welcome and settings pages as a share of it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { renderCeilingPage } from './ceiling-shell';

renderCeilingPage(
  'A form of this stack',
  <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
    <TextField label="Username" autoComplete="username" />
    <TextField label="Password" type="password" autoComplete="current-password" />
    <Button type="submit" variant="contained">
      Login
    </Button>
  </Stack>,
);
