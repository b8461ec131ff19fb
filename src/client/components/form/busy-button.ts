/**
 * What marks a button busy while its work runs, without disabling it: a disabled button drops the
 * keyboard's focus to the page's top, where the work's end would leave the user. It looks and reads as
 * unavailable (MUI's disabled look, `aria-disabled`, `aria-busy`); the pointer cannot press it, and its
 * own handler must ignore Enter and Space until the work ends (`useOneAtATime`, or a check of the same flag).
 */
export function busyButtonProps(busy: boolean) {
  return busy ? { 'aria-disabled': true, 'aria-busy': true, className: 'Mui-disabled' } : {};
}
