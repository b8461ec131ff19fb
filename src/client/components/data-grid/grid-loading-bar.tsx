import LinearProgress from '@mui/material/LinearProgress';

/**
 * The bar a grid shows over its rows while the next ones come, seen and not announced: the grid itself
 * says it is busy (`aria-busy` on its main slot), and a progressbar is no child a grid may have (axe
 * found one, unnamed, inside each grid that was loading).
 */
export function GridLoadingBar() {
  return <LinearProgress aria-hidden />;
}
