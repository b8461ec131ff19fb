import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  usesAllowedPasswordCharacters,
} from '@shared/contract/password-policy';

export interface PasswordPolicyIndicatorProps {
  password: string;
}

/** The live indicator of access spec section 2: each rule of the policy, ticked once it is met. */
export function PasswordPolicyIndicator({ password }: PasswordPolicyIndicatorProps) {
  const rules = [
    {
      label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      // A space is no punctuation: a password pasted with one at its end was refused without saying why.
      label: 'Letters, digits and punctuation only, no spaces',
      met: password !== '' && usesAllowedPasswordCharacters(password),
    },
  ];
  return (
    <List dense aria-label="Password policy" disablePadding>
      {rules.map(({ label, met }) => (
        <ListItem key={label} disableGutters data-met={met}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {met ? (
              <CheckCircleIcon color="success" fontSize="small" titleAccess="met" />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="not met" />
            )}
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItem>
      ))}
    </List>
  );
}
