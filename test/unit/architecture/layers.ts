/**
 * The layer order of product code, lowest first: a file may import its own folder's files and any
 * lower layer's, never a higher one's. docs/architecture.md shows the same table (a test keeps the
 * two alike). Every folder of lib/ that no layer names is a feature: features share one layer, and
 * one reaches another only through that feature's entry file (`lib/<feature>/index.ts`), never in
 * a circle.
 */
export interface Layer {
  name: string;
  /** Folders (repository-relative); `*` stands for every feature folder of lib/. */
  units: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  { name: 'base', units: ['lib/setup', 'lib/i18n'] },
  { name: 'contract', units: ['lib/api'] },
  { name: 'messaging', units: ['lib/messaging'] },
  { name: 'settings', units: ['lib/settings'] },

  { name: 'browser', units: ['lib/browser'] },
  { name: 'permissions', units: ['lib/permissions'] },
  { name: 'model', units: ['lib/model'] },
  { name: 'jobs', units: ['lib/jobs'] },
  { name: 'engines', units: ['lib/engines'] },
  { name: 'features', units: ['*'] },
  { name: 'app', units: ['lib/app'] },
  { name: 'components', units: ['components'] },
  { name: 'pages', units: ['entrypoints'] },
];

export const FEATURES_LAYER = 'features';
/** The one file through which a feature is reached by another. */
export const FEATURE_ENTRY = 'index.ts';
/** The product code the order governs. */
export const PRODUCT_DIRS = ['lib', 'components', 'entrypoints'] as const;
