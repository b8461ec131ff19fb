import Link from '@mui/material/Link';
import { focusRing } from '@client/components/focus-ring';

export const SKIP_LINK_TEXT = 'Skip to main content';

export interface SkipLinkProps {
  /** Id of the element to jump to; it must take programmatic focus (tabIndex -1). */
  targetId: string;
}

/**
 * The first Tab stop of the signed-in layout: out of sight until focused, then over the top bar.
 * It moves focus itself instead of following the fragment, which would add a history entry.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', ...focusRing },
      }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}
