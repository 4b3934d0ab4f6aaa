export { labelKey } from '@/lib/api/field-label';
