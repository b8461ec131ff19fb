import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { pageFrameWhileLoading } from './page-frame';

/**
 * Shown while the session or a lazily loaded area is being fetched; below the server's frame of the
 * page being opened, while there is one (page-frame.ts).
 */
export function FullPageLoader() {
  const frame = pageFrameWhileLoading();
  const spinner = (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '50vh',
        // Beside the frame's menu column (the shell's menu width), as the page will be.
        pl: frame ? { md: '260px' } : 0,
      }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
  if (frame === null) return spinner;
  return (
    <>
      {/* The server's own markup (its title escaped there), so the frame is written once. */}
      <div dangerouslySetInnerHTML={{ __html: frame }} />
      {spinner}
    </>
  );
}
