/**
 * Whether the person points with a finger (a touch screen as the main pointer): the screens say
 * "Toque" then and "Clique" otherwise, and offer dragging a file only where a mouse can drag.
 */
export function isTouchPointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
