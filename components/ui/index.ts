// Small shared primitives for every page (side panel, popup, options). Each is one file:
// Button (variants), Banner (info/warning/error), CopyButton, DownloadButton + download helpers,
// EmptyState, Progress, Tabs (ARIA tabs), Toggle (aria-pressed) and t() for UI strings.
export { Banner } from './Banner';
export { Button, type ButtonProps } from './Button';
export { CopyButton } from './CopyButton';
export { DownloadButton } from './DownloadButton';
export { downloadBlob, downloadText } from '../../lib/export/download';
export { fileBaseFrom, fileNameFrom } from '../../lib/export/file-name';
export { EmptyState } from './EmptyState';
export { Progress } from './Progress';
export { Tabs, tabPanelProps, type TabItem } from './Tabs';
export { Toggle } from './Toggle';
export { t, type MessageKey } from '@/lib/i18n/t';
