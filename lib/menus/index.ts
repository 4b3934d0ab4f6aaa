/**
 * The user's gestures: the right-click menu and the keyboard shortcut, each starting another
 * feature's work.
 */
export { registerMenus } from '@/lib/menus/register-menus';
