// The batch views, loaded on first use (not with the panel).
export { BatchChooser } from './BatchChooser';
export { BatchView } from './BatchView';
