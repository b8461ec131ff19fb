import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';

export interface EnterCodeStageProps {
  code: string;
  onChange: (code: string) => void;
  /** 'The code was incorrect. Please try again' after a failed verification. */
  error: string | undefined;
  /** How many codes were refused: each refusal takes the focus back to the field (Next was disabled meanwhile). */
  refusals: number;
}

/** Stage 2: any text is accepted; the server decides (access spec section 5). */
export function EnterCodeStage({ code, onChange, error, refusals }: EnterCodeStageProps) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    field.current?.focus();
    field.current?.select();
  }, [refusals]);
  return (
    <>
      <Typography sx={{ mb: 2 }}>Enter the code the app shows for this account, then select Next.</Typography>
      <OutlinedTextField
        label="Verification code"
        value={code}
        autoComplete="one-time-code"
        autoFocus
        inputRef={field}
        inputProps={{ inputMode: 'numeric', maxLength: 64 }}
        onChange={(event) => onChange(event.target.value)}
        errorMessage={error}
      />
    </>
  );
}
