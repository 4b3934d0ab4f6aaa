// Small shared primitives for every page (side panel, popup, options). Each is one file:
// Button (variants), Banner (info/warning/error), CopyButton, DownloadButton + download helpers,
// EmptyState, Progress, Tabs (ARIA tabs), Toggle (aria-pressed) and t() for UI strings.
export { Banner } from '@/components/ui/Banner';
export { Button, type ButtonProps } from '@/components/ui/Button';
export { CopyButton } from '@/components/ui/CopyButton';
export { DownloadButton } from '@/components/ui/DownloadButton';
export { downloadBlob, downloadText } from '@/lib/export/download';
export { fileBaseFrom, fileNameFrom } from '@/lib/export/file-name';
export { EmptyState } from '@/components/ui/EmptyState';
export { Progress } from '@/components/ui/Progress';
export { Tabs, tabPanelProps, type TabItem } from '@/components/ui/Tabs';
export { Toggle } from '@/components/ui/Toggle';
export { t, type MessageKey } from '@/lib/i18n/t';
