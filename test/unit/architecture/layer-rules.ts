import type { ProductImport } from './import-graph';
import { FEATURE_ENTRY, FEATURES_LAYER, type Layer } from './layers';

/** Where a file sits: its layer (by index), its unit (the folder the rules name) and, in lib/, its feature. */
interface Place {
  layer: number;
  unit: string;
  feature?: string;
  page?: string;
}

export interface Violation {
  rule: 'layer' | 'same-layer' | 'feature-entry' | 'feature-cycle' | 'page';
  message: string;
}

export function placeOf(layers: readonly Layer[], file: string): Place | undefined {
  const parts = file.split('/');
  const lib = parts[0] === 'lib' && parts.length > 2 ? `lib/${parts[1]}` : undefined;
  const page = parts[0] === 'entrypoints' && parts.length > 2 ? parts[1] : undefined;
  const features = layers.findIndex((l) => l.name === FEATURES_LAYER);
  for (const [index, layer] of layers.entries()) {
    for (const unit of layer.units) {
      if (unit !== '*' && (file === unit || file.startsWith(unit + '/'))) return { layer: index, unit, page };
    }
  }
  return lib ? { layer: features, unit: lib, feature: lib.slice(4) } : undefined;
}

const describe = (i: ProductImport) => `${i.from} imports '${i.spec}'`;

/** Every import against the order, each with the rule it breaks in words. */
export function violations(layers: readonly Layer[], imports: readonly ProductImport[]): Violation[] {
  const found: Violation[] = [];
  const featureEdges = new Map<string, Set<string>>();
  for (const i of imports) {
    const from = placeOf(layers, i.from);
    const to = placeOf(layers, i.to);
    if (!from || !to || from.unit === to.unit) {
      if (from?.page && to?.page && from.page !== to.page) {
        found.push({
          rule: 'page',
          message: `${describe(i)}: a page (entrypoints/${from.page}) does not import another page's folder (entrypoints/${to.page}); share it through components/ or lib/`,
        });
      }
      continue;
    }
    const [fromLayer, toLayer] = [layers[from.layer]!.name, layers[to.layer]!.name];
    if (from.layer < to.layer) {
      found.push({
        rule: 'layer',
        message: `${describe(i)}: the ${fromLayer} layer (${from.unit}) may not import the ${toLayer} layer above it (${to.unit})`,
      });
    } else if (from.layer === to.layer && from.feature && to.feature) {
      (featureEdges.get(from.feature) ?? featureEdges.set(from.feature, new Set()).get(from.feature)!).add(to.feature);
      if (i.to !== `${to.unit}/${FEATURE_ENTRY}`) {
        found.push({
          rule: 'feature-entry',
          message: `${describe(i)}: the ${from.feature} feature reaches the ${to.feature} feature only through its entry file, '@/${to.unit}' (${to.unit}/${FEATURE_ENTRY})`,
        });
      }
    } else if (from.layer === to.layer) {
      found.push({
        rule: 'same-layer',
        message: `${describe(i)}: ${from.unit} and ${to.unit} share the ${fromLayer} layer, and neither imports the other`,
      });
    }
  }
  for (const cycle of cycles(featureEdges)) {
    found.push({
      rule: 'feature-cycle',
      message: `the features import each other in a circle: ${cycle.join(' -> ')}; one of them must not know the other`,
    });
  }
  return found;
}

/** Each circle of the graph once, as the names along it back to the first. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const walk = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const circle = path.slice(at);
        const key = [...circle].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push([...circle, next]);
        }
      } else walk(next, [...path, next]);
    }
  };
  for (const node of [...edges.keys()].sort()) walk(node, [node]);
  return found;
}
