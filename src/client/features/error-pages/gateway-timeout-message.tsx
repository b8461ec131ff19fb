import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The dedicated, centred message of a 504 (access spec section 2). */
export function GatewayTimeoutMessage() {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        The server did not answer in time.
      </Typography>
      <Typography>Your request may still be processed. Please wait a moment before you try again.</Typography>
    </Box>
  );
}
