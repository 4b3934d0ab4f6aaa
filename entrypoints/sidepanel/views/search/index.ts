// The search views, loaded on first use (not with the panel).
export { SearchPage } from '@/entrypoints/sidepanel/views/search/SearchPage';
export { SearchJobView } from '@/entrypoints/sidepanel/views/search/SearchJobView';
