/**
 * What marks a button busy while its work runs, without disabling it: a disabled button drops the
 * keyboard's focus to the page's top, where the work's end would leave the user. It looks and reads as
 * unavailable (MUI's disabled look, `aria-disabled`, `aria-busy`) yet still takes the pointer, which
 * MUI's disabled look would let through: the second click of a double click then landed on the page
 * beneath and took the focus there. Its own handler must ignore a click, Enter and Space until the work
 * ends (`useOneAtATime`, or a check of the same flag).
 */
export function busyButtonProps(busy: boolean) {
  return busy
    ? { 'aria-disabled': true, 'aria-busy': true, className: 'Mui-disabled', style: { pointerEvents: 'auto' as const } }
    : {};
}
