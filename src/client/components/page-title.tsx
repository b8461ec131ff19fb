import { createContext, useContext, useEffect } from 'react';
import Typography from '@mui/material/Typography';

/**
 * The name of the active menu item, provided by the shell. A menu entry's name wins over a page's own
 * title, so the heading matches what the user clicked (access spec section 2).
 */
export const MenuTitleContext = createContext<string | undefined>(undefined);

export interface PageTitleProps {
  /** The page's own title, used where no menu item is active (and in the second shell). */
  title: string;
}

/** Sets `document.title` and shows the page's one h1. */
export function PageTitle({ title }: PageTitleProps) {
  const menuTitle = useContext(MenuTitleContext);
  const shownTitle = menuTitle ?? title;
  useEffect(() => {
    document.title = shownTitle;
  }, [shownTitle]);
  return (
    <Typography variant="h5" component="h1" gutterBottom>
      {shownTitle}
    </Typography>
  );
}
