// The Interact view, loaded on first use (not with the panel).
export { InteractView } from '@/entrypoints/sidepanel/views/interact/InteractView';
