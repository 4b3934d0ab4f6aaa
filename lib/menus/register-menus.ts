import { registerContextMenu } from '@/lib/menus/context-menu';
import { registerShortcut } from '@/lib/menus/shortcut';

export function registerMenus(): void {
  registerContextMenu();
  registerShortcut();
}
