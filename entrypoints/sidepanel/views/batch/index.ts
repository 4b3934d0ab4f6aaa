// The batch views, loaded on first use (not with the panel).
export { BatchChooser } from '@/entrypoints/sidepanel/views/batch/BatchChooser';
export { BatchView } from '@/entrypoints/sidepanel/views/batch/BatchView';
