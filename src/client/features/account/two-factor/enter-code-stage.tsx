import OutlinedInput from '@mui/material/OutlinedInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';

export interface EnterCodeStageProps {
  code: string;
  onChange: (code: string) => void;
  /** 'The code was incorrect. Please try again' after a failed verification. */
  error: string | undefined;
}

/** Stage 2: any text is accepted; the server decides (access spec section 5). */
export function EnterCodeStage({ code, onChange, error }: EnterCodeStageProps) {
  return (
    <>
      <Typography sx={{ mb: 2 }}>Enter the code the app shows for this account, then select Next.</Typography>
      <FormControl error={Boolean(error)} fullWidth>
        <InputLabel htmlFor="two-factor-code">Verification code</InputLabel>
        <OutlinedInput
          id="two-factor-code"
          label="Verification code"
          value={code}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 64 }}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={error ? 'two-factor-code-error' : undefined}
        />
        {error && <FormHelperText id="two-factor-code-error">{error}</FormHelperText>}
      </FormControl>
    </>
  );
}
